import type { ResumeStats } from '@jobmarket/contracts/resumes/views';
import { Box } from '@mui/material';
import { lazy } from 'react';
import { useTranslate } from 'react-admin';
import { RangeTrendCard } from './RangeTrendCard';
import { StatFigure } from './StatFigure';
import { useDashboardLocale } from './useDashboardLocale';
import { formatCount } from './visitFigures';

// the chart loads after the card's figures
const ResumeTrendChart = lazy(() => import('./ResumeTrendChart'));

/**
 * The resumes card of spec §2 (`GET /resumes/stats?days=7|30`): every resume kept, those created this month, and the
 * new resumes of the last 7 or 30 days as bars.
 */
export const ResumesCard = () => {
  const translate = useTranslate();
  const locale = useDashboardLocale();
  return (
    <RangeTrendCard<ResumeStats>
      texts="dashboard.resumes"
      pathOf={(days) => `/resumes/stats?days=${days}`}
      list={{ resource: 'resumes', label: 'dashboard.resumes.viewResumes' }}
      summary={(data) => (
        <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', mt: 1, mb: 2 }}>
          <StatFigure label={translate('dashboard.resumes.total')} value={formatCount(data.total, locale)} />
          <StatFigure label={translate('dashboard.resumes.newThisMonth')} value={formatCount(data.newThisMonth, locale)} />
        </Box>
      )}
      isEmpty={(data) => data.days.every((day) => day.count === 0)}
      chart={(data) => <ResumeTrendChart days={data.days} />}
    />
  );
};
