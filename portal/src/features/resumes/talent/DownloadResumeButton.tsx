import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { PictureAsPdfIcon } from '../../../app/icons';
import { useNotify } from '../../../app/Notifier';
import { useI18n } from '../../../i18n/I18nContext';
import { ApiError } from '../../../session/apiClient';
import { useMembership } from '../../membership/membershipQueries';
import { RefusalAlert } from '../../membership/refusal/RefusalAlert';
import { vipLinkOf } from '../../membership/refusal/vipRefusal';
import { fileNameOf, saveBlob } from '../files/saveBlob';
import { useTalentDownload } from './talentQueries';

/**
 * Spec §6, §8: the resume's PDF for an approved publisher. It spends a downloadable resume (said beside the button),
 * then "resume downloaded"; without one left the api refuses with the way to VIP, shown here rather than as a toast.
 */
export const DownloadResumeButton = ({ resumeId, name }: { resumeId: number; name: string }) => {
  const { t, locale } = useI18n();
  const notify = useNotify();
  const membership = useMembership();
  const download = useTalentDownload(resumeId);
  const [refusal, setRefusal] = useState<{ message: string; link: string } | null>(null);
  const left = membership.data?.quotas.resumeDownloads.left;

  function start() {
    setRefusal(null);
    download.mutate(undefined, {
      onSuccess: (pdf) => {
        saveBlob(pdf, fileNameOf(name, 'pdf'));
        notify(t('resumes.messages.downloaded'), 'success');
      },
      onError: (error) => {
        const link = vipLinkOf(error);
        if (link) setRefusal({ message: error.message, link });
        else notify(error instanceof ApiError ? error.message : t('errors.unknown'), 'error');
      },
    });
  }

  return (
    <Stack spacing={1}>
      <Button variant="contained" startIcon={<PictureAsPdfIcon />} onClick={start} disabled={download.isPending} sx={{ alignSelf: 'flex-start' }}>
        {download.isPending ? t('portal.talent.detail.downloading') : t('portal.talent.detail.downloadPdf')}
      </Button>
      {left !== undefined && (
        <Typography variant="caption" color="text.secondary">
          {t('portal.talent.detail.downloadHint', { left: new Intl.NumberFormat(locale).format(left) })}
        </Typography>
      )}
      {refusal && <RefusalAlert message={refusal.message} link={refusal.link} severity="warning" />}
    </Stack>
  );
};
