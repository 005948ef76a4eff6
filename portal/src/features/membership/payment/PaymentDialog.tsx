import type { PaymentCheckView, VipOrderView } from '@jobmarket/contracts';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Stack, useMediaQuery, useTheme } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useNotify } from '../../../app/Notifier';
import { useI18n } from '../../../i18n/I18nContext';
import { ApiError } from '../../../session/apiClient';
import { realtime } from '../../../session/realtime';
import { membershipKey, useOrder } from '../membershipQueries';
import { OrderSummary } from './OrderSummary';
import { usePaymentCheck, usePaymentQr, useSimulatedBank } from './paymentQueries';
import { QrPanel } from './QrPanel';
import { useSecondsLeft } from './useSecondsLeft';

interface PaymentDialogProps {
  orderNo: string;
  /** The order as `POST /vip-orders` answered it: its first QR code is issued at once. Absent: continuing an open order. */
  submitted?: VipOrderView;
  onClose: () => void;
}

type CheckShown = { severity: 'warning' | 'error'; message: string };

/**
 * Spec §4's payment dialog: the order (number, payable amount, time limit), its QR code counting down to expiry,
 * a refresh once it has expired, and "I have paid", which asks the api to check with the provider and shows its
 * answer (not found, not paid, processing, expired; paid closes the dialog with the membership refreshed). A live
 * notice (the activation's) while the dialog is open is checked too, so a payment made in the bank app shows up
 * without a click.
 */
export const PaymentDialog = ({ orderNo, submitted, onClose }: PaymentDialogProps) => {
  const { t } = useI18n();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const titleId = useId();
  // a phone gets the whole screen: the code, its amount and the buttons without a scroll inside a box
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const order = useOrder(orderNo, submitted);
  const { qr, refresh } = usePaymentQr(orderNo, submitted !== undefined);
  const check = usePaymentCheck(orderNo);
  const simulatedBank = useSimulatedBank();
  const [shown, setShown] = useState<CheckShown | null>(null);
  const [toldExpired, setToldExpired] = useState(false);
  // "order not found, please get QR code again": the api knows no payment for this code, a new one is the way on
  const [toldNotFound, setToldNotFound] = useState(false);
  const [isClosed, setClosed] = useState(false);
  const current = qr.data;
  const secondsLeft = useSecondsLeft(current?.expiresAt);
  const isExpired = current !== undefined && (current.isExpired || secondsLeft <= 0 || toldExpired);
  const qrFailure = refresh.error ?? (qr.isError ? qr.error : null);

  function paid(view: PaymentCheckView) {
    notify(view.message, 'success');
    void queryClient.invalidateQueries({ queryKey: membershipKey });
    onClose();
  }

  function show(view: PaymentCheckView) {
    if (view.result === 'paid') return paid(view);
    if (view.result === 'qrExpired') setToldExpired(true);
    if (view.result === 'notFound') setToldNotFound(true);
    if (view.result === 'cancelled') {
      setClosed(true);
      void queryClient.invalidateQueries({ queryKey: membershipKey });
    }
    setShown({ severity: 'warning', message: view.message });
  }

  async function confirmPaid() {
    setShown(null);
    try {
      show(await check.mutateAsync('confirm'));
    } catch {
      setShown({ severity: 'error', message: t('membership.payment.checkFailed') });
    }
  }

  async function refreshQr() {
    setShown(null);
    try {
      await refresh.mutateAsync();
      setToldExpired(false);
      setToldNotFound(false);
    } catch {
      // said by the panel (refresh.error)
    }
  }

  // the activation's notice reaches the publisher live: ask quietly what the order's status is now
  const onNotice = useRef<() => void>(() => undefined);
  onNotice.current = () => {
    check.mutateAsync('status').then(
      (view) => view.result === 'paid' && paid(view),
      () => undefined,
    );
  };
  useEffect(() => realtime.onMessage(() => onNotice.current()), []);

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth fullScreen={isPhone}>
      <DialogTitle id={titleId}>{t('portal.vip.payment.title', { orderNo })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {order.data && <OrderSummary order={order.data} />}
          <Divider />
          <QrPanel
            orderNo={orderNo}
            qr={current}
            isLoading={qr.isPending || refresh.isPending}
            failure={qrFailure ? failureText(qrFailure, t('membership.payment.qrFailed')) : null}
            isExpired={isExpired}
            secondsLeft={secondsLeft}
            simulatedBank={simulatedBank}
          />
        </Stack>
      </DialogContent>
      {shown && (
        // outside the scrolling content, beside the buttons: the answer to "I have paid" is seen however tall the dialog
        <Alert severity={shown.severity} role="alert" sx={{ mx: 3, mt: 1 }}>
          {shown.message}
        </Alert>
      )}
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('portal.vip.payment.close')}</Button>
        {(isExpired || toldNotFound || qrFailure || (!current && !qr.isPending)) && !isClosed && (
          <Button variant="outlined" onClick={() => void refreshQr()} disabled={refresh.isPending}>
            {t('portal.vip.payment.refresh')}
          </Button>
        )}
        <Button variant="contained" onClick={() => void confirmPaid()} disabled={check.isPending || isClosed}>
          {check.isPending ? t('portal.vip.payment.checking') : t('portal.vip.payment.paid')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** A refusal the api worded (a payment in progress, an order closed) is said as is; anything else is spec §8's failure. */
function failureText(error: Error, fallback: string): string {
  return error instanceof ApiError && error.code.startsWith('A') ? error.message : fallback;
}
