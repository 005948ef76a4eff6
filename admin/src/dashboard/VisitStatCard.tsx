import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDashboardLocale } from './useDashboardLocale';
import { formatCount, growthOf } from './visitFigures';

export interface VisitStatCardProps {
  /** i18n key of the card's title. */
  title: string;
  figures?: { today: number; total: number; growthRate: number };
}

/** Today's count of one visit figure, its growth on yesterday (▲ green, ▼ red) and its all-time total. */
export const VisitStatCard = ({ title, figures }: VisitStatCardProps) => {
  const translate = useTranslate();
  const locale = useDashboardLocale();
  const heading = translate(title);
  const growth = figures ? growthOf(figures.growthRate, locale) : undefined;
  return (
    <Card component="section" aria-label={heading} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle2" color="text.secondary" component="h2">
          {heading}
        </Typography>
        {figures && growth ? (
          <>
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap', mt: 1 }}>
              <Typography variant="h4" component="p" aria-label={`${translate('admin.dashboard.today')} ${formatCount(figures.today, locale)}`}>
                {formatCount(figures.today, locale)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('admin.dashboard.today')}
              </Typography>
              <Typography
                variant="body2"
                sx={{ color: growth.colour, fontWeight: 500 }}
                data-growth={growth.direction}
                title={translate(growth.messageKey, { rate: growth.percent })}
                aria-label={translate(growth.messageKey, { rate: growth.percent })}
              >
                {growth.direction === 'flat' ? '–' : `${growth.arrow} ${growth.percent}`}
              </Typography>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate('admin.dashboard.total')}: {formatCount(figures.total, locale)}
            </Typography>
          </>
        ) : (
          <Box aria-busy="true">
            <Skeleton variant="text" width="40%" height={48} />
            <Skeleton variant="text" width="60%" />
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
