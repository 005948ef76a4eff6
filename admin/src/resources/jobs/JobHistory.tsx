import type { JobDetail } from '@jobmarket/contracts/jobs/views';
import { useRecordContext } from 'react-admin';
import { HistoryState } from '../platform/history/HistoryState';
import { HistoryTable } from '../platform/history/HistoryTable';
import { eventLabel, fieldLabel, jobChanges, valueLabel } from './jobHistoryText';
import { useEntityHistory } from '../platform/history/useEntityHistory';
import { useJobHistoryNames } from './useJobHistoryNames';

/** Everything that happened to a job, newest first: when, who, what, and the fields each event changed. */
export function JobHistory() {
  const job = useRecordContext<JobDetail>();
  const loaded = useEntityHistory('jobs', job?.id);
  const names = useJobHistoryNames(job);
  if (loaded.status !== 'loaded' || loaded.entries.length === 0) return <HistoryState loaded={loaded} emptyMessage="history.empty" />;

  const rows = jobChanges(loaded.entries)
    .reverse()
    .map(({ entry, changes }) => ({
      entry,
      what: eventLabel(entry.type, names),
      details: changes.map((change) => (
        <>
          <strong>{fieldLabel(change.field, names)}</strong>: {valueLabel(change.field, change.before, names)} → {valueLabel(change.field, change.after, names)}
        </>
      )),
    }));
  return <HistoryTable rows={rows} noDetails="history.noChanges" />;
}
