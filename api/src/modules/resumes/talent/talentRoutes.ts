import { DEFAULT_RESUME_TEMPLATE, resumeQuotaRef, resumeSearchQuery, type Locale, type Page, type TalentCard, type TalentDetail } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import { projections, RESUME_UNLOCKS_TABLE } from '@jobmarket/projections';
import { z } from 'zod';
import type { Actor } from '../../../http/actor';
import { AppError, DomainError } from '../../../http/appError';
import { sendDownload } from '../../../http/download';
import { idParams } from '../../../http/params';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { fileStore } from '../../files/fileStore';
import { jobHandlers } from '../../jobs/handlers';
import { jobLabels } from '../../jobs/regions/jobLabels';
import { queryTagSource } from '../../jobs/search/queryTags';
import { entitlements } from '../../membership/entitlements';
import { commandContextOf, settle, type ModuleContext } from '../../moduleContext';
import { renderResumePdf } from '../pdf/renderResumePdf';
import { resumeQueries, type ResumeRecord } from '../queries';
import { asResumeRefusal, hasUnlocked, isViewedInPeriod, readableFileOf, recordProfileView, refuseUnlessApprovedPublisher, wasDeliveredTo } from './talentAccess';
import { talentSearch } from './talentSearch';
import { talentCardOf } from './talentViews';

const PDF = 'application/pdf';
const resumeFileParams = idParams.extend({ fileId: z.string().uuid() });

/** The projections that show a publisher's unlocks (whichever owns RESUME_UNLOCKS_TABLE): a view waits for these only. */
const unlockReadModels = (): string[] => projections.filter((projection) => projection.tables.includes(RESUME_UNLOCKS_TABLE)).map((projection) => projection.name);

/**
 * The publishers' side of resumes (issue 14, spec §6 "resume viewing needs VIP membership"): the talent search with
 * contact details masked, opening a resume (uses a viewable resume of the membership, once per period), downloading
 * its PDF (uses a downloadable one), and every resume's own files by the resume's access rule. Listed before the
 * seeker's and staff's routes: `/resumes/talent/page` must not be read as `/resumes/{id}`.
 */
