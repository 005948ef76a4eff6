import { quotaKinds } from '@jobmarket/contracts/membership/quotas';
import type { MembershipView } from '@jobmarket/contracts/membership/views';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDashboardLocale } from '../../../dashboard/useDashboardLocale';
import { formatCount } from '../../../dashboard/visitFigures';

/** A membership's four quotas, each as "Published jobs: 3 of 10 used" (a used-up one in the error colour). */
export const QuotaUseList = ({ quotas }: { quotas: MembershipView['quotas'] | undefined }) => {
  const translate = useTranslate();
  const locale = useDashboardLocale();
  if (!quotas) return null;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {quotaKinds.map((kind) => {
        const use = quotas[kind];
        if (!use) return null;
        return (
          <Typography component="li" variant="body2" key={kind} sx={{ whiteSpace: 'nowrap', color: use.total > 0 && use.left <= 0 ? 'error.main' : undefined }}>
            {translate(`membership.quotas.${kind}`)}: {translate('membership.quotas.usedOfTotal', { used: formatCount(use.used, locale), total: formatCount(use.total, locale) })}
          </Typography>
        );
      })}
    </Box>
  );
};
