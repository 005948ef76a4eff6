import type { ResumeStats } from '@jobmarket/contracts/resumes/views';
import { useTranslate } from 'react-admin';
import { DayBarChart } from './DayBarChart';
import { formatDay } from './localDates';
import { useDashboardLocale } from './useDashboardLocale';
import { formatCount } from './visitFigures';

/** New resumes per day as bars; each bar names its day and count (hover, screen readers). */
export default function ResumeTrendChart({ days }: { days: ResumeStats['days'] }) {
  const translate = useTranslate();
  const locale = useDashboardLocale();
  return (
    <DayBarChart
      // the api names each day `date`; the chart draws `day`s
      days={days.map(({ date, count }) => ({ day: date, count }))}
      valueOf={(day) => day.count}
      label={(from, to) => translate('dashboard.resumes.chartLabel', { from, to })}
      tickLabel={(count) => formatCount(count, locale)}
      barTitle={(day) => translate('dashboard.resumes.day', { day: formatDay(day.day, locale), count: translate('dashboard.resumes.count', { smart_count: day.count }) })}
    />
  );
}