export function talentRoutes(context: ModuleContext): RouteDefinition[] {
  const { db, config } = context;
  const zone = config.TIME_ZONE;
  const labels = jobLabels(db);
  const search = talentSearch(db, queryTagSource(db));
  const resumes = resumeQueries(db, zone);
  const jobs = jobHandlers(context);
  const quotas = entitlements(context);
  const files = fileStore(db);

  /** The caller's publisher id, once they are an approved publisher. */
  async function approvedPublisherId(actor: Actor): Promise<number> {
    refuseUnlessApprovedPublisher(await jobs.standingOf(actor));
    return Number(actor.userId);
  }

  /** A resume publishers may find: one that exists and is searchable; anything else they learn nothing about. */
  async function findableResume(id: number): Promise<ResumeRecord> {
    const record = await resumes.byId(id);
    if (!record || !record.searchable) throw new AppError('A0606');
    return record;
  }

  /**
   * The PDF a download answers: the latest generated one, else the original the seeker uploaded, else the resume
   * rendered now with the classic template in the caller's language (not stored: it is the seeker's to generate).
   */
  async function pdfOf(record: ResumeRecord, locale: Locale, now: Date): Promise<{ name: string; bytes: Buffer }> {
    for (const file of [record.pdf, record.original_resume]) {
      if (!file) continue;
      const stored = await files.byId(file.fileId);
      if (stored) return { name: file.name, bytes: stored.bytes };
    }
    const [detail, avatar] = await Promise.all([resumes.detailOf(record, locale), record.avatar ? files.byId(record.avatar.fileId) : undefined]);
    const bytes = await renderResumePdf({ ...detail, avatar: avatar?.bytes ?? null }, DEFAULT_RESUME_TEMPLATE, locale, { now, timeZone: zone });
    return { name: `${record.name}.pdf`, bytes };
  }

  async function talentDetailOf(record: ResumeRecord, publisherId: number, locale: Locale, now: Date): Promise<TalentDetail> {
    const [detail, left] = await Promise.all([resumes.detailOf(record, locale), quotas.of(publisherId, now, locale)]);
    const { originalResume: _original, pdfUrl: _pdf, recommendationReport: _report, profileViews: _views, seekerId: _seeker, ...shown } = detail;
    return {
      ...shown,
      // a download renders one when the seeker has none
      hasPdf: true,
      viewsLeft: left.quotas.resumeViews.left,
      downloadsLeft: left.quotas.resumeDownloads.left,
    };
  }

  return [
    defineRoute({
      method: 'get',
      path: '/resumes/talent/page',
      permission: 'authenticated',
      tag: 'talent',
      summary:
        'Approved publishers: searchable resumes matching keywords (Thai, Lao, Chinese or English; every word must match), education, industry, provinceCode, minYears; newest first, best match first with keywords → {list: TalentCard[] (phone and e-mail masked unless this publisher opened the resume), total (up to 1,000)}',
      query: resumeSearchQuery,
      handler: async ({ query, actor, locale }): Promise<Page<TalentCard>> => {
        const publisherId = await approvedPublisherId(actor!);
        const criteria = {
          keywords: query.keywords,
          education: query.education || undefined,
          industry: query.industry || undefined,
          provinceCode: query.provinceCode || undefined,
          minYears: query.minYears,
          offset: (query.pageNum - 1) * query.pageSize,
          limit: query.pageSize,
        };
        const [page, inLocale] = await Promise.all([search.search(criteria, publisherId), labels.forLocale(locale)]);
        return { list: page.rows.map((row) => talentCardOf(row, inLocale, zone)), total: page.total };
      },
    }),
    defineRoute({
      method: 'put',
      path: '/resumes/:id/view',
      permission: 'authenticated',
      tag: 'talent',
      summary:
        'Approved publishers with an active membership: open a searchable resume unmasked, using one viewable resume (none for a resume already opened this period); records a profile view → TalentDetail with viewsLeft/downloadsLeft. A0440 (data.link /vip) without a membership or views left',
      params: idParams,
      handler: async (route): Promise<TalentDetail> => {
        const { params, actor, locale } = route;
        const publisherId = await approvedPublisherId(actor!);
        const record = await findableResume(params.id);
        const command = commandContextOf(route);
        const consumed = await quotas.consume(publisherId, 'resumeViews', resumeQuotaRef(record.id), command, { locale }).catch((error: unknown) => {
          throw asResumeRefusal(error, 'resumeViews');
        });
        await recordProfileView(db, record.id, publisherId, command.now, zone);
        // the next search shows this resume unlocked
        await settle(context, consumed.position, unlockReadModels());
        return talentDetailOf(record, publisherId, locale, command.now);
      },
    }),
    defineRoute({
      method: 'put',
      path: '/resumes/:id/download',
      permission: 'authenticated',
      tag: 'talent',
      summary:
        'Approved publishers who opened the resume: its PDF (the latest generated one, else the original, else rendered now with the classic template in the caller\'s language), using one downloadable resume (none for one already downloaded this period); the bytes, with "resume downloaded" in X-Message. A0440 (data.link /vip) without downloads left',
      params: idParams,
      raw: true,
      handler: async (route) => {
        const { params, actor, locale, res } = route;
        const publisherId = await approvedPublisherId(actor!);
        const record = await findableResume(params.id);
        // opened before (the read model), or just now in this period (the stream, ahead of the read model)
        const isUnlocked = (await hasUnlocked(db, publisherId, record.id)) || isViewedInPeriod(await quotas.stateOf(publisherId), record.id);
        if (!isUnlocked) throw new DomainError('A0440', 'resumes.refusals.viewFirst');
        // the bytes first: a download that cannot answer uses nothing
        const command = commandContextOf(route);
        const pdf = await pdfOf(record, locale, command.now);
        await quotas.consume(publisherId, 'resumeDownloads', resumeQuotaRef(record.id), command, { locale }).catch((error: unknown) => {
          throw asResumeRefusal(error, 'resumeDownloads');
        });
        sendDownload(res, pdf.name, PDF, pdf.bytes, translate(locale, 'resumes.messages.downloaded'));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/resumes/:id/files/:fileId',
      permission: 'authenticated',
      tag: 'resumes',
      summary:
        "The bytes of one of a resume's files: its seeker and staff (biz:resume:query) any of them; those it was delivered to (delivery orders) all of them; a publisher who opened it (while searchable) its avatar and attachments; A0606 for anyone else",
      params: resumeFileParams,
      raw: true,
      handler: async ({ params, actor, res }) => {
        const record = await resumes.byId(params.id);
        const file = record && (await readableFileOf(record, params.fileId, {
            actor: actor!,
            hasUnlocked: () => hasUnlocked(db, Number(actor!.userId), record.id),
            wasDeliveredTo: () => wasDeliveredTo(db, Number(actor!.userId), record.id),
          }));
        const stored = file && (await files.byId(file.fileId));
        if (!file || !stored) throw new AppError('A0606');
        sendDownload(res, file.name, stored.contentType, stored.bytes);
      },
    }),
  ];
}
