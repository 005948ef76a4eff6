import BlockIcon from '@mui/icons-material/Block';
import { canJob, type JobStatus } from '@jobmarket/contracts/jobs/jobMachine';
import { useState } from 'react';
import { Button, Confirm, useCanAccess, useNotify, useRecordContext, useRefresh, type Identifier } from 'react-admin';
import { closeJob } from './jobCommands';

/** "Close" for staff holding biz:job:close on a job the state machine lets close (pending or published), after a confirmation. */
export function JobCloseButton() {
  const job = useRecordContext<{ id: Identifier; position: string; status: JobStatus }>();
  const mayClose = useCanAccess({ resource: 'jobs', action: 'close' }).canAccess === true;
  const notify = useNotify();
  const refresh = useRefresh();
  const [isAsking, setAsking] = useState(false);
  const [isClosing, setClosing] = useState(false);
  if (!job || !mayClose || !canJob(job.status, 'close')) return null;

  const close = async () => {
    setClosing(true);
    try {
      await closeJob(job.id);
      notify('jobs.messages.closed', { type: 'success' });
      setAsking(false);
    } catch (failure) {
      notify((failure as Error | undefined)?.message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setClosing(false);
      refresh();
    }
  };

  return (
    <>
      <Button label="jobs.actions.close" color="error" onClick={(event) => (event.stopPropagation(), setAsking(true))}>
        <BlockIcon />
      </Button>
      <Confirm
        isOpen={isAsking}
        loading={isClosing}
        title="resources.jobs.close.title"
        content="resources.jobs.close.content"
        translateOptions={{ position: job.position }}
        confirm="jobs.actions.close"
        confirmColor="warning"
        onConfirm={close}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
