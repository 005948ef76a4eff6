import { Box } from '@mui/material';
import { LoadFailed } from './LoadFailed';
import { statCardCell } from './statCardCell';
import { useApiData } from './useApiData';
import type { VisitStats } from './visitFigures';
import { VisitStatCard } from './VisitStatCard';

/** The visitor (UV) and page-view (PV) cards from `GET /logs/visit-stats`. */
export const VisitStatCards = () => {
  const { data, error, reload } = useApiData<VisitStats>('/logs/visit-stats');
  if (error) return <Box sx={{ gridColumn: 'span 12' }}><LoadFailed onRetry={reload} /></Box>;
  return (
    <>
      <Box sx={statCardCell}>
        <VisitStatCard title="admin.dashboard.visitors" figures={data && { today: data.todayUvCount, total: data.totalUvCount, growthRate: data.uvGrowthRate }} />
      </Box>
      <Box sx={statCardCell}>
        <VisitStatCard title="admin.dashboard.pageViews" figures={data && { today: data.todayPvCount, total: data.totalPvCount, growthRate: data.pvGrowthRate }} />
      </Box>
    </>
  );
};
