import type { DeliveryTrend } from '@jobmarket/contracts/delivery/views';
import { useTranslate } from 'react-admin';
import { DayBarChart } from './DayBarChart';
import { formatDay } from './localDates';
import { useDashboardLocale } from './useDashboardLocale';
import { formatCount } from './visitFigures';

export type OrderTrendSeries = 'created' | 'onboarded';

/** Delivery orders created, or candidates onboarded, per day as bars; each bar names its day and count. */
export default function OrderTrendChart({ days, series }: { days: DeliveryTrend['days']; series: OrderTrendSeries }) {
  const translate = useTranslate();
  const locale = useDashboardLocale();
  return (
    <DayBarChart
      // the api names each day `date`; the chart draws `day`s
      days={days.map(({ date, created, onboarded }) => ({ day: date, count: series === 'created' ? created : onboarded }))}
      valueOf={(day) => day.count}
      label={(from, to) => translate('dashboard.deliveryTrend.chartLabel', { series: translate(`dashboard.deliveryTrend.${series}`), from, to })}
      tickLabel={(count) => formatCount(count, locale)}
      barTitle={(day) => translate('dashboard.deliveryTrend.day', { day: formatDay(day.day, locale), count: translate(`dashboard.deliveryTrend.${series}Count`, { smart_count: day.count }) })}
    />
  );
}
