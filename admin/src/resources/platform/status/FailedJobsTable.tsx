import DeleteIcon from '@mui/icons-material/DeleteOutline';
import ReplayIcon from '@mui/icons-material/Replay';
import { Alert, Box, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { QueueMethods } from '../../../providers/queueMethods';
import { AUTO_REFRESH_SECONDS } from './projectionStatus';
import type { QueueFailedJob } from './queueStatus';
import { TableMessageRow } from '../../../components/TableMessageRow';

const columns = ['job', 'error', 'attempts', 'failedAt'] as const;

/** The failed set of one queue, newest first, with Retry and Discard for staff allowed to change jobs. */
export const FailedJobsTable = ({ queue }: { queue: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & QueueMethods>();
  const queryClient = useQueryClient();
  const canChange = useCanAccess({ resource: 'queues', action: 'edit' }).canAccess === true;
  const [discarding, setDiscarding] = useState<QueueFailedJob>();
  const queryKey = ['queues', queue, 'failed'];
  const { data, isPending, error } = useQuery({
    queryKey,
    queryFn: () => dataProvider.queueFailedJobs(queue),
    refetchInterval: AUTO_REFRESH_SECONDS * 1000,
  });
  const afterChange = (message: string) => ({
    onSuccess: () => {
      notify(message, { type: 'info' });
      void queryClient.invalidateQueries({ queryKey: ['queues'] });
    },
    onError: (failure: Error) => notify(failure.message, { type: 'error' }),
  });
  const retry = useMutation({ mutationFn: (jobId: string) => dataProvider.retryQueueJob(queue, jobId), ...afterChange('status.queues.retried') });
  const discard = useMutation({ mutationFn: (jobId: string) => dataProvider.discardQueueJob(queue, jobId), ...afterChange('status.queues.discarded') });

  if (error && !data) return <Alert severity="error">{translate('status.queues.failedLoadFailed')}</Alert>;
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ px: 2, pt: 1 }}>
        {translate('status.queues.failedTitle', { queue })}
      </Typography>
      <Table size="small" aria-label={translate('status.queues.failedTitle', { queue })}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{translate(`status.queues.columns.${column}`)}</TableCell>
            ))}
            {canChange && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {isPending && (
            <TableMessageRow colSpan={columns.length + 1}>
              <Skeleton />
            </TableMessageRow>
          )}
          {data?.list.length === 0 && <TableMessageRow colSpan={columns.length + 1}>{translate('status.queues.noFailed')}</TableMessageRow>}
          {data?.list.map((job) => (
            <TableRow key={job.id}>
              <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', maxWidth: 260 }}>
                {job.name}
                <Typography component="div" variant="caption" color="text.secondary">
                  {job.id}
                </Typography>
              </TableCell>
              <TableCell sx={{ color: 'error.main', overflowWrap: 'anywhere', maxWidth: 360 }}>{job.failedReason}</TableCell>
              <TableCell align="right">{job.attemptsMade}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{job.failedAt ?? '—'}</TableCell>
              {canChange && (
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Button label="status.queues.retry" onClick={() => retry.mutate(job.id)} disabled={retry.isPending}>
                    <ReplayIcon />
                  </Button>
                  <Button label="status.queues.discard" color="error" onClick={() => setDiscarding(job)} disabled={discard.isPending}>
                    <DeleteIcon />
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Confirm
        isOpen={discarding !== undefined}
        title="status.queues.discardTitle"
        content={translate('status.queues.discardConfirm', { job: discarding?.name ?? '', id: discarding?.id ?? '' })}
        onConfirm={() => {
          if (discarding) discard.mutate(discarding.id);
          setDiscarding(undefined);
        }}
        onClose={() => setDiscarding(undefined)}
      />
    </Box>
  );
};
