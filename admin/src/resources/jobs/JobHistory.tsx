import type { JobDetail } from '@jobmarket/contracts/jobs/views';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useDashboardLocale } from '../../dashboard/useDashboardLocale';
import { dateLocales } from '../../theme/locales';
import { HistoryState } from '../platform/history/HistoryState';
import { actorName } from './historyActor';
import { eventLabel, fieldLabel, jobChanges, valueLabel } from './jobHistoryText';
import { useEntityHistory } from '../platform/history/useEntityHistory';
import { useJobHistoryNames } from './useJobHistoryNames';

/** Everything that happened to a job, newest first: when, who, what, and the fields each event changed. */
export function JobHistory() {
  const job = useRecordContext<JobDetail>();
  const translate = useTranslate();
  const locale = useDashboardLocale();
  const loaded = useEntityHistory('jobs', job?.id);
  const names = useJobHistoryNames(job);
  if (loaded.status !== 'loaded' || loaded.entries.length === 0) return <HistoryState loaded={loaded} emptyMessage="history.empty" />;

  const when = new Intl.DateTimeFormat(dateLocales[locale], { dateStyle: 'medium', timeStyle: 'medium' });
  const rows = jobChanges(loaded.entries).reverse();
  return (
    <Table size="small" aria-label={translate('history.tab')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('history.when')}</TableCell>
          <TableCell>{translate('history.who')}</TableCell>
          <TableCell>{translate('history.what')}</TableCell>
          <TableCell>{translate('history.changes')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(({ entry, changes }) => (
          <TableRow key={entry.revision} sx={{ verticalAlign: 'top' }}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <time dateTime={entry.time}>{when.format(new Date(entry.time))}</time>
            </TableCell>
            <TableCell>{actorName(entry.actor, translate)}</TableCell>
            <TableCell>{eventLabel(entry.type, names)}</TableCell>
            <TableCell>
              {changes.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {translate('history.noChanges')}
                </Typography>
              ) : (
                <Box component="ul" sx={{ m: 0, pl: 2 }}>
                  {changes.map((change) => (
                    <Typography component="li" variant="body2" key={change.field} sx={{ overflowWrap: 'anywhere' }}>
                      <strong>{fieldLabel(change.field, names)}</strong>: {valueLabel(change.field, change.before, names)} → {valueLabel(change.field, change.after, names)}
                    </Typography>
                  ))}
                </Box>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
