import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDashboardLocale } from './useDashboardLocale';
import { formatCount, growthOf, type GrowthMessages } from './visitFigures';

export interface MonthlyStatCardProps {
  /** i18n key of the card's title. */
  title: string;
  /** i18n key of a line under the title saying what is counted. */
  hint?: string;
  /** Undefined while loading. */
  figures?: {
    value: number;
    /** Against last month as a decimal; null when last month has nothing to compare with. */
    growthRate: number | null;
    /** A translated line under the figure (this month's new users, last month's count). */
    detail: string;
  };
  growthMessages: GrowthMessages;
  /** i18n key shown instead of a bare 0. */
  emptyMessage: string;
}

/** A monthly figure, its growth on last month (▲ green, ▼ red) and one line of detail. */
export const MonthlyStatCard = ({ title, hint, figures, growthMessages, emptyMessage }: MonthlyStatCardProps) => {
  const translate = useTranslate();
  const locale = useDashboardLocale();
  const heading = translate(title);
  const growth = figures && figures.growthRate !== null ? growthOf(figures.growthRate, locale, growthMessages) : undefined;
  const growthText = growth ? translate(growth.messageKey, { rate: growth.percent }) : translate('admin.dashboard.users.noComparison');
  return (
    <Card component="section" aria-label={heading} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle2" color="text.secondary" component="h2" title={hint && translate(hint)}>
          {heading}
        </Typography>
        {!figures ? (
          <Box aria-busy="true">
            <Skeleton variant="text" width="40%" height={48} />
            <Skeleton variant="text" width="60%" />
          </Box>
        ) : (
          <>
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap', mt: 1 }}>
              <Typography variant="h4" component="p">
                {formatCount(figures.value, locale)}
              </Typography>
              <Typography
                variant="body2"
                sx={{ color: growth?.colour ?? 'text.secondary', fontWeight: 500 }}
                data-growth={growth?.direction ?? 'none'}
                title={growthText}
                aria-label={growthText}
              >
                {growth && growth.direction !== 'flat' ? `${growth.arrow} ${growth.percent}` : '–'}
              </Typography>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {figures.value === 0 ? translate(emptyMessage) : figures.detail}
            </Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
};
