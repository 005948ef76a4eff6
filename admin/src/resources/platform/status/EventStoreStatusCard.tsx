import { Alert, Card, CardContent, CardHeader, Skeleton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { EventStoreStatusView } from '@jobmarket/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { API_BASE, httpClient } from '../../../providers/httpClient';
import { AUTO_REFRESH_SECONDS } from './projectionStatus';

const columns = ['pid', 'application', 'state', 'age', 'transactionStart', 'queryStart'] as const;

/**
 * Append transactions left open past the threshold (`GET /system/event-store`): while one is open, every list and
 * projection waits for it, so staff see who holds it instead of a silently stale product.
 */
export const EventStoreStatusCard = () => {
  const translate = useTranslate();
  const { data, isPending, error } = useQuery({
    queryKey: ['system', 'event-store'],
    queryFn: async ({ signal }) => (await httpClient(`${API_BASE}/system/event-store`, { signal })).json as EventStoreStatusView,
    refetchInterval: AUTO_REFRESH_SECONDS * 1000,
  });
  const seconds = (value: number) => translate('status.eventStore.seconds', { seconds: value });

  return (
    <Card sx={{ mt: 2 }}>
      <CardHeader
        title={translate('status.eventStore.title')}
        subheader={data ? translate('status.eventStore.subtitle', { seconds: data.staleAppendSeconds }) : undefined}
      />
      {error && !data ? (
        <Alert severity="error">{translate('status.eventStore.loadFailed')}</Alert>
      ) : isPending ? (
        <CardContent>
          <Skeleton />
        </CardContent>
      ) : data.adapter !== 'postgresql' ? (
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {translate('status.eventStore.notPostgres')}
          </Typography>
        </CardContent>
      ) : data.openAppends.length === 0 ? (
        <CardContent>
          <Typography variant="body2" color="success.main">
            {translate('status.eventStore.none', { seconds: data.staleAppendSeconds })}
          </Typography>
        </CardContent>
      ) : (
        <>
          <Alert severity="warning" sx={{ mx: 2 }}>
            {translate('status.eventStore.stalled')}
          </Alert>
          <TableContainer>
            <Table size="small" aria-label={translate('status.eventStore.title')}>
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell key={column} align={column === 'pid' || column === 'age' ? 'right' : 'left'}>
                      {translate(`status.eventStore.columns.${column}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.openAppends.map((append) => (
                  <TableRow key={`${append.pid}@${append.transactionStart}`}>
                    <TableCell align="right" sx={{ fontFamily: 'monospace' }}>
                      {append.pid}
                    </TableCell>
                    <TableCell>{append.applicationName || translate('status.eventStore.unnamed')}</TableCell>
                    <TableCell>{append.state ?? '—'}</TableCell>
                    <TableCell align="right" sx={{ color: 'warning.main', fontWeight: 600 }}>
                      {seconds(append.ageSeconds)}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{append.transactionStart}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{append.queryStart ?? '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Card>
  );
};
