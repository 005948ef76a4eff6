import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useI18n } from '../../../i18n/I18nContext';
import { useSession } from '../../../session/SessionContext';
import { formatMoment } from '../../resumes/format/resumeDates';
import { useDeliveryHistory } from '../deliveryQueries';
import { deliveryHistoryRows } from './deliveryHistoryText';

/** `GET /delivery-orders/{id}/history` as a timeline, newest first: each step in words, who took it and what it carried. */
export const DeliveryHistory = ({ orderId, orderNo }: { orderId: number; orderNo: string }) => {
  const { t, locale } = useI18n();
  const { me } = useSession();
  const history = useDeliveryHistory(orderId, true);
  if (history.isPending) return <Skeleton variant="rounded" height={96} aria-label={t('portal.delivery.common.loading')} />;
  if (history.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void history.refetch()}>
            {t('portal.delivery.common.retry')}
          </Button>
        }
      >
        {t('portal.delivery.history.loadFailed')}
      </Alert>
    );
  const rows = deliveryHistoryRows(history.data, String(me?.userId ?? ''), t, locale);
  if (rows.length === 0) return <Typography color="text.secondary">{t('portal.delivery.history.empty')}</Typography>;
  return (
    <Box component="ol" aria-label={t('portal.delivery.history.label', { orderNo })} sx={{ listStyle: 'none', m: 0, p: 0, borderLeft: 2, borderColor: 'divider', pl: 2 }}>
      {rows.map((row) => (
        <Box component="li" key={row.revision} sx={{ position: 'relative', pb: 1.5 }}>
          <Box aria-hidden sx={{ position: 'absolute', left: -21, top: 6, width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main' }} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 1 }} sx={{ alignItems: { sm: 'baseline' } }}>
            <Typography sx={{ fontWeight: 600 }}>{row.what}</Typography>
            <Typography variant="body2" color="text.secondary">
              <time dateTime={row.time}>{formatMoment(locale, row.time)}</time> · {row.who}
            </Typography>
          </Stack>
          {row.details.map((line) => (
            <Typography key={line} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {line}
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
};
