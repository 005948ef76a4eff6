import type { RouteDefinition } from '../../http/route';
import type { ModuleContext } from '../moduleContext';
import { counselorRoutes } from './counselors/routes';
import { consultOrderRoutes } from './orders/routes';
import { consultPaymentRoutes } from './payments/routes';

/**
 * The counseling context's api (issue 17): counselors and their free slots (`/counselors…`), consult orders
 * (`/consult-orders…`) and their payments. Each part adds its routes here.
 */
export function counselingRoutes(context: ModuleContext): RouteDefinition[] {
  return [...counselorRoutes(context), ...consultOrderRoutes(context), ...consultPaymentRoutes(context)];
}

export { counselorHandlers, counselorReadModels, isCounselorSelf, type CounselorHandlers } from './counselors/handlers';
export { counselorDecider, counselorStream, scheduleOf, type CounselorCommand, type CounselorState } from './counselors/counselorDecider';
export { counselorQueries, isFreeSlot, scheduleOfRow, SPECIALTY_DICTIONARY, type CounselorQueries } from './counselors/queries';
export { freeSlotsOf, isFreeSlotOf, localDayOf, windowOfDays, SLOT_LEAD_MINUTES, type CounselorSchedule, type HeldSlot } from './counselors/slots';
export { consultOrderHandlers, consultReadModels, type ConsultOrderHandlers } from './orders/handlers';
export { consultOrderDecider, consultNoticeRecipients, consultOrderStream, type ConsultOrderCommand, type ConsultOrderState } from './orders/consultOrderDecider';
