import { Box, Button, Card, CardActions, CardContent, Skeleton, Typography } from '@mui/material';
import { useCanAccess, useCreatePath, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { LoadFailed } from '../../dashboard/LoadFailed';
import { StatFigure } from '../../dashboard/StatFigure';
import { useApiData } from '../../dashboard/useApiData';
import { useDashboardLocale } from '../../dashboard/useDashboardLocale';
import { formatCount } from '../../dashboard/visitFigures';
import { formatMoney } from '../jobs/jobFormat';

/** `GET /consult-orders/stats/month`: this month's sessions, how many were completed and cancelled, and what was paid. */
export interface ConsultMonthStats {
  sessions: number;
  completed: number;
  cancelled: number;
  /** Whole units of `currency` (the configured one); a count alone when the api does not name it. */
  revenue: number;
  currency?: string | null;
}

/**
 * The dashboard's "Sessions this month" card: this month's consult sessions, completed, cancelled and the money paid
 * for them, with a way to the consult orders for those who may list them. Skeleton while loading, a retry when the
 * figures do not come, and a line saying there is none yet.
 */
export const SessionsMonthCard = () => {
  const translate = useTranslate();
  const locale = useDashboardLocale();
  const createPath = useCreatePath();
  const canList = useCanAccess({ resource: 'consult-orders', action: 'list' }).canAccess === true;
  const { data, error, reload } = useApiData<ConsultMonthStats>('/consult-orders/stats/month');
  const heading = translate('dashboard.consultSessions.title');
  if (error) return <LoadFailed onRetry={reload} />;
  const revenue = (stats: ConsultMonthStats) => (stats.currency ? formatMoney(stats.revenue, stats.currency, locale) : formatCount(stats.revenue, locale));
  return (
    <Card component="section" aria-label={heading} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="subtitle2" color="text.secondary" component="h2">
          {heading}
        </Typography>
        {!data ? (
          <Box aria-busy="true">
            <Skeleton variant="text" width="40%" height={48} />
            <Skeleton variant="text" width="60%" />
          </Box>
        ) : data.sessions === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('dashboard.consultSessions.empty')}
          </Typography>
        ) : (
          <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', mt: 1 }}>
            <StatFigure label={translate('dashboard.consultSessions.sessions')} value={formatCount(data.sessions, locale)} />
            <StatFigure label={translate('dashboard.consultSessions.completed')} value={formatCount(data.completed, locale)} />
            <StatFigure label={translate('dashboard.consultSessions.cancelled')} value={formatCount(data.cancelled, locale)} />
            <StatFigure label={translate('dashboard.consultSessions.revenue')} value={revenue(data)} />
          </Box>
        )}
      </CardContent>
      {canList && (
        <CardActions>
          <Button size="small" component={Link} to={createPath({ resource: 'consult-orders', type: 'list' })}>
            {translate('dashboard.consultSessions.viewOrders')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
};
