import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { StoredFilePreview } from './StoredFilePreview';

export type UploadItem =
  | { key: string; name: string; size: number; status: 'uploading'; percent: number }
  | { key: string; name: string; size: number; status: 'stored'; percent: 100; storedName: string; url: string }
  | { key: string; name: string; size: number; status: 'refused'; percent: number; message: string };

const sizeOf = (bytes: number) => (bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / (1024 * 1024)).toFixed(2)} MB`);

/** One picked file: its progress bar while it goes, then the api's verdict — the stored file with a preview and delete, or the refusal. */
export const UploadItemCard = ({ item, onDelete }: { item: UploadItem; onDelete: (item: UploadItem & { status: 'stored' }) => Promise<void> }) => {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <Card variant="outlined" data-testid="upload-item">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle2" sx={{ wordBreak: 'break-all' }}>
            {item.status === 'stored' ? item.storedName : item.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {sizeOf(item.size)}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <LinearProgress
            variant="determinate"
            value={item.percent}
            color={item.status === 'refused' ? 'error' : item.status === 'stored' ? 'success' : 'primary'}
            sx={{ flex: 1, height: 8, borderRadius: 1 }}
            aria-label={translate('demoWidgets.upload.progressOf', { name: item.name })}
          />
          <Typography variant="caption" sx={{ minWidth: 40, textAlign: 'right' }}>
            {translate('demoWidgets.upload.percent', { percent: item.percent })}
          </Typography>
        </Box>
        {item.status === 'uploading' && (
          <Typography variant="caption" color="text.secondary">
            {translate('demoWidgets.upload.uploading')}
          </Typography>
        )}
        {item.status === 'refused' && (
          <Alert severity="error" role="alert">
            {translate('demoWidgets.upload.refused', { message: item.message })}
          </Alert>
        )}
        {item.status === 'stored' && (
          <>
            <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {translate('demoWidgets.upload.storedAt', { url: item.url })}
            </Typography>
            <StoredFilePreview url={item.url} name={item.storedName} />
            <Box>
              <Button size="small" color="error" startIcon={<DeleteIcon />} disabled={deleting} onClick={() => setConfirming(true)}>
                {translate('demoWidgets.upload.delete')}
              </Button>
            </Box>
            <Confirm
              isOpen={confirming}
              loading={deleting}
              title={translate('demoWidgets.upload.deleteTitle')}
              content={translate('demoWidgets.upload.deleteContent', { name: item.storedName })}
              onClose={() => setConfirming(false)}
              onConfirm={async () => {
                setDeleting(true);
                try {
                  await onDelete(item);
                } finally {
                  setDeleting(false);
                  setConfirming(false);
                }
              }}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
};
