import { Box, Typography } from '@mui/material';
import { Title, useCanAccess, useTranslate } from 'react-admin';
import { productVersion } from '../productVersion';
import { JobsCard } from './JobsCard';
import { LatestNotices } from './LatestNotices';
import { OrderTrendCard } from './OrderTrendCard';
import { ReceivableCard } from './ReceivableCard';
import { ResumesCard } from './ResumesCard';
import { UserStatCards } from './UserStatCards';
import { VisitStatCards } from './VisitStatCards';
import { VisitTrendPanel } from './VisitTrendPanel';
import { SessionsMonthCard } from '../resources/consult-orders/SessionsMonthCard';

/**
 * The admin's home page: user and visit cards and the visit trend for those allowed to read them, the jobs card for
 * the jobs' readers, the monthly receivable (paid VIP orders) for the orders' readers, the resumes card for the
 * resumes' readers, and everyone's latest notices.
 */
export const Dashboard = () => {
  const translate = useTranslate();
  const canReadVisits = useCanAccess({ resource: 'visits', action: 'list' }).canAccess === true;
  const canReadJobStats = useCanAccess({ resource: 'jobs', action: 'stats' }).canAccess === true;
  const canReadReceivable = useCanAccess({ resource: 'vip-orders', action: 'receivable' }).canAccess === true;
  const canReadResumeStats = useCanAccess({ resource: 'resumes', action: 'stats' }).canAccess === true;
  const canReadOrderTrend = useCanAccess({ resource: 'delivery-orders', action: 'trend' }).canAccess === true;
  const canReadConsultStats = useCanAccess({ resource: 'consult-orders', action: 'stats' }).canAccess === true;
  return (
    // marks the page as up for the benchmark (npm run bench -- admin) and for tests
    <Box sx={{ mt: 2, mb: 2 }} data-dashboard-ready>
      <Title title="ra.page.dashboard" />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: 2 }}>
        {canReadVisits && (
          <>
            <UserStatCards />
            <VisitStatCards />
            <Box sx={{ gridColumn: { xs: 'span 12', lg: 'span 8' }, minWidth: 0 }}>
              <VisitTrendPanel />
            </Box>
          </>
        )}
        <Box sx={{ gridColumn: { xs: 'span 12', lg: canReadVisits ? 'span 4' : 'span 12' }, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
          {canReadJobStats && <JobsCard />}
          {canReadReceivable && <ReceivableCard />}
          {canReadResumeStats && <ResumesCard />}
          {canReadOrderTrend && <OrderTrendCard />}
          {canReadConsultStats && <SessionsMonthCard />}
          <Box sx={{ flex: 1 }}>
            <LatestNotices />
          </Box>
        </Box>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2, textAlign: 'right' }}>
        {translate('app.version', { version: productVersion })}
      </Typography>
    </Box>
  );
};
