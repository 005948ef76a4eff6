import type { JobAction, JobRow } from '@jobmarket/contracts';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useNotify } from '../../../app/Notifier';
import { editJobPath } from '../../../app/paths';
import { useI18n } from '../../../i18n/I18nContext';
import { ApiError } from '../../../session/apiClient';
import { PromoteJobDialog } from '../../membership/promotion/PromoteJobDialog';
import { RefusalAlert } from '../../membership/refusal/RefusalAlert';
import { vipLinkOf } from '../../membership/refusal/vipRefusal';
import { ConfirmDialog } from './ConfirmDialog';
import { ExtendJobDialog } from './ExtendJobDialog';
import { useMyJobCommand } from './myJobsQueries';

/** The publisher's actions in the order they are offered; the row's `allowedActions` (machine and ownership, from the api) decide which. */
const offered = ['edit', 'extend', 'repost', 'close'] as const satisfies readonly JobAction[];
type Offered = (typeof offered)[number];

/**
 * Edit, extend, repost and close for one of my jobs: only what the api says the job allows now; close and repost ask
 * first. A published job that is not featured yet may be promoted (membership context: it uses one published ad).
 */
export const MyJobActions = ({ job, isFeatured = false }: { job: JobRow; isFeatured?: boolean }) => {
  const { t } = useI18n();
  const notify = useNotify();
  const command = useMyJobCommand();
  const [asking, setAsking] = useState<Exclude<Offered, 'edit'> | 'promote' | null>(null);
  // a repost beyond the jobs quota is refused with a way to the VIP page: said in the dialog, where the link fits
  const [refusal, setRefusal] = useState<{ message: string; link: string } | null>(null);
  const actions = offered.filter((action) => job.allowedActions.includes(action));
  const canPromote = job.status === 'published' && !isFeatured;
  if (actions.length === 0 && !canPromote) return null;

  async function run(action: 'close' | 'repost') {
    try {
      await command.mutateAsync({ action, id: job.id });
      notify(t(action === 'close' ? 'jobs.messages.closed' : 'jobs.messages.reposted'), 'success');
    } catch (error) {
      const link = vipLinkOf(error);
      if (link && error instanceof ApiError) {
        setRefusal({ message: error.message, link });
        return;
      }
      notify(error instanceof ApiError ? error.message : t('portal.myJobs.actionFailed'), 'error');
    }
    setAsking(null);
  }

  function closeDialog() {
    setAsking(null);
    setRefusal(null);
  }

  return (
    <Stack direction="row" spacing={1} useFlexGap role="group" aria-label={t('portal.myJobs.actionsOf', { position: job.position })} sx={{ flexWrap: 'wrap' }}>
      {actions.map((action) =>
        action === 'edit' ? (
          <Button key={action} size="small" variant="outlined" component={RouterLink} to={editJobPath(job.id)}>
            {t('jobs.actions.edit')}
          </Button>
        ) : (
          <Button key={action} size="small" variant={action === 'close' ? 'text' : 'outlined'} color={action === 'close' ? 'error' : 'primary'} onClick={() => setAsking(action)}>
            {t(`jobs.actions.${action}`)}
          </Button>
        ),
      )}
      {canPromote && (
        <Button size="small" variant="outlined" color="secondary" onClick={() => setAsking('promote')}>
          {t('membership.promotion.actions.promote')}
        </Button>
      )}
      {asking === 'extend' && <ExtendJobDialog job={job} onClose={() => setAsking(null)} />}
      {asking === 'promote' && <PromoteJobDialog job={job} onClose={() => setAsking(null)} />}
      {(asking === 'close' || asking === 'repost') && (
        <ConfirmDialog
          open
          title={t(asking === 'close' ? 'portal.myJobs.closeTitle' : 'portal.myJobs.repostTitle', { position: job.position })}
          body={t(asking === 'close' ? 'portal.myJobs.closeBody' : 'portal.myJobs.repostBody')}
          confirmLabel={t(asking === 'close' ? 'portal.myJobs.closeConfirm' : 'portal.myJobs.repostConfirm')}
          isPending={command.isPending}
          onConfirm={() => void run(asking)}
          onClose={closeDialog}
        >
          {refusal && <RefusalAlert message={refusal.message} link={refusal.link} />}
        </ConfirmDialog>
      )}
    </Stack>
  );
};
