import { deliveryDomainEn } from './domain/en';
import { deliveryPortalEn } from './portal/en';
import { deliveryAdminEn } from './admin/en';

/**
 * The delivery context's texts (delivery orders): the domain (fields, states, audit types, actions, history steps,
 * refusals, the spec's messages, notices, the interview invitation), the portal's screens and the back office's.
 * Top-level sections do not overlap (domain: delivery, menus; portal: portal; admin: resources, dashboard).
 */
export const deliveryEn = { ...deliveryDomainEn, ...deliveryPortalEn, ...deliveryAdminEn };
