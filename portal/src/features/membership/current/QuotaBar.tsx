import type { QuotaKind, QuotaUse } from '@jobmarket/contracts';
import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useI18n } from '../../../i18n/I18nContext';
import { formatCount } from '../format/vipFormat';

/** One quota as a bar: what it is, how much is used of the total, and how much is left (said in words, not only drawn). */
export const QuotaBar = ({ kind, quota }: { kind: QuotaKind; quota: QuotaUse }) => {
  const { t, locale } = useI18n();
  const labelId = useId();
  const used = Math.min(quota.used, quota.total);
  const percent = quota.total > 0 ? (used / quota.total) * 100 : 0;
  const usedText = t('membership.quotas.usedOfTotal', { used: formatCount(locale, quota.used), total: formatCount(locale, quota.total) });
  const leftText = t('membership.quotas.left', { left: formatCount(locale, quota.left) });
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={labelId} variant="subtitle2">
          {t(`membership.quotas.${kind}`)}
        </Typography>
        <Typography variant="body2" color={quota.left > 0 ? 'text.secondary' : 'error'} sx={{ fontWeight: 600 }}>
          {leftText}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={quota.left > 0 ? 'primary' : 'error'}
        aria-labelledby={labelId}
        aria-valuetext={`${usedText}, ${leftText}`}
        sx={{ height: 8, borderRadius: 4, my: 0.5 }}
      />
      <Typography variant="caption" color="text.secondary">
        {usedText}
      </Typography>
    </Box>
  );
};
