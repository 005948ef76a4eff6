import { Alert, Card, CardHeader, Chip, Skeleton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { FailedJobsTable } from './FailedJobsTable';
import { AUTO_REFRESH_SECONDS } from './projectionStatus';
import { queueCountColumns, type QueueCounts } from './queueStatus';
import { TableMessageRow } from '../../../components/TableMessageRow';

/**
 * The background job queues (`GET /system/queues`): how many jobs wait, run, are delayed (timers), completed or
 * failed. A queue with failed jobs opens its failed set, where staff can retry or discard them.
 */
export const QueueStatusCard = () => {
  const translate = useTranslate();
  const [opened, setOpened] = useState<string>();
  const { data, isPending, error } = useGetList<QueueCounts>(
    'queues',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } },
    { refetchInterval: AUTO_REFRESH_SECONDS * 1000 },
  );
  const shown = opened ?? data?.find((queue) => queue.failed > 0)?.name;

  return (
    <Card sx={{ mt: 2 }}>
      <CardHeader title={translate('status.queues.title')} subheader={translate('status.queues.subtitle')} />
      {error && !data ? (
        <Alert severity="error">{translate('status.queues.loadFailed')}</Alert>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={translate('status.queues.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('status.queues.columns.name')}</TableCell>
                {queueCountColumns.map((column) => (
                  <TableCell key={column} align="right">
                    {translate(`status.queues.columns.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {isPending && (
                <TableMessageRow colSpan={queueCountColumns.length + 1}>
                  <Skeleton />
                </TableMessageRow>
              )}
              {data?.length === 0 && <TableMessageRow colSpan={queueCountColumns.length + 1}>{translate('status.queues.empty')}</TableMessageRow>}
              {data?.map((queue) => (
                <TableRow
                  key={queue.name}
                  hover
                  selected={queue.name === shown}
                  onClick={() => setOpened(queue.name)}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell sx={{ fontFamily: 'monospace' }}>
                    {queue.name}
                    {queue.paused && <Chip size="small" sx={{ ml: 1 }} label={translate('status.queues.paused')} />}
                  </TableCell>
                  {queueCountColumns.map((column) => (
                    <TableCell key={column} align="right" sx={column === 'failed' && queue.failed > 0 ? { color: 'error.main', fontWeight: 600 } : undefined}>
                      {queue[column]}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {shown && <FailedJobsTable queue={shown} />}
    </Card>
  );
};
