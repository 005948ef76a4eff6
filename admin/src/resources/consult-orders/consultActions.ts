import { allowedConsultActions, consultActorsOf, hasStarted, type ConsultAction } from '@jobmarket/contracts/counseling/consultOrderMachine';
import type { ConsultOrderView } from '@jobmarket/contracts/counseling/views';

/** What staff may do to a consult order from the back office (paying and expiring are the seeker's and the timer's). */
export type StaffConsultAction = Extract<ConsultAction, 'cancelByCounselor' | 'reschedule' | 'complete' | 'markNoShow'>;

const staffActions: readonly StaffConsultAction[] = ['cancelByCounselor', 'reschedule', 'complete', 'markNoShow'];

/**
 * The actions staff holding biz:consult:manage may take on the order at `now`: the booking status allows them
 * (`allowedConsultActions`), staff are among who may (`consultActorsOf`), and the time fits — cancelling and moving
 * only before the start, completing and marking a no-show only once it has started (the api refuses otherwise).
 */
export function staffConsultActions(order: Pick<ConsultOrderView, 'status' | 'startsAt'>, now: Date, canManage: boolean): StaffConsultAction[] {
  if (!canManage) return [];
  const started = hasStarted(order.startsAt, now);
  const allowed = allowedConsultActions(order.status);
  return staffActions.filter((action) => {
    if (!allowed.includes(action) || !(consultActorsOf[action] as readonly string[]).includes('staff')) return false;
    return action === 'complete' || action === 'markNoShow' ? started : !started;
  });
}
