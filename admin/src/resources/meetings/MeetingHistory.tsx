import type { MeetingView } from '@jobmarket/contracts/meetings/views';
import { useRecordContext, useTranslate } from 'react-admin';
import { useDashboardLocale } from '../../dashboard/useDashboardLocale';
import { useServerTimeZone } from '../../providers/useServerTimeZone';
import { dateLocales } from '../../theme/locales';
import { HistoryState } from '../platform/history/HistoryState';
import { HistoryTable } from '../platform/history/HistoryTable';
import { useEntityHistory } from '../platform/history/useEntityHistory';
import { meetingChanges, meetingEventDetail, meetingEventLabel, meetingFieldLabel, meetingValueLabel } from './meetingHistoryText';

/**
 * Everything that happened to a job fair (`GET /meetings/{id}/history`), newest first: when, who, what, and the
 * fields each event changed; reservations name the job seeker, a revoke its apology. Instants the events keep are
 * shown in the api's zone, as the meeting's own times are.
 */
export function MeetingHistory() {
  const meeting = useRecordContext<MeetingView>();
  const translate = useTranslate();
  const locale = useDashboardLocale();
  const timeZone = useServerTimeZone();
  const loaded = useEntityHistory('meetings', meeting?.id);
  if (loaded.status !== 'loaded' || loaded.entries.length === 0) return <HistoryState loaded={loaded} emptyMessage="history.empty" />;

  const when = new Intl.DateTimeFormat(dateLocales[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const instant = (iso: string) => when.format(new Date(iso));
  const rows = meetingChanges(loaded.entries)
    .reverse()
    .map(({ entry, changes }) => {
      const detail = meetingEventDetail(entry, translate);
      return {
        entry,
        what: meetingEventLabel(entry.type, translate),
        details: [
          ...(detail ? [detail] : []),
          ...changes.map((change) => (
            <>
              <strong>{meetingFieldLabel(change.field, translate)}</strong>: {meetingValueLabel(change.field, change.before, translate, instant)} →{' '}
              {meetingValueLabel(change.field, change.after, translate, instant)}
            </>
          )),
        ],
      };
    });
  return <HistoryTable rows={rows} noDetails="history.noChanges" />;
}
