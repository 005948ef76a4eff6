import type { PaymentQrView } from '@jobmarket/contracts';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useI18n } from '../../../i18n/I18nContext';
import { formatCountdown, formatPrice } from '../format/vipFormat';
import { simulatedBankLink } from './paymentQueries';

interface QrPanelProps {
  orderNo: string;
  qr: PaymentQrView | undefined;
  isLoading: boolean;
  /** Why the last attempt to get a code failed (the code on screen, if any, stays). */
  failure: string | null;
  isExpired: boolean;
  secondsLeft: number;
  simulatedBank: boolean;
}

/** The code to scan, what it pays and to whom, and how long it lasts; once expired it is greyed out and a refresh is asked for. */
export const QrPanel = ({ orderNo, qr, isLoading, failure, isExpired, secondsLeft, simulatedBank }: QrPanelProps) => {
  const { t, locale } = useI18n();
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
      {failure && (
        <Alert severity="error" role="alert" sx={{ width: '100%', textAlign: 'start' }}>
          {failure}
        </Alert>
      )}
      {isLoading && !qr && (
        <Stack spacing={1} sx={{ alignItems: 'center', py: 4 }} role="status">
          <CircularProgress aria-hidden />
          <Typography color="text.secondary">{t('portal.vip.payment.loadingQr')}</Typography>
        </Stack>
      )}
      {qr && (
        <>
          <Box
            component="img"
            src={qr.image}
            alt={t('portal.vip.payment.qrAlt', { orderNo })}
            sx={{ width: 240, maxWidth: '100%', aspectRatio: '1', bgcolor: '#fff', p: 1, borderRadius: 1, opacity: isExpired ? 0.15 : 1, filter: isExpired ? 'blur(2px)' : 'none' }}
          />
          <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
            {formatPrice(locale, qr.amount, qr.currency)}
          </Typography>
          <Typography color="text.secondary">
            {t('portal.vip.payment.merchant')}: <strong>{qr.merchantName}</strong>
          </Typography>
          {isExpired ? (
            <Alert severity="warning" role="alert" sx={{ width: '100%', textAlign: 'start' }}>
              {t('membership.payment.qrExpired')}
            </Alert>
          ) : (
            <>
              <Typography variant="body2">{t('portal.vip.payment.scanHint')}</Typography>
              <Typography role="timer" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                {t('portal.vip.payment.expiresIn', { time: formatCountdown(secondsLeft) })}
              </Typography>
            </>
          )}
          {simulatedBank && !isExpired && (
            <Box>
              <Button component="a" href={simulatedBankLink(qr.payload)} target="_blank" rel="noopener" size="small" variant="outlined">
                {t('portal.vip.payment.openInBank')}
              </Button>
              <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
                {t('portal.vip.payment.simulatedBankHint')}
              </Typography>
            </Box>
          )}
        </>
      )}
    </Stack>
  );
};
