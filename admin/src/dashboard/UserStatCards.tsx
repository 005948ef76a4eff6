import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LoadFailed } from './LoadFailed';
import { MonthlyStatCard } from './MonthlyStatCard';
import { statCardCell } from './statCardCell';
import { useApiData } from './useApiData';
import { useDashboardLocale } from './useDashboardLocale';
import { ACTIVE_USER_GROWTH, NEW_USER_GROWTH, type UserStats } from './userFigures';
import { formatCount } from './visitFigures';

/** The total-users and monthly-active-users cards from `GET /logs/user-stats`. */
export const UserStatCards = () => {
  const translate = useTranslate();
  const locale = useDashboardLocale();
  const { data, error, reload } = useApiData<UserStats>('/logs/user-stats');
  if (error) return <Box sx={{ gridColumn: 'span 12' }}><LoadFailed onRetry={reload} /></Box>;
  return (
    <>
      <Box sx={statCardCell}>
        <MonthlyStatCard
          title="admin.dashboard.users.total"
          growthMessages={NEW_USER_GROWTH}
          emptyMessage="admin.dashboard.users.noUsers"
          figures={
            data && {
              value: data.totalUserCount,
              growthRate: data.newUserGrowthRate,
              detail: translate('admin.dashboard.users.newThisMonth', { count: formatCount(data.newUserCount, locale) }),
            }
          }
        />
      </Box>
      <Box sx={statCardCell}>
        <MonthlyStatCard
          title="admin.dashboard.users.active"
          hint="admin.dashboard.users.activeHint"
          growthMessages={ACTIVE_USER_GROWTH}
          emptyMessage="admin.dashboard.users.noSignIns"
          figures={
            data && {
              value: data.monthlyActiveUserCount,
              growthRate: data.activeUserGrowthRate,
              detail: translate('admin.dashboard.users.lastMonth', { count: formatCount(data.lastMonthActiveUserCount, locale) }),
            }
          }
        />
      </Box>
    </>
  );
};
