import type { JobDetail } from '@jobmarket/contracts/jobs/views';
import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useDashboardLocale } from '../../dashboard/useDashboardLocale';
import { dateLocales } from '../../theme/locales';
import { HistoryState } from '../platform/history/HistoryState';
import { actorName } from '../platform/history/historyActor';
import { auditTrailEvents, eventLabel, trailDetail } from './jobHistoryText';
import { useEntityHistory } from '../platform/history/useEntityHistory';
import { useJobHistoryNames } from './useJobHistoryNames';

/** The job's audit, oldest first: each submission, each decision with its split or reason, and who took it when. */
export function JobAuditTrail() {
  const job = useRecordContext<JobDetail>();
  const translate = useTranslate();
  const locale = useDashboardLocale();
  const loaded = useEntityHistory('jobs', job?.id);
  const names = useJobHistoryNames(job);
  const title = translate('resources.jobs.auditTrail.title');
  const entries = loaded.status === 'loaded' ? loaded.entries.filter((entry) => auditTrailEvents.has(entry.type)) : [];
  const when = new Intl.DateTimeFormat(dateLocales[locale], { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {title}
      </Typography>
      {loaded.status !== 'loaded' || entries.length === 0 ? (
        <HistoryState loaded={loaded} emptyMessage="resources.jobs.auditTrail.empty" />
      ) : (
        <List dense disablePadding aria-label={title}>
          {entries.map((entry) => {
            const detail = trailDetail(entry, names);
            return (
              <ListItem key={entry.revision} disableGutters divider>
                <ListItemText
                  primary={`${eventLabel(entry.type, names)} · ${actorName(entry.actor, translate)} · ${when.format(new Date(entry.time))}`}
                  secondary={detail}
                  slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}
