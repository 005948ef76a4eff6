import StopCircleIcon from '@mui/icons-material/StopCircle';
import { promotionEndForm } from '@jobmarket/contracts/membership/forms';
import type { PromotionView } from '@jobmarket/contracts/membership/views';
import { useState } from 'react';
import { Button, useCanAccess, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { ReasonDialog } from '../shared/ReasonDialog';
import { endPromotion } from './promotionCommands';

/** "End promotion" on a running one, for staff holding biz:vip:promotion:end, after a confirmation that may say why. */
export function PromotionEndButton() {
  const promotion = useRecordContext<PromotionView>();
  const mayEnd = useCanAccess({ resource: 'vip-promotions', action: 'end' }).canAccess === true;
  const notify = useNotify();
  const refresh = useRefresh();
  const [isAsking, setAsking] = useState(false);
  if (!promotion || !mayEnd || promotion.status !== 'active') return null;

  const end = async (reason: string | null | undefined) => {
    try {
      await endPromotion(promotion.id, { reason: reason || null });
      notify('membership.promotion.messages.ended', { type: 'success' });
    } finally {
      refresh();
    }
  };

  return (
    <>
      <Button label="membership.promotion.actions.end" color="warning" onClick={(event) => (event.stopPropagation(), setAsking(true))}>
        <StopCircleIcon />
      </Button>
      {isAsking && (
        <ReasonDialog
          title="resources.vip-promotions.end.title"
          content="resources.vip-promotions.end.content"
          translateOptions={{ position: promotion.position }}
          reasonLabel="resources.vip-promotions.end.reason"
          confirmLabel="membership.promotion.actions.end"
          confirmColor="warning"
          schema={promotionEndForm}
          onConfirm={({ reason }) => end(reason)}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
