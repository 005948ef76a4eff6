import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import UndoIcon from '@mui/icons-material/Undo';
import type { VipOrderView } from '@jobmarket/contracts/membership/views';
import { vipOrderReasonForm } from '@jobmarket/contracts/membership/forms';
import { useState, type ReactElement } from 'react';
import { Button, useCanAccess, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useDashboardLocale } from '../../../dashboard/useDashboardLocale';
import { formatMoney } from '../../jobs/jobFormat';
import { ReasonDialog } from '../shared/ReasonDialog';
import { actOnOrder, staffOrderActions, type StaffOrderAction } from './orderCommands';

const icons: Record<StaffOrderAction, ReactElement> = { cancel: <CancelIcon />, refund: <UndoIcon />, acceptLatePayment: <CheckCircleIcon /> };
const colours = { cancel: 'warning', refund: 'error', acceptLatePayment: 'primary' } as const;
const doneMessages: Record<StaffOrderAction, string> = {
  cancel: 'membership.messages.orderCancelled',
  refund: 'membership.messages.orderRefunded',
  acceptLatePayment: 'membership.messages.latePaymentAccepted',
};

/**
 * Cancel, refund and accept a late payment, for staff holding biz:vip:refund, on the actions the api lists for this
 * order (`allowedActions`: its state machine), each after a dialog that says what follows and takes a reason.
 */
export function OrderActionButtons() {
  const order = useRecordContext<VipOrderView>();
  const mayAct = useCanAccess({ resource: 'vip-orders', action: 'refund' }).canAccess === true;
  const notify = useNotify();
  const refresh = useRefresh();
  const locale = useDashboardLocale();
  const [asking, setAsking] = useState<StaffOrderAction | null>(null);
  if (!order || !mayAct) return null;
  const actions = staffOrderActions.filter((action) => order.allowedActions?.includes(action));
  if (actions.length === 0) return null;

  const act = async (action: StaffOrderAction, reason: string) => {
    try {
      await actOnOrder(order.orderNo, action, { reason });
      notify(doneMessages[action], { type: 'success' });
    } finally {
      // the order changed, or changed under us (A0440): show it as it stands
      refresh();
    }
  };

  return (
    <>
      {actions.map((action) => (
        <Button key={action} label={`membership.order.actions.${action}`} color={colours[action]} onClick={(event) => (event.stopPropagation(), setAsking(action))}>
          {icons[action]}
        </Button>
      ))}
      {asking && (
        <ReasonDialog
          title={`resources.vip-orders.${asking}.title`}
          content={`resources.vip-orders.${asking}.content`}
          translateOptions={{ orderNo: order.orderNo, publisher: order.publisherName, amount: formatMoney(order.amount, order.currency, locale) }}
          reasonLabel="resources.vip-orders.reason"
          confirmLabel={`membership.order.actions.${asking}`}
          confirmColor={colours[asking]}
          schema={vipOrderReasonForm}
          onConfirm={({ reason }) => act(asking, reason ?? '')}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}
