import type { QuotaKind } from '@jobmarket/contracts';

/**
 * The membership context's read-model tables (membership-seams.md; projection-owned, rebuilt from events). The api
 * reads them by these names only; the caller's own membership and entitlements come from its stream, not from here.
 * - VIP_LEVELS_TABLE: the levels staff manage (deleted ones removed).
 * - VIP_ORDERS_TABLE: every order with its payment state (staff list, the publisher's orders, receivable sums).
 * - MEMBERSHIPS_TABLE: one row per publisher with any membership event: level, period, quota totals and use.
 * - VIP_PROMOTIONS_TABLE: jobs promoted as featured ads, active until their end.
 */
export const VIP_LEVELS_TABLE = 'vip_levels_v1';
export const VIP_ORDERS_TABLE = 'vip_orders_v1';
export const MEMBERSHIPS_TABLE = 'memberships_v1';
export const VIP_PROMOTIONS_TABLE = 'vip_promotions_v1';

/** The columns of MEMBERSHIPS_TABLE that hold each quota's total and use. */
export const membershipQuotaColumns = {
  jobs: { total: 'total_jobs', used: 'used_jobs' },
  resumeViews: { total: 'total_resume_views', used: 'used_resume_views' },
  resumeDownloads: { total: 'total_resume_downloads', used: 'used_resume_downloads' },
  ads: { total: 'total_ads', used: 'used_ads' },
} as const satisfies Record<QuotaKind, { total: string; used: string }>;
