import { deliverForm, type DeliveryOrderView } from '@jobmarket/contracts';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useNotify } from '../../../app/Notifier';
import { resumePaths } from '../../../app/paths';
import { useI18n } from '../../../i18n/I18nContext';
import { ApiError } from '../../../session/apiClient';
import { RefusalAlert } from '../../membership/refusal/RefusalAlert';
import { useMyResumes } from '../../resumes/resumeQueries';
import { useDeliver } from '../deliveryQueries';
import { cancelledMessageOf, succeededMessageOf } from '../steps/deliveryStepOutcome';

interface ApplyDialogProps {
  job: { id: number; position: string; company: string };
  onApplied: (order: DeliveryOrderView) => void;
  onClose: () => void;
}

/**
 * Apply to a job with one of my resumes (`POST /delivery-orders`): the default one chosen at first; without a resume,
 * the way to write one. A refusal (already applied, the job closed) is said here in the api's words.
 */
const ApplyDialog = ({ job, onApplied, onClose }: ApplyDialogProps) => {
  const { t } = useI18n();
  const notify = useNotify();
  const titleId = useId();
  const resumes = useMyResumes();
  const deliver = useDeliver();
  const [chosen, setChosen] = useState<number | null>(null);
  const [remark, setRemark] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const list = resumes.data ?? [];
  const resumeId = chosen ?? list.find((resume) => resume.isDefault)?.id ?? list[0]?.id ?? null;

  function cancel() {
    notify(t(cancelledMessageOf('apply')), 'info');
    onClose();
  }

  async function apply() {
    const request = deliverForm.safeParse({ jobId: job.id, resumeId, remark });
    if (!request.success) return;
    setRefusal(null);
    try {
      const order = await deliver.mutateAsync(request.data);
      notify(t(succeededMessageOf('apply')), 'success');
      onApplied(order);
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : t('portal.delivery.apply.failed'));
    }
  }

  return (
    <Dialog open onClose={cancel} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('portal.delivery.apply.title', { position: job.position })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {resumes.isPending && <CircularProgress aria-label={t('portal.delivery.common.loading')} sx={{ alignSelf: 'center' }} />}
          {resumes.isError && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void resumes.refetch()}>
                  {t('portal.delivery.common.retry')}
                </Button>
              }
            >
              {t('portal.delivery.apply.loadFailed')}
            </Alert>
          )}
          {resumes.data && list.length === 0 && (
            <Alert
              severity="info"
              action={
                <Button component={RouterLink} to={resumePaths.create} color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
                  {t('portal.delivery.apply.createResume')}
                </Button>
              }
            >
              {t('portal.delivery.apply.noResume')}
            </Alert>
          )}
          {list.length > 0 && (
            <>
              <DialogContentText>{t('portal.delivery.apply.intro', { company: job.company })}</DialogContentText>
              <RadioGroup aria-label={t('portal.delivery.apply.resume')} value={resumeId === null ? '' : String(resumeId)} onChange={(event) => setChosen(Number(event.target.value))}>
                {list.map((resume) => (
                  <FormControlLabel
                    key={resume.id}
                    value={String(resume.id)}
                    control={<Radio />}
                    label={resume.isDefault ? t('portal.delivery.apply.defaultResume', { name: resume.name }) : resume.name}
                  />
                ))}
              </RadioGroup>
              <TextField label={t('portal.delivery.apply.remark')} value={remark} onChange={(event) => setRemark(event.target.value)} multiline minRows={2} />
            </>
          )}
          {refusal && <RefusalAlert message={refusal} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel}>{t('portal.delivery.apply.cancel')}</Button>
        <Button variant="contained" disabled={resumeId === null || deliver.isPending} onClick={() => void apply()}>
          {t('portal.delivery.apply.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export default ApplyDialog;
