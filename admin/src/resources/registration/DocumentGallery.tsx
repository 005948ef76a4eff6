import BrokenImageIcon from '@mui/icons-material/BrokenImage';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import type { DocumentView, DocumentsView } from '@jobmarket/contracts/registration/views';
import type { DocumentField } from '@jobmarket/contracts/registration/uploads';
import { Box, Button, ButtonBase, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { isImage, isPdf, usePrivateFile } from './privateFile';

interface Preview {
  name: string;
  objectUrl: string;
  contentType: string;
}

const TILE = { width: 160, height: 120 } as const;

const tileFrame = {
  ...TILE,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 0.5,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  overflow: 'hidden',
  p: 1,
} as const;

/** One document: an image as a thumbnail, a PDF as an icon with a link; clicking either opens it large. */
function DocumentTile({ document, onPreview }: { document: DocumentView; onPreview: (preview: Preview) => void }) {
  const translate = useTranslate();
  const file = usePrivateFile(document.url);
  const label = translate('audits.documents.preview', { name: document.name });

  if (file.status === 'loading') {
    return (
      <Box sx={tileFrame}>
        <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
      </Box>
    );
  }
  if (file.status === 'failed') {
    return (
      <Box sx={{ ...tileFrame, color: 'text.secondary' }} role="alert">
        <BrokenImageIcon />
        <Typography variant="caption" noWrap sx={{ maxWidth: '100%' }}>{document.name}</Typography>
        <Typography variant="caption">{translate('audits.documents.loadFailed')}</Typography>
      </Box>
    );
  }
  const open = () => onPreview({ name: document.name, objectUrl: file.objectUrl, contentType: file.contentType });
  if (isImage(file.contentType)) {
    return (
      <ButtonBase onClick={open} aria-label={label} sx={{ ...tileFrame, p: 0 }}>
        <Box component="img" src={file.objectUrl} alt={document.name} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      </ButtonBase>
    );
  }
  return (
    <Box sx={tileFrame}>
      <ButtonBase onClick={open} aria-label={label} sx={{ display: 'flex', flexDirection: 'column', maxWidth: '100%' }}>
        <PictureAsPdfIcon color="error" fontSize="large" />
        <Typography variant="caption" noWrap sx={{ maxWidth: TILE.width - 16 }}>{document.name}</Typography>
      </ButtonBase>
      {isPdf(file.contentType) && (
        <Link href={file.objectUrl} target="_blank" rel="noopener" variant="caption" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          {translate('audits.documents.openPdf')}
          <OpenInNewIcon fontSize="inherit" />
        </Link>
      )}
    </Box>
  );
}

function PreviewDialog({ preview, onClose }: { preview: Preview | undefined; onClose: () => void }) {
  const translate = useTranslate();
  const title = preview ? translate('audits.documents.preview', { name: preview.name }) : '';
  return (
    <Dialog open={preview !== undefined} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="document-preview-title">
      <DialogTitle id="document-preview-title">{title}</DialogTitle>
      <DialogContent sx={{ display: 'flex', justifyContent: 'center' }}>
        {preview && isImage(preview.contentType) && <Box component="img" src={preview.objectUrl} alt={preview.name} sx={{ width: '100%', maxHeight: '75vh', objectFit: 'contain' }} />}
        {preview && !isImage(preview.contentType) && <Box component="iframe" title={title} src={preview.objectUrl} sx={{ width: '100%', height: '75vh', border: 0 }} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('audits.actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** An application's documents, field by field, read with the auditor's token (spec §5: ID card, licences…). */
export function DocumentGallery({ documents, fields }: { documents: DocumentsView | undefined; fields: readonly DocumentField[] }) {
  const translate = useTranslate();
  const [preview, setPreview] = useState<Preview | undefined>();
  return (
    <Stack spacing={2} component="section" aria-label={translate('audits.documents.title')}>
      <Typography variant="subtitle1">{translate('audits.documents.title')}</Typography>
      {fields.map((field) => {
        const files = documents?.[field] ?? [];
        return (
          <Box key={field}>
            <Typography variant="subtitle2" color="text.secondary" gutterBottom>
              {translate(`audits.documents.fields.${field}`)}
            </Typography>
            {files.length === 0 ? (
              <Typography variant="body2" color="text.secondary">{translate('audits.documents.none')}</Typography>
            ) : (
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {files.map((file) => (
                  <DocumentTile key={file.id} document={file} onPreview={setPreview} />
                ))}
              </Stack>
            )}
          </Box>
        );
      })}
      <PreviewDialog preview={preview} onClose={() => setPreview(undefined)} />
    </Stack>
  );
}
