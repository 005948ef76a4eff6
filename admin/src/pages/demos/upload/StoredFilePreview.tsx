import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isImage, isPdf, usePrivateFile } from '../../../resources/registration/privateFile';

/**
 * A stored upload shown back from its url: files are private (`GET /files/{id}` wants the token, which an <img src>
 * cannot send), so it is read through the admin's http client and shown from an object URL.
 */
export const StoredFilePreview = ({ url, name, height = 220 }: { url: string; name: string; height?: number }) => {
  const translate = useTranslate();
  const file = usePrivateFile(url);
  if (file.status === 'loading') return <CircularProgress size={24} aria-label={translate('demoWidgets.files.loading')} />;
  if (file.status === 'failed') {
    return (
      <Typography variant="body2" color="error" role="alert">
        {translate('demoWidgets.files.loadFailed')}
      </Typography>
    );
  }
  if (isImage(file.contentType)) {
    return <Box component="img" src={file.objectUrl} alt={name} sx={{ maxWidth: '100%', maxHeight: height, objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }} />;
  }
  if (isPdf(file.contentType)) {
    return <Box component="iframe" src={file.objectUrl} title={name} sx={{ width: '100%', height: height * 2, border: 1, borderColor: 'divider', borderRadius: 1 }} />;
  }
  return <Typography variant="body2">{translate('demoWidgets.files.noPreview')}</Typography>;
};
