import { consultActorsOf, consultPermissions, roleCodes, type ConsultAction, type ConsultActor } from '@jobmarket/contracts';
import { isAllowed, type Actor } from '../../../http/actor';

/**
 * Who the caller is to consult orders: the seeker who booked and the counselor booked need no permission (it follows
 * from the order); staff read every order with biz:consult:query and act on one (cancel on the counselor's behalf,
 * reschedule, complete, no-show, notes) with biz:consult:manage.
 */
export interface ConsultCaller {
  userId: number;
  /** Holds the SEEKER role: only seekers book. */
  isSeeker: boolean;
  may: { query: boolean; export: boolean; manage: boolean };
}

/** The parties of an order. */
export interface ConsultParties {
  seekerId: number;
  counselorId: number;
}

export function consultCallerOf(actor: Actor): ConsultCaller {
  return {
    userId: Number(actor.userId),
    isSeeker: actor.roles.includes(roleCodes.seeker),
    may: { query: isAllowed(actor, consultPermissions.query), export: isAllowed(actor, consultPermissions.export), manage: isAllowed(actor, consultPermissions.manage) },
  };
}

/** The timers' and the payment port's caller: nobody's order. */
export const SYSTEM_CONSULT_CALLER: ConsultCaller = { userId: 0, isSeeker: false, may: { query: false, export: false, manage: false } };

/** Whether the caller may read the order (and its history): a party, or staff with query or manage. */
export const mayReadConsult = (order: ConsultParties, caller: ConsultCaller): boolean =>
  caller.userId === order.seekerId || caller.userId === order.counselorId || caller.may.query || caller.may.manage;

/** Whether the caller reads the counselor's private notes: the counselor booked, or staff. Never the seeker. */
export const mayReadNotes = (order: ConsultParties, caller: ConsultCaller): boolean =>
  caller.userId === order.counselorId || caller.may.query || caller.may.manage;

/** The roles the caller holds to the order (consultActorsOf's vocabulary). */
export function consultRolesOf(order: ConsultParties, caller: ConsultCaller): ConsultActor[] {
  const roles: ConsultActor[] = [];
  if (caller.userId === order.seekerId) roles.push('seeker');
  if (caller.userId === order.counselorId) roles.push('counselor');
  if (caller.may.manage) roles.push('staff');
  return roles;
}

/** The first of the caller's roles the table lets take the action, or null. */
export function actingRoleOf(order: ConsultParties, caller: ConsultCaller, action: ConsultAction): ConsultActor | null {
  const allowed: readonly ConsultActor[] = consultActorsOf[action];
  // the counselor acts as the counselor before as staff: the cancellation names who they are to the order
  const preference: ConsultActor[] = ['counselor', 'seeker', 'staff'];
  const roles = consultRolesOf(order, caller);
  return preference.find((role) => roles.includes(role) && allowed.includes(role)) ?? null;
}
