import type { PromotionView } from '@jobmarket/contracts';
import { Chip, Stack, Typography } from '@mui/material';
import { useI18n } from '../../../i18n/I18nContext';
import { formatDateTime } from '../format/vipFormat';

/** "Featured" on one of my jobs while its promotion runs, and until when. */
export const FeaturedChip = ({ promotion }: { promotion: PromotionView }) => {
  const { t, locale } = useI18n();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip size="small" color="secondary" label={t('membership.promotion.featured')} />
      <Typography variant="caption" color="text.secondary">
        {t('portal.vip.promote.featuredUntil', { end: formatDateTime(locale, promotion.endTime) })}
      </Typography>
    </Stack>
  );
};
