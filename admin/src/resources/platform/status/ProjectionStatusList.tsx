import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert,
  Box,
  Card,
  Chip,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { isLocale } from '@jobmarket/contracts';
import { Button, Title, TopToolbar, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { dateLocales } from '../../../theme/locales';
import { EventStoreStatusCard } from './EventStoreStatusCard';
import { MailOutboxCard } from './MailOutboxCard';
import { AUTO_REFRESH_SECONDS, shortPosition, type ProjectionStatus } from './projectionStatus';
import { RebuildProgress } from './RebuildProgress';
import { QueueStatusCard } from './QueueStatusCard';
import { TableMessageRow } from '../../../components/TableMessageRow';

const columns = ['name', 'state', 'position', 'eventsProcessed', 'lagEvents', 'lagSeconds', 'lastError', 'deadLetters', 'updatedAt'] as const;

/**
 * System status: every projection's position, lag and last error (`GET /system/projections`). It asks again every few
 * seconds while the page is open; react-query pauses the interval while the browser tab is hidden.
 */
export const ProjectionStatusList = () => {
  const translate = useTranslate();
  const { data, isPending, error, refetch, isFetching } = useGetList<ProjectionStatus>(
    'projections',
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } },
    { refetchInterval: AUTO_REFRESH_SECONDS * 1000 },
  );
  const field = (name: string) => translate(`resources.projections.fields.${name}`);
  const [locale] = useLocaleState();
  const numbers = new Intl.NumberFormat(isLocale(locale) ? dateLocales[locale] : undefined, { maximumFractionDigits: 1 });
  const count = (value: number | null) => (value === null ? '—' : numbers.format(value));

  return (
    <>
      <Title title={translate('menus.status')} />
      <TopToolbar sx={{ alignItems: 'center' }}>
        <Typography variant="caption" color="text.secondary" sx={{ mr: 1 }}>
          {translate('resources.projections.autoRefresh', { seconds: AUTO_REFRESH_SECONDS })}
        </Typography>
        <Button label="resources.projections.refresh" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshIcon />
        </Button>
      </TopToolbar>
      {error && !data ? (
        <Alert severity="error">{translate('resources.projections.loadFailed')}</Alert>
      ) : (
        <Card>
          <TableContainer>
            <Table size="small" aria-label={translate('menus.status')}>
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell key={column} align={['position', 'eventsProcessed', 'lagEvents', 'lagSeconds', 'deadLetters'].includes(column) ? 'right' : 'left'}>
                      {field(column)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {isPending &&
                  [0, 1, 2].map((row) => (
                    <TableRow key={row}>
                      <TableCell colSpan={columns.length}>
                        <Skeleton />
                      </TableCell>
                    </TableRow>
                  ))}
                {data?.length === 0 && <TableMessageRow colSpan={columns.length}>{translate('resources.projections.empty')}</TableMessageRow>}
                {data?.map((projection) => (
                  <TableRow key={projection.name}>
                    <TableCell sx={{ fontFamily: 'monospace' }}>
                      {projection.name}
                      {projection.rebuild && <RebuildProgress name={projection.name} rebuild={projection.rebuild} />}
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={projection.state === 'running' ? 'success' : 'error'}
                        label={translate(`resources.projections.states.${projection.state}`)}
                      />
                    </TableCell>
                    <TableCell align="right" title={projection.position ?? undefined} sx={{ fontFamily: 'monospace' }}>
                      {shortPosition(projection.position)}
                    </TableCell>
                    <TableCell align="right">{count(projection.eventsProcessed)}</TableCell>
                    <TableCell align="right">{count(projection.lagEvents)}</TableCell>
                    <TableCell align="right">
                      {projection.lagSeconds === null ? '—' : translate('resources.projections.seconds', { seconds: numbers.format(projection.lagSeconds) })}
                    </TableCell>
                    <TableCell sx={{ maxWidth: 360 }}>
                      {projection.lastError ? (
                        <Box component="span" sx={{ color: 'error.main', overflowWrap: 'anywhere' }}>
                          {projection.lastError}
                          {projection.failedPosition && ` (#${projection.failedPosition})`}
                        </Box>
                      ) : (
                        <Typography component="span" variant="body2" color="text.secondary">
                          {translate('resources.projections.noError')}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="right">{count(projection.deadLetters)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{projection.updatedAt ?? '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Card>
      )}
      <QueueStatusCard />
      <EventStoreStatusCard />
      <MailOutboxCard />
    </>
  );
};
