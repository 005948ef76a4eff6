import { resumePermissions, resumeQuotaRef, type ResumeFile } from '@jobmarket/contracts';
import { DELIVERY_ORDERS_TABLE, RESUME_PROFILE_VIEWS_TABLE, RESUME_UNLOCKS_TABLE } from '@jobmarket/projections';
import type { Knex } from 'knex';
import { isAllowed, type Actor } from '../../../http/actor';
import { DomainError } from '../../../http/appError';
import { formatDateTime } from '../../../http/time';
import { refuseUnlessMayPost, type PosterStanding } from '../../jobs/decider';
import { VIP_LINK, type MembershipState } from '../../membership/membershipDecider';
import { isOwnResume, type ResumeRecord } from '../queries';

/** The quotas a publisher spends on resumes. */
export type ResumeQuota = 'resumeViews' | 'resumeDownloads';

/**
 * Only approved publishers find resumes: anyone else is refused as jobs refuse a poster (A0301 for who is not a
 * publisher, A0440 for a registration not approved), in this context's words.
 */
export function refuseUnlessApprovedPublisher(standing: PosterStanding): void {
  try {
    refuseUnlessMayPost(standing);
  } catch (error) {
    if (error instanceof DomainError) throw new DomainError(error.code, 'resumes.refusals.notAPublisher');
    throw error;
  }
}

/**
 * A membership's refusal (A0440 `membership.refusals.*`, `data.link` '/vip') said in resume terms: without an
 * active membership "upgrade membership to view", with one whose quota is used up "no views/downloads left".
 */
export function asResumeRefusal(error: unknown, quota: ResumeQuota): unknown {
  if (!(error instanceof DomainError) || error.code !== 'A0440') return error;
  const isNotMember = error.messageKey === 'membership.refusals.notMember';
  if (!isNotMember && error.messageKey !== 'membership.refusals.quotaExhausted') return error;
  const key = quota === 'resumeDownloads' ? 'resumes.refusals.noDownloadsLeft' : isNotMember ? 'resumes.refusals.upgradeToView' : 'resumes.refusals.noViewsLeft';
  return new DomainError('A0440', key, {}, { link: VIP_LINK });
}

/** Whether this membership period already spent a view on the resume (the stream's word, ahead of the read model). */
export const isViewedInPeriod = (state: MembershipState, resumeId: number): boolean => state.consumedRefs.includes(`resumeViews:${resumeQuotaRef(resumeId)}`);

/** Whether `publisherId` ever unlocked the resume (membership `QuotaConsumed`, projected into RESUME_UNLOCKS_TABLE). */
export async function hasUnlocked(db: Knex, publisherId: number, resumeId: number): Promise<boolean> {
  const row = await db(RESUME_UNLOCKS_TABLE).where({ publisher_id: publisherId, resume_id: resumeId }).first('resume_id');
  return row !== undefined;
}

/**
 * Telemetry (not an event): a publisher opened the resume today, in the server's zone. One row per publisher per
 * resume per day, however often they open it; the seeker's "profile views" count these rows.
 */
export async function recordProfileView(db: Knex, resumeId: number, publisherId: number, now: Date, zone: string): Promise<void> {
  const day = formatDateTime(now, zone).slice(0, 10);
  await db(RESUME_PROFILE_VIEWS_TABLE).insert({ resume_id: resumeId, publisher_id: publisherId, day }).onConflict(['resume_id', 'publisher_id', 'day']).ignore();
}

/** Who asks for a resume's file, as far as its access rule cares. */
export interface FileReader {
  actor: Actor;
  /** Whether the reader is an approved publisher who unlocked this resume (asked only when neither owner nor staff). */
  hasUnlocked(): Promise<boolean>;
  /** Whether the resume was delivered to the reader: a delivery order with it on their job, or that they audit or delivered. */
  wasDeliveredTo(): Promise<boolean>;
}

/**
 * Whether a delivery order carries the resume to `userId`: the job's publisher or resume auditor, or who delivered it.
 * They read the candidate's whole resume with its files, without VIP (issue 15).
 */
export async function wasDeliveredTo(db: Knex, userId: number, resumeId: number): Promise<boolean> {
  const row = await db(DELIVERY_ORDERS_TABLE)
    .where({ resume_id: resumeId })
    .andWhere((who) => who.where({ publisher_id: userId }).orWhere({ auditor_id: userId }).orWhere({ delivered_by_id: userId }))
    .first('id');
  return row !== undefined;
}

/**
 * The file of a resume a reader may have, or undefined (the api answers A0606 and reveals nothing): its seeker and
 * staff (`biz:resume:query`) and those it was delivered to any of its files; a publisher who unlocked it, while it is searchable, only the avatar and
 * the attachments (the original and the generated PDF are downloads, which use a downloadable resume).
 */
export async function readableFileOf(record: ResumeRecord, fileId: string, reader: FileReader): Promise<ResumeFile | undefined> {
  const shown = [record.avatar, ...record.attachments].filter((file): file is ResumeFile => file !== null);
  const every = [...shown, record.original_resume, record.pdf].filter((file): file is ResumeFile => file !== null);
  if (isOwnResume(record, reader.actor) || isAllowed(reader.actor, resumePermissions.query) || (await reader.wasDeliveredTo())) {
    return every.find((file) => file.fileId === fileId);
  }
  const file = shown.find((candidate) => candidate.fileId === fileId);
  if (!file || !record.searchable || !(await reader.hasUnlocked())) return undefined;
  return file;
}
