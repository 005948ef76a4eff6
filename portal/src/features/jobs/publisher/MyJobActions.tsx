import type { JobAction, JobRow } from '@jobmarket/contracts';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useNotify } from '../../../app/Notifier';
import { editJobPath } from '../../../app/paths';
import { useI18n } from '../../../i18n/I18nContext';
import { ApiError } from '../../../session/apiClient';
import { ConfirmDialog } from './ConfirmDialog';
import { ExtendJobDialog } from './ExtendJobDialog';
import { useMyJobCommand } from './myJobsQueries';

/** The publisher's actions in the order they are offered; the row's `allowedActions` (machine and ownership, from the api) decide which. */
const offered = ['edit', 'extend', 'repost', 'close'] as const satisfies readonly JobAction[];
type Offered = (typeof offered)[number];

/** Edit, extend, repost and close for one of my jobs: only what the api says the job allows now; close and repost ask first. */
export const MyJobActions = ({ job }: { job: JobRow }) => {
  const { t } = useI18n();
  const notify = useNotify();
  const command = useMyJobCommand();
  const [asking, setAsking] = useState<Exclude<Offered, 'edit'> | null>(null);
  const actions = offered.filter((action) => job.allowedActions.includes(action));
  if (actions.length === 0) return null;

  async function run(action: 'close' | 'repost') {
    try {
      await command.mutateAsync({ action, id: job.id });
      notify(t(action === 'close' ? 'jobs.messages.closed' : 'jobs.messages.reposted'), 'success');
    } catch (error) {
      notify(error instanceof ApiError ? error.message : t('portal.myJobs.actionFailed'), 'error');
    } finally {
      setAsking(null);
    }
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
      {asking === 'extend' && <ExtendJobDialog job={job} onClose={() => setAsking(null)} />}
      {(asking === 'close' || asking === 'repost') && (
        <ConfirmDialog
          open
          title={t(asking === 'close' ? 'portal.myJobs.closeTitle' : 'portal.myJobs.repostTitle', { position: job.position })}
          body={t(asking === 'close' ? 'portal.myJobs.closeBody' : 'portal.myJobs.repostBody')}
          confirmLabel={t(asking === 'close' ? 'portal.myJobs.closeConfirm' : 'portal.myJobs.repostConfirm')}
          isPending={command.isPending}
          onConfirm={() => void run(asking)}
          onClose={() => setAsking(null)}
        />
      )}
    </Stack>
  );
};
