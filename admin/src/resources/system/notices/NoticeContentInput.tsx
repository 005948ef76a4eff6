import { LinearProgress, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import type { RichTextFieldProps } from './NoticeContentEditor';

// tiptap and ProseMirror are large: they load when a notice form opens, never with the admin's first page
const NoticeContentEditor = lazy(() => import('./NoticeContentEditor'));

const EditorLoading = () => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.notices.messages.editorLoading')}
      </Typography>
      <LinearProgress sx={{ width: '100%', my: 1 }} />
    </>
  );
};

/** The content field of the notice form (or another field given as `source`): rich text, loaded on demand. */
export const NoticeContentInput = (props: RichTextFieldProps) => (
  <Suspense fallback={<EditorLoading />}>
    <NoticeContentEditor {...props} />
  </Suspense>
);
