import { deliveryAuditTypes, deliveryStates } from '@jobmarket/contracts/delivery/deliveryMachine';

/** The state filter's choices (the order table's states), named by the domain texts. */
export const deliveryStateChoices = deliveryStates.map((state) => ({ id: state, name: `delivery.states.${state}` }));

/** The audit type filter's choices (spec §4, and the invoice upload). */
export const deliveryAuditTypeChoices = deliveryAuditTypes.map((auditType) => ({ id: auditType, name: `delivery.auditTypes.${auditType}` }));
