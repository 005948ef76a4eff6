import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useDashboardLocale } from '../../../dashboard/useDashboardLocale';
import { dateLocales } from '../../../theme/locales';
import { actorName } from './historyActor';
import type { HistoryEntry } from './historyChanges';

/** One event of an entity's history as the table shows it: its entry, what happened, and the lines that explain it. */
export interface HistoryRow {
  entry: HistoryEntry;
  what: string;
  details: ReactNode[];
}

/**
 * An entity's history (a job's, a VIP level's or order's), rows newest first: when, who, what, and the details of each
 * event. `noDetails` is the i18n key said for an event without any (a dash by default).
 */
export function HistoryTable({ rows, noDetails }: { rows: HistoryRow[]; noDetails?: string }) {
  const translate = useTranslate();
  const locale = useDashboardLocale();
  const when = new Intl.DateTimeFormat(dateLocales[locale], { dateStyle: 'medium', timeStyle: 'medium' });
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
        {rows.map(({ entry, what, details }) => (
          <TableRow key={entry.revision} sx={{ verticalAlign: 'top' }}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <time dateTime={entry.time}>{when.format(new Date(entry.time))}</time>
            </TableCell>
            <TableCell>{actorName(entry.actor, translate)}</TableCell>
            <TableCell>{what}</TableCell>
            <TableCell>
              {details.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {noDetails ? translate(noDetails) : '—'}
                </Typography>
              ) : (
                <Box component="ul" sx={{ m: 0, pl: 2 }}>
                  {details.map((line, index) => (
                    <Typography component="li" variant="body2" key={index} sx={{ overflowWrap: 'anywhere' }}>
                      {line}
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
