import type { ResumeRow } from '@jobmarket/contracts';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useNotify } from '../../../app/Notifier';
import { editResumePath, resumePath } from '../../../app/paths';
import { useI18n } from '../../../i18n/I18nContext';
import { ApiError } from '../../../session/apiClient';
import { ConfirmDialog } from '../../jobs/publisher/ConfirmDialog';
import { fileNameOf } from '../files/saveBlob';
import { usePrivateDownload } from '../files/usePrivateDownload';
import { GeneratePdfDialog, resumePdfUrl } from '../pdf/GeneratePdfDialog';
import { useResumeCommand } from '../resumeQueries';

/** View, edit, duplicate, render as PDF (and download the last one), delete after asking: one of my resumes. */
export const ResumeActions = ({ resume }: { resume: ResumeRow }) => {
  const { t } = useI18n();
  const notify = useNotify();
  const command = useResumeCommand();
  const { download, isDownloading } = usePrivateDownload();
  const [open, setOpen] = useState<'delete' | 'pdf' | null>(null);

  async function run(action: 'duplicate' | 'delete') {
    try {
      await command.mutateAsync({ action, id: resume.id });
      notify(t(action === 'duplicate' ? 'resumes.messages.duplicated' : 'resumes.messages.deleted'), 'success');
      setOpen(null);
    } catch (error) {
      notify(error instanceof ApiError ? error.message : t('portal.resumes.mine.actionFailed'), 'error');
    }
  }

  return (
    <Stack direction="row" spacing={1} useFlexGap role="group" aria-label={t('portal.resumes.mine.actionsOf', { name: resume.name })} sx={{ flexWrap: 'wrap' }}>
      <Button size="small" variant="outlined" component={RouterLink} to={resumePath(resume.id)}>
        {t('portal.resumes.actions.view')}
      </Button>
      <Button size="small" variant="outlined" component={RouterLink} to={editResumePath(resume.id)}>
        {t('portal.resumes.actions.edit')}
      </Button>
      <Button size="small" variant="outlined" disabled={command.isPending} onClick={() => void run('duplicate')}>
        {t('portal.resumes.actions.duplicate')}
      </Button>
      <Button size="small" variant="outlined" onClick={() => setOpen('pdf')}>
        {t('portal.resumes.actions.generatePdf')}
      </Button>
      {resume.pdfUrl && (
        <Button size="small" variant="outlined" disabled={isDownloading !== null} onClick={() => void download(resumePdfUrl(resume.id), fileNameOf(resume.name, 'pdf'))}>
          {t('portal.resumes.actions.downloadPdf')}
        </Button>
      )}
      <Button size="small" color="error" onClick={() => setOpen('delete')}>
        {t('portal.resumes.actions.delete')}
      </Button>
      {open === 'pdf' && <GeneratePdfDialog resume={resume} onClose={() => setOpen(null)} />}
      {open === 'delete' && (
        <ConfirmDialog
          open
          title={t('portal.resumes.remove.title', { name: resume.name })}
          body={t('portal.resumes.remove.body')}
          confirmLabel={t('portal.resumes.remove.confirm')}
          isPending={command.isPending}
          onConfirm={() => void run('delete')}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
};
