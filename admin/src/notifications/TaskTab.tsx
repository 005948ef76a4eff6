import type { JobRow } from '@jobmarket/contracts/jobs/views';
import { Button, Divider, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useCreatePath, useTranslate } from 'react-admin';
import { pendingJobsSearch } from '../resources/jobs/jobListLinks';
import type { JobAuditTasks } from './jobAuditTasks';

/**
 * The task tab: for staff who audit jobs, the jobs waiting for review, newest first, each opening its job; the others
 * have no tasks here yet.
 */
export function TaskTab({ canAuditJobs, tasks, error, onGo }: { canAuditJobs: boolean; tasks: JobAuditTasks | undefined; error: string | undefined; onGo: (path: string) => void }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const message = (text: string, colour = 'text.secondary') => (
    <Typography variant="body2" color={colour} sx={{ p: 3, textAlign: 'center' }} role={colour === 'error' ? 'alert' : undefined}>
      {text}
    </Typography>
  );
  if (!canAuditJobs) return message(translate('notice.centre.noTasks'));
  if (error) return message(translate(error, { _: error }), 'error');
  if (!tasks) return null;
  if (tasks.list.length === 0) return message(translate('notifications.tasks.empty'));
  const open = (job: JobRow) => onGo(createPath({ resource: 'jobs', type: 'show', id: job.id }));
  return (
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
