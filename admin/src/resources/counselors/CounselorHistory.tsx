import type { CounselorDetailView } from '@jobmarket/contracts/counseling/views';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDay } from '../../dashboard/localDates';
import { useDashboardLocale } from '../../dashboard/useDashboardLocale';
import { HistoryState } from '../platform/history/HistoryState';
import { HistoryTable } from '../platform/history/HistoryTable';
import { useEntityHistory } from '../platform/history/useEntityHistory';
import { useSpecialtyLabel } from './counselorChoices';
import { counselorHistoryRows } from './counselorHistoryText';

/** Everything that happened to a counselor (`GET /counselors/{id}/history`), newest first: profile changes field by field, status, availability, days off. */
export function CounselorHistory() {
  const counselor = useRecordContext<CounselorDetailView>();
  const translate = useTranslate();
  const locale = useDashboardLocale();
  const specialty = useSpecialtyLabel();
  const loaded = useEntityHistory('counselors', counselor?.id);
  if (loaded.status !== 'loaded' || loaded.entries.length === 0) return <HistoryState loaded={loaded} emptyMessage="history.empty" />;
  const rows = counselorHistoryRows(loaded.entries, translate, { specialty, day: (day) => formatDay(day, locale) }).reverse();
  return <HistoryTable rows={rows} />;
}
