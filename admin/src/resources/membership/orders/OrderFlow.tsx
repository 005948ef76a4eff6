import type { VipOrderView } from '@jobmarket/contracts/membership/views';
import { useRecordContext, useTranslate } from 'react-admin';
import { useDashboardLocale } from '../../../dashboard/useDashboardLocale';
import { dateLocales } from '../../../theme/locales';
import { formatMoney } from '../../jobs/jobFormat';
import { HistoryState } from '../../platform/history/HistoryState';
import { useEntityHistory } from '../../platform/history/useEntityHistory';
import { HistoryTable } from '../../platform/history/HistoryTable';
import { levelNameIn } from '../shared/levelNames';
import { orderFlowRows } from './orderFlowText';

/** An order's history tab (`GET /vip-orders/{orderNo}/history`): submitted, each QR code, the provider's word, payment, cancellation or refund. */
export function OrderFlow() {
  const order = useRecordContext<VipOrderView>();
  const translate = useTranslate();
  const locale = useDashboardLocale();
  const loaded = useEntityHistory('vip-orders', order?.orderNo);
  if (!order) return null;
  if (loaded.status !== 'loaded' || loaded.entries.length === 0) return <HistoryState loaded={loaded} emptyMessage="history.empty" />;
  const instant = new Intl.DateTimeFormat(dateLocales[locale], { dateStyle: 'medium', timeStyle: 'short' });
  const rows = orderFlowRows(loaded.entries, order.currency, {
    translate,
    money: (amount, currency) => formatMoney(amount, currency, locale),
    instant: (iso) => (Number.isNaN(Date.parse(iso)) ? iso : instant.format(new Date(iso))),
    levelName: (names) => levelNameIn(names, locale) || order.levelName,
  });
  return <HistoryTable rows={rows} />;
}
