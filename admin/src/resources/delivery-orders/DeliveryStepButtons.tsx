import FactCheckIcon from '@mui/icons-material/FactCheck';
import ReplayIcon from '@mui/icons-material/Replay';
import UndoIcon from '@mui/icons-material/Undo';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { DeliveryOrderView } from '@jobmarket/contracts/delivery/views';
import { useState, type ReactElement } from 'react';
import { Button, useRecordContext } from 'react-admin';
import { auditTypeOfStep, stepActionsOf, type StepAction } from './deliveryStepDraft';
import { DeliveryStepDialog, stepLabel } from './DeliveryStepDialog';
import { InvoiceUploadDialog } from './InvoiceUploadDialog';

const iconOf = (action: StepAction): ReactElement => (action === 'withdraw' ? <UndoIcon /> : action === 'reopen' ? <ReplayIcon /> : <FactCheckIcon />);
const colourOf = (action: StepAction) => (action === 'withdraw' || action === 'reopen' ? 'warning' : /^(reject|fail|notJoin|leaveEarly)/.test(action) ? 'error' : 'primary');

type Opened = { kind: 'step'; action: StepAction } | { kind: 'invoice' } | null;

/**
 * The order page's actions: one button for each step the api allows the caller now (`allowedActions`: the table's
 * actions for the state that the caller's role may take), each opening the dialog of its audit type; and the invoice
 * upload when it is allowed.
 */
export function DeliveryStepButtons() {
  const order = useRecordContext<DeliveryOrderView>();
  const [opened, setOpened] = useState<Opened>(null);
  if (!order) return null;
  const steps = stepActionsOf(order.allowedActions);
  const mayUploadInvoice = order.allowedActions.includes('uploadInvoice');
  return (
    <>
      {steps.map((action) => (
        <Button key={action} label={stepLabel(action, order)} color={colourOf(action)} onClick={() => setOpened({ kind: 'step', action })}>
          {iconOf(action)}
        </Button>
      ))}
      {mayUploadInvoice && (
        <Button label="delivery.actions.uploadInvoice" onClick={() => setOpened({ kind: 'invoice' })}>
          <UploadFileIcon />
        </Button>
      )}
      {opened?.kind === 'step' && <DeliveryStepDialog order={order} action={opened.action} onClose={() => setOpened(null)} />}
      {opened?.kind === 'invoice' && <InvoiceUploadDialog order={order} onClose={() => setOpened(null)} />}
    </>
  );
}

/**
 * "Audit" on a list row, while the order waits for an audit the caller may conduct: the dialog of that audit with no
 * decision chosen yet.
 */
export function DeliveryAuditButton() {
  const order = useRecordContext<DeliveryOrderView>();
  const [isOpen, setOpen] = useState(false);
  if (!order?.awaitedAudit || !stepActionsOf(order.allowedActions).some((action) => auditTypeOfStep(action) === order.awaitedAudit)) return null;
  return (
    <>
      <Button label="resources.delivery-orders.audit.button" onClick={(event) => (event.stopPropagation(), setOpen(true))}>
        <FactCheckIcon />
      </Button>
      {isOpen && <DeliveryStepDialog order={order} action={null} onClose={() => setOpen(false)} />}
    </>
  );
}
