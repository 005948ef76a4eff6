import type { ConsultOrderView, PaymentQrView } from '@jobmarket/contracts';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNotify } from '../../../app/Notifier';
import { useI18n } from '../../../i18n/I18nContext';
import { ApiError } from '../../../session/apiClient';
import { useSession } from '../../../session/SessionContext';
import { formatPrice } from '../../membership/format/vipFormat';
import { useSimulatedBank } from '../../membership/payment/paymentQueries';
import { QrPanel } from '../../membership/payment/QrPanel';
import { useSecondsLeft } from '../../membership/payment/useSecondsLeft';
import { formatMeetingSpan, formatMeetingTime } from '../../meetings/school/meetingTimes';
import { counselingKey } from '../counselingQueries';

/** `POST /consult-orders/{id}/payment-qr` as the seams name it; the VIP view's names are read too when the api sends them. */
interface ConsultQrAnswer {
  reference: string;
  payload: string;
  qrDataUrl?: string;
  image?: string;
  expiresAt: string;
  amount?: number;
  currency?: string;
  merchantName?: string;
  isExpired?: boolean;
}

/** `GET /consult-orders/{id}/payment-status` ("I have paid"): the VIP check's result, or the order's payment status. */
interface ConsultPaymentAnswer {
  result?: string;
  message?: string;
  paymentStatus?: string;
  status?: string;
}

/** The consult order's QR code in the VIP payment panel's shape: what it pays is the order's price. */
function qrViewOf(order: ConsultOrderView, answer: ConsultQrAnswer, merchant: string): PaymentQrView {
  return {
    orderNo: order.orderNo,
    reference: answer.reference,
    payload: answer.payload,
    image: answer.qrDataUrl ?? answer.image ?? '',
    amount: answer.amount ?? order.price,
    currency: answer.currency ?? order.currency,
    merchantName: answer.merchantName || merchant,
    expiresAt: answer.expiresAt,
    isExpired: answer.isExpired ?? false,
  };
}

const isPaid = (answer: ConsultPaymentAnswer) => answer.result === 'paid' || answer.paymentStatus === 'paid' || answer.status === 'confirmed';

/**
 * Paying a consult order: the membership's QR panel (code, amount, countdown, the simulated bank's link) over the
 * counseling api's code, and "I have paid", which asks the api to check with the provider; paid, the session is
 * confirmed and the lists refresh. A code that expired is replaced by the refresh button (the order's own time limit
 * is `payBefore`: past it the booking expires and the slot is free again).
 */
export const ConsultPaymentDialog = ({ order, onClose }: { order: ConsultOrderView; onClose: () => void }) => {
  const { t, locale } = useI18n();
  const { api } = useSession();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const titleId = useId();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const simulatedBank = useSimulatedBank();
  const [shown, setShown] = useState<{ severity: 'warning' | 'error'; message: string } | null>(null);
  const issue = () => api.request<ConsultQrAnswer>(`/consult-orders/${order.id}/payment-qr`, { method: 'POST' });
  const qrKey = ['consultPaymentQr', order.id];
  const qr = useQuery({ queryKey: qrKey, queryFn: issue, staleTime: Infinity, gcTime: 0, retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false });
  const refresh = useMutation({ mutationFn: issue, onSuccess: (next) => queryClient.setQueryData(qrKey, next) });
  const check = useMutation({ mutationFn: () => api.request<ConsultPaymentAnswer>(`/consult-orders/${order.id}/payment-status`) });
  const current = qr.data ? qrViewOf(order, qr.data, t('portal.counseling.payment.merchant')) : undefined;
  const secondsLeft = useSecondsLeft(current?.expiresAt);
  const isExpired = current !== undefined && (current.isExpired || secondsLeft <= 0);
  const failure = refresh.error ?? (qr.isError ? qr.error : null);

  async function confirmPaid() {
    setShown(null);
    try {
      const answer = await check.mutateAsync();
      if (isPaid(answer)) {
        notify(t('portal.counseling.payment.paid'), 'success');
        void queryClient.invalidateQueries({ queryKey: counselingKey });
        onClose();
        return;
      }
      // closed: the booking expired or was cancelled meanwhile; the sessions behind the dialog show it so
      if (answer.result === 'closed') void queryClient.invalidateQueries({ queryKey: counselingKey });
      setShown({ severity: 'warning', message: answer.message || t('portal.counseling.payment.notYet') });
    } catch (error) {
      setShown({ severity: 'error', message: error instanceof ApiError && error.code.startsWith('A') ? error.message : t('portal.counseling.payment.checkFailed') });
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth fullScreen={isPhone}>
      <DialogTitle id={titleId}>{t('portal.counseling.payment.title', { orderNo: order.orderNo })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Stack spacing={0.5}>
            <Typography sx={{ fontWeight: 600 }}>{order.counselorName}</Typography>
            <Typography variant="body2">{formatMeetingSpan(locale, order.startsAt, order.endsAt)}</Typography>
            <Typography variant="body2">{formatPrice(locale, order.price, order.currency)}</Typography>
            {/* the code lasts until the order's payBefore: its ISO expiry is that time on the reader's clock (the view's
                payBefore is the server's wall clock) */}
            {current && (
              <Typography variant="body2" color="text.secondary">
                {t('portal.counseling.payment.payBefore', { time: formatMeetingTime(locale, current.expiresAt) })}
              </Typography>
            )}
          </Stack>
          <Divider />
          <QrPanel
            orderNo={order.orderNo}
            qr={current}
            isLoading={qr.isPending || refresh.isPending}
            failure={failure ? (failure instanceof ApiError && failure.code.startsWith('A') ? failure.message : t('portal.counseling.payment.qrFailed')) : null}
            isExpired={isExpired}
            secondsLeft={secondsLeft}
            simulatedBank={simulatedBank}
          />
        </Stack>
      </DialogContent>
      {shown && (
        <Alert severity={shown.severity} role="alert" sx={{ mx: 3, mt: 1 }}>
          {shown.message}
        </Alert>
      )}
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('portal.counseling.payment.later')}</Button>
        {(isExpired || failure) && (
          <Button variant="outlined" onClick={() => void refresh.mutateAsync().catch(() => undefined)} disabled={refresh.isPending}>
            {t('portal.counseling.payment.refresh')}
          </Button>
        )}
        <Button variant="contained" onClick={() => void confirmPaid()} disabled={check.isPending}>
          {check.isPending ? t('portal.counseling.payment.checking') : t('portal.counseling.payment.iHavePaid')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
