import { allowedDeliveryActions, dataScopes, deliveryActors, deliveryPermissions, type DeliveryAction, type DeliveryRole, type DeliveryState } from '@jobmarket/contracts';
import { isAllowed, ROOT_ROLE, type Actor } from '../../http/actor';

/**
 * Who the caller is to delivery orders, as the decider and the reads see them: their user id and the staff
 * permissions they hold (ROOT holds all). Being the candidate, the delivery person, the job's publisher or its resume
 * auditor needs no permission: it follows from the order.
 *
 * The staff permissions reach as far as the caller's data scope (spec §6): scope "all" (ADMIN, ROOT) every order;
 * any narrower scope (the AUDITOR role's "own data") only the orders the caller is a party to — so an auditor holding
 * biz:delivery:query and audit lists and audits the orders of the jobs they audit, and another job's order is A0606
 * to them (orders belong to no department).
 */
export interface DeliveryCaller {
  userId: number;
  may: { query: boolean; add: boolean; audit: boolean; invoice: boolean; reopen: boolean };
  /** The staff permissions cover every order (data scope "all"), not only the caller's own. */
  seesAll: boolean;
}

/** The parties of an order: what its roles are judged against. */
export interface DeliveryParties {
  seekerId: number;
  deliveredById: number;
  publisherId: number;
  auditorId: number | null;
}

export function deliveryCallerOf(actor: Actor): DeliveryCaller {
  return {
    userId: Number(actor.userId),
    may: {
      query: isAllowed(actor, deliveryPermissions.query),
      add: isAllowed(actor, deliveryPermissions.add),
      audit: isAllowed(actor, deliveryPermissions.audit),
      invoice: isAllowed(actor, deliveryPermissions.invoice),
      reopen: isAllowed(actor, deliveryPermissions.reopen),
    },
    seesAll: actor.roles.includes(ROOT_ROLE) || actor.dataScope === dataScopes.all,
  };
}

/** The timer's caller: nobody's order, only the `system` role. */
export const SYSTEM_CALLER: DeliveryCaller = { userId: 0, may: { query: false, add: false, audit: false, invoice: false, reopen: false }, seesAll: false };

/** Whether the caller is one of the order's parties (staff aside). */
export function isPartyTo(order: DeliveryParties, caller: DeliveryCaller): boolean {
  const { userId } = caller;
  return userId === order.seekerId || userId === order.deliveredById || userId === order.publisherId || userId === order.auditorId;
}

/** Whether the caller may read the order, its history, files and candidate's resume: a party, or staff with query or audit. */
export function mayReadOrder(order: DeliveryParties, caller: DeliveryCaller): boolean {
  return isPartyTo(order, caller) || (caller.seesAll && (caller.may.query || caller.may.audit));
}

/** Whether the caller's staff permissions reach this order (their scope covers every order, or it is theirs). */
const staffReaches = (order: DeliveryParties, caller: DeliveryCaller) => caller.seesAll || isPartyTo(order, caller);

/** The staff permission that lets anyone take the action as `staff`. */
const staffPermissionOf = (action: DeliveryAction): keyof DeliveryCaller['may'] | null => {
  if (action === 'uploadInvoice') return 'invoice';
  if (action === 'reopen') return 'reopen';
  if (action === 'withdraw' || action === 'elapseGuarantee') return null;
  return 'audit';
};

/** The roles the caller holds to the order for this action (deliveryActors' vocabulary). */
export function rolesFor(order: DeliveryParties, caller: DeliveryCaller, action: DeliveryAction): DeliveryRole[] {
  const roles: DeliveryRole[] = [];
  if (caller === SYSTEM_CALLER) return ['system'];
  if (caller.userId === order.deliveredById) roles.push('deliveryPerson');
  if (order.auditorId !== null && caller.userId === order.auditorId) roles.push('resumeAuditor');
  if (caller.userId === order.publisherId) roles.push('publisher');
  const permission = staffPermissionOf(action);
  if (permission && caller.may[permission] && staffReaches(order, caller)) roles.push('staff');
  return roles;
}

/** Whether the table's actors for the action include a role the caller holds to the order. */
export function mayTake(order: DeliveryParties, caller: DeliveryCaller, action: DeliveryAction): boolean {
  const actors: readonly DeliveryRole[] = deliveryActors[action];
  return rolesFor(order, caller, action).some((role) => actors.includes(role));
}

/** `allowedActions` of a view: the table's actions for the state that the caller may take. */
export function allowedActionsFor(order: DeliveryParties & { state: DeliveryState }, caller: DeliveryCaller): DeliveryAction[] {
  return allowedDeliveryActions(order.state).filter((action) => mayTake(order, caller, action));
}
