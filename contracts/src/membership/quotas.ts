/**
 * What a membership level grants, counted per membership period: jobs posted, resumes opened, resumes downloaded,
 * jobs promoted as featured ads. Consumption is an event on the publisher's membership stream (`QuotaConsumed`), so
 * it survives replays and is auditable.
 */
export const quotaKinds = ['jobs', 'resumeViews', 'resumeDownloads', 'ads'] as const;
export type QuotaKind = (typeof quotaKinds)[number];

export type Quotas = Record<QuotaKind, number>;

export interface QuotaUse {
  total: number;
  used: number;
  left: number;
}

/** The level's form field that sets each quota (spec §3 VIP). */
export const quotaFieldOf = {
  jobs: 'jobCount',
  resumeViews: 'viewableResumes',
  resumeDownloads: 'downloadableResumes',
  ads: 'adCount',
} as const satisfies Record<QuotaKind, string>;
