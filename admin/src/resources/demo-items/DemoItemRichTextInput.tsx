import { Box } from '@mui/material';
import { ClearButtons, FormatButtons, LevelSelect, LinkButtons, ListButtons, QuoteButtons, RichTextInput, RichTextInputToolbar } from 'ra-input-rich-text';
import { useMemo, type ReactNode } from 'react';
import { I18nContext, useI18nProvider, type I18nProvider, type Validator } from 'react-admin';

const TIPTAP_PREFIX = 'ra.tiptap.';

/** ra-input-rich-text labels its toolbar with ra.tiptap.* keys, which our catalogs keep under resources.notices.editor. */
const EditorTexts = ({ children }: { children: ReactNode }) => {
  const i18n = useI18nProvider();
  const mapped = useMemo<I18nProvider>(
    () => ({
      ...i18n,
      translate: (key, options) => (key.startsWith(TIPTAP_PREFIX) ? i18n.translate(`resources.notices.editor.${key.slice(TIPTAP_PREFIX.length)}`, options) : i18n.translate(key, options)),
    }),
    [i18n],
  );
  return <I18nContext.Provider value={mapped}>{children}</I18nContext.Provider>;
};

/** The notices' rich-text editor on any field: no colours, highlights or alignment, which the api's sanitiser would drop. */
export default function RichTextEditor({ source, label, validate }: { source: string; label: string; validate: Validator | undefined }) {
  return (
    <EditorTexts>
      <Box sx={{ width: '100%', '& .ProseMirror': { minHeight: 180 } }}>
        <RichTextInput
          source={source}
          label={label}
          validate={validate}
          fullWidth
          toolbar={
            <RichTextInputToolbar size="small">
              <LevelSelect size="small" />
              <FormatButtons size="small" />
              <ListButtons size="small" />
              <LinkButtons size="small" />
              <QuoteButtons size="small" />
              <ClearButtons size="small" />
            </RichTextInputToolbar>
          }
        />
      </Box>
    </EditorTexts>
  );
}
