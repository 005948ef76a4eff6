import type { ConsultOrderView } from '@jobmarket/contracts/counseling/views';
import { useRecordContext, useTranslate } from 'react-admin';
import { useDashboardLocale } from '../../dashboard/useDashboardLocale';
import { formatMoney } from '../jobs/jobFormat';
import { HistoryState } from '../platform/history/HistoryState';
import { HistoryTable } from '../platform/history/HistoryTable';
import { useEntityHistory } from '../platform/history/useEntityHistory';
import { consultEventDetails, consultEventLabel } from './consultHistoryText';
import { useInstantFormat } from './consultTimes';

/**
 * Everything that happened to a consult order (`GET /consult-orders/{id}/history`), newest first: when, who, what,
 * and what each event says (the slot, payments, moves, cancellations with their reason, the rating).
 */
export function ConsultOrderHistory() {
  const order = useRecordContext<ConsultOrderView>();
  const translate = useTranslate();
  const locale = useDashboardLocale();
  const format = useInstantFormat();
  const loaded = useEntityHistory('consult-orders', order?.id);
  if (loaded.status !== 'loaded' || loaded.entries.length === 0) return <HistoryState loaded={loaded} emptyMessage="history.empty" />;
  const formats = { instant: format.instant, slot: format.slot, money: (amount: number, currency: string) => formatMoney(amount, currency, locale) };
  const rows = [...loaded.entries].reverse().map((entry) => ({
    entry,
    what: consultEventLabel(entry.type, translate),
    details: consultEventDetails(entry, order?.currency ?? '', translate, formats),
  }));
  return <HistoryTable rows={rows} />;
}
