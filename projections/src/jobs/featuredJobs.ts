import type { MembershipEvent } from '@jobmarket/contracts';
import type { JobRowColumns } from './jobRow';

/**
 * Featured ("VIP") job ads (issue 13): the membership context starts and ends a job's promotion on the publisher's
 * membership stream; the jobs projection keeps, on the job's row, until when it is featured (`featured_until`) and by
 * which promotion. Search and the hot list pin featured open jobs on top while `featured_until` is in the future, so
 * a promotion whose end event is late (its timer not run yet) stops counting at its end time anyway.
 */
export type JobPromotionEvent = Extract<MembershipEvent, { type: 'JobPromotionStarted' | 'JobPromotionEnded' }>;

export const jobPromotionEventTypes = ['JobPromotionStarted', 'JobPromotionEnded'] as const satisfies readonly JobPromotionEvent['type'][];
const promotionTypes: ReadonlySet<string> = new Set(jobPromotionEventTypes);

export const isJobPromotionEvent = (event: { type: string }): event is JobPromotionEvent => promotionTypes.has(event.type);

/**
 * The row after a promotion event: featured until the promotion's end; no longer featured when that same promotion
 * ends (the end of an older one, replaced since, leaves the newer in place). A job with no row yet is left alone.
 * Not an edit of the job: `updated_at` stays.
 */
export function promoteJobRow(row: JobRowColumns | undefined, event: JobPromotionEvent): JobRowColumns | undefined {
  if (!row) return undefined;
  if (event.type === 'JobPromotionStarted') return { ...row, featured_until: new Date(event.data.endTime), featured_promotion_id: event.data.promotionId };
  if (row.featured_promotion_id !== event.data.promotionId) return row;
  return { ...row, featured_until: null, featured_promotion_id: null };
}
