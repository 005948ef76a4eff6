import type { VipLevelView } from '@jobmarket/contracts/membership/views';
import { useRecordContext, useTranslate } from 'react-admin';
import { useDashboardLocale } from '../../../dashboard/useDashboardLocale';
import { formatCount } from '../../../dashboard/visitFigures';
import { formatMoney } from '../../jobs/jobFormat';
import { HistoryState } from '../../platform/history/HistoryState';
import { useEntityHistory } from '../../platform/history/useEntityHistory';
import { HistoryTable } from '../../platform/history/HistoryTable';
import { levelHistoryRows } from './levelHistoryText';

/** A level's history tab (`GET /vip-levels/{id}/history`): who created and edited it, and what each edit changed. */
export function LevelHistory() {
  const level = useRecordContext<VipLevelView>();
  const translate = useTranslate();
  const locale = useDashboardLocale();
  const loaded = useEntityHistory('vip-levels', level?.id);
  if (!level) return null;
  if (loaded.status !== 'loaded' || loaded.entries.length === 0) return <HistoryState loaded={loaded} emptyMessage="history.empty" />;
  const rows = levelHistoryRows(loaded.entries, {
    translate,
    money: (amount) => formatMoney(amount, level.currency, locale),
    count: (value) => formatCount(value, locale),
  });
  return <HistoryTable rows={rows} noDetails="history.noChanges" />;
}
