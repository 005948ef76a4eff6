import type { ResumeFileView } from '@jobmarket/contracts';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ImageIcon, PictureAsPdfIcon } from '../../../app/icons';
import { useNotify } from '../../../app/Notifier';
import { useI18n } from '../../../i18n/I18nContext';
import { ApiError } from '../../../session/apiClient';
import { useSession } from '../../../session/SessionContext';
import { apiPathOf } from '../files/resumeFileUrls';
import { saveBlob } from '../files/saveBlob';

/**
 * The resume's attachments, each fetched with the session's token through `/resumes/{id}/files/{fileId}` (a plain link
 * could not send it; the api serves them only to a publisher who unlocked the resume) and saved under its own name.
 */
export const ResumeAttachments = ({ files }: { files: ResumeFileView[] }) => {
  const { t } = useI18n();
  const { api } = useSession();
  const notify = useNotify();
  const [downloading, setDownloading] = useState<string | null>(null);

  async function download(file: ResumeFileView) {
    setDownloading(file.url);
    try {
      saveBlob(await api.blob(apiPathOf(file.url)), file.name);
    } catch (error) {
      notify(error instanceof ApiError ? error.message : t('portal.talent.detail.fileFailed'), 'error');
    } finally {
      setDownloading(null);
    }
  }

  if (files.length === 0) return <Typography color="text.secondary">{t('portal.talent.detail.noFiles')}</Typography>;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {files.map((file) => (
        <Button
          key={file.url}
          variant="outlined"
          startIcon={file.name.toLowerCase().endsWith('.pdf') ? <PictureAsPdfIcon /> : <ImageIcon />}
          disabled={downloading === file.url}
          aria-label={t('portal.talent.detail.downloadFile', { name: file.name })}
          onClick={() => download(file)}
          sx={{ textTransform: 'none', maxWidth: '100%' }}
        >
          <Typography component="span" noWrap>
            {file.name}
          </Typography>
        </Button>
      ))}
    </Stack>
  );
};
