import type { ReceivableView } from '@jobmarket/contracts/membership/views';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../resources/jobs/jobFormat';
import { dateLocales } from '../theme/locales';
import { compactAmount } from './dayBarChart';
import { DayBarChart } from './DayBarChart';
import { formatDay } from './localDates';
import { useDashboardLocale } from './useDashboardLocale';

/** Paid VIP orders per day as bars; each bar names its day, amount and order count (hover, screen readers). */
export default function ReceivableChart({ receivable }: { receivable: ReceivableView }) {
  const translate = useTranslate();
  const locale = useDashboardLocale();
  return (
    <DayBarChart
      days={receivable.days}
      valueOf={(day) => day.amount}
      label={(from, to) => translate('dashboard.receivable.chartLabel', { from, to })}
      tickLabel={(amount) => compactAmount(amount, dateLocales[locale])}
      barTitle={(day) =>
        translate('dashboard.receivable.day', {
          day: formatDay(day.day, locale),
          amount: formatMoney(day.amount, receivable.currency, locale),
          orders: translate('dashboard.receivable.orders', { smart_count: day.orders }),
        })
      }
    />
  );
}
