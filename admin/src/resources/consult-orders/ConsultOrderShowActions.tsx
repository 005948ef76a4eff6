import BlockIcon from '@mui/icons-material/Block';
import DoneIcon from '@mui/icons-material/Done';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import type { ConsultOrderView } from '@jobmarket/contracts/counseling/views';
import { useState } from 'react';
import { Button, Confirm, ListButton, TopToolbar, useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { CancelConsultDialog } from './CancelConsultDialog';
import { staffConsultActions, type StaffConsultAction } from './consultActions';
import { completeConsult, markConsultNoShow } from './consultCommands';
import { RescheduleConsultDialog } from './RescheduleConsultDialog';

/**
 * A consult order's top bar: back to the list, then what staff may do now (`staffConsultActions`: the booking status,
 * staff among who may, the time, and biz:consult:manage) — cancel with a reason, move to another free slot, and once
 * the session started mark it completed or a no-show (both confirmed).
 */
export function ConsultOrderShowActions() {
  const order = useRecordContext<ConsultOrderView>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const canManage = useCanAccess({ resource: 'consult-orders', action: 'manage' }).canAccess === true;
  const [opened, setOpened] = useState<StaffConsultAction | null>(null);
  const [isSaving, setSaving] = useState(false);
  const actions = order ? staffConsultActions(order, new Date(), canManage) : [];

  const settle = async (action: 'complete' | 'markNoShow') => {
    if (!order) return;
    setSaving(true);
    try {
      await (action === 'complete' ? completeConsult(order.id) : markConsultNoShow(order.id));
      notify(action === 'complete' ? 'resources.consult-orders.messages.completed' : 'resources.consult-orders.messages.noShow', { type: 'success' });
      setOpened(null);
    } catch (failure) {
      const reason = (failure as Error | undefined)?.message;
      notify(reason ? translate(reason, { _: reason }) : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setSaving(false);
      refresh();
    }
  };

  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <ListButton />
      {actions.includes('reschedule') && (
        <Button label="counseling.actions.reschedule" onClick={() => setOpened('reschedule')}>
          <EventRepeatIcon />
        </Button>
      )}
      {actions.includes('complete') && (
        <Button label="counseling.actions.complete" onClick={() => setOpened('complete')}>
          <DoneIcon />
        </Button>
      )}
      {actions.includes('markNoShow') && (
        <Button label="counseling.actions.markNoShow" onClick={() => setOpened('markNoShow')}>
          <PersonOffIcon />
        </Button>
      )}
      {actions.includes('cancelByCounselor') && (
        <Button label="counseling.actions.cancelByCounselor" color="error" onClick={() => setOpened('cancelByCounselor')}>
          <BlockIcon />
        </Button>
      )}
      {order && opened === 'cancelByCounselor' && <CancelConsultDialog order={order} onClose={() => setOpened(null)} />}
      {order && opened === 'reschedule' && <RescheduleConsultDialog order={order} onClose={() => setOpened(null)} />}
      {order && (
        <Confirm
          isOpen={opened === 'complete' || opened === 'markNoShow'}
          loading={isSaving}
          title={translate(opened === 'markNoShow' ? 'resources.consult-orders.noShow.title' : 'resources.consult-orders.complete.title', { orderNo: order.orderNo })}
          content={opened === 'markNoShow' ? 'resources.consult-orders.noShow.content' : 'resources.consult-orders.complete.content'}
          onConfirm={() => settle(opened === 'markNoShow' ? 'markNoShow' : 'complete')}
          onClose={() => setOpened(null)}
        />
      )}
    </TopToolbar>
  );
}
