import type { JobRow } from '@jobmarket/contracts/jobs/views';
import { Button, Divider, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useCreatePath, useTranslate } from 'react-admin';
import { pendingJobsSearch } from '../resources/jobs/jobListLinks';
import type { JobAuditTasks } from './jobAuditTasks';

/**
 * The task tab: for staff who audit jobs, the jobs waiting for review, newest first, each opening its job; then the
 * other waiting work given as children (the delivery orders); "no tasks" when there is neither.
 */
export function TaskTab({
  canAuditJobs,
  tasks,
  error,
  onGo,
  children,
}: {
  canAuditJobs: boolean;
  tasks: JobAuditTasks | undefined;
  error: string | undefined;
  onGo: (path: string) => void;
  /** Other contexts' waiting work (the delivery orders), listed after the jobs. */
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const message = (text: string, colour = 'text.secondary') => (
    <Typography variant="body2" color={colour} sx={{ p: 3, textAlign: 'center' }} role={colour === 'error' ? 'alert' : undefined}>
      {text}
    </Typography>
  );
  if (!canAuditJobs) return children ? <>{children}</> : message(translate('notice.centre.noTasks'));
  const withOthers = (jobs: ReactNode) => (
    <>
      {jobs}
      {children}
    </>
  );
  if (error) return withOthers(message(translate(error, { _: error }), 'error'));
  if (!tasks) return withOthers(null);
  if (tasks.list.length === 0) return withOthers(message(translate('notifications.tasks.empty')));
  const open = (job: JobRow) => onGo(createPath({ resource: 'jobs', type: 'show', id: job.id }));
  return withOthers(
    <>
      <List dense disablePadding aria-label={translate('notice.centre.tabs.task')}>
        {tasks.list.map((job) => (
          <ListItemButton key={job.id} onClick={() => open(job)}>
            <ListItemText
              primary={translate('notifications.tasks.jobAudit', { position: job.position })}
              secondary={translate('notifications.tasks.submitted', { company: job.company, time: job.createTime })}
              slotProps={{ primary: { noWrap: true, sx: { fontWeight: 600 } }, secondary: { noWrap: true } }}
            />
          </ListItemButton>
        ))}
      </List>
      <Divider />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', p: 1 }}>
        <Button size="small" onClick={() => onGo(`${createPath({ resource: 'jobs', type: 'list' })}${pendingJobsSearch}`)}>
          {translate('notifications.tasks.viewAll', { count: tasks.total })}
        </Button>
      </Stack>
    </>
  );
}
