import { Box } from '@mui/material';
import { ClearButtons, FormatButtons, LevelSelect, LinkButtons, ListButtons, QuoteButtons, RichTextInput, RichTextInputToolbar } from 'ra-input-rich-text';
import { useMemo, type ReactNode } from 'react';
import { I18nContext, required, useI18nProvider, type I18nProvider, type Validator } from 'react-admin';

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

export interface RichTextFieldProps {
  /** The form field (a notice's `content` unless told). */
  source?: string;
  label?: string;
  validate?: Validator | Validator[];
}

/**
 * The rich-text editor (tiptap through ra-input-rich-text) of notices, and of any form whose text the api sanitises
 * the notices' way (generated resources use it too). Its toolbar offers only what that sanitiser keeps: no colours,
 * highlights or alignment, which it would silently drop.
 */
export default function NoticeContentEditor({ source = 'content', label, validate = required() }: RichTextFieldProps) {
  return (
    <EditorTexts>
      <Box sx={{ width: '100%', '& .ProseMirror': { minHeight: 180 } }}>
        <RichTextInput
          source={source}
          {...(label ? { label } : {})}
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
