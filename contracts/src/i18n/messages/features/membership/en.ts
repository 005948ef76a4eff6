import { membershipDomainEn } from './domain/en';
import { membershipPortalEn } from './portal/en';
import { membershipAdminEn } from './admin/en';

/**
 * The membership context's texts: what VIP membership is (domain: levels, orders, quotas, payment messages), the
 * portal's VIP pages and the back office's screens. Top-level sections do not overlap (domain: validation,
 * membership, menus; portal: portal; admin: resources, dashboard).
 */
export const membershipEn = { ...membershipDomainEn, ...membershipPortalEn, ...membershipAdminEn };
