import { permissions, resumePermissions, type Locale, type ResumeRow } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import { z } from 'zod';
import { historyEntry, historyOf } from '../../eventSourcing/history';
import { sendDownload, XLSX_CONTENT_TYPE } from '../../http/download';
import { fetchPage, parsePageQuery, parseRestQuery, sendRestList, type ListRequest } from '../../http/listQuery';
import { idParams } from '../../http/params';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { buildWorkbook } from '../../http/spreadsheet';
import type { ModuleContext } from '../moduleContext';
import { resumeActorOf } from './handlers';
import { resumeListSpec, type ResumeFilters, type ResumeQueries, type ResumeRecord } from './queries';
import { refuseUnlessSeeker, resumeDecider, resumeStream } from './resumeDecider';

const EXPORT_MAX_ROWS = 10_000;

/** The export's columns: every list field, labels in the caller's language. */
const EXPORT_COLUMNS = [
  'id',
  'seekerId',
  'name',
  'gender',
  'age',
  'university',
  'education',
  'industry',
  'phone',
  'email',
  'country',
  'province',
  'district',
  'experienceYears',
  'searchable',
  'hasOriginalResume',
  'hasRecommendation',
  'profileViews',
  'createBy',
  'createTime',
  'updateTime',
] as const;

function exportRow(row: ResumeRow, locale: Locale) {
  const yesNo = (value: boolean) => translate(locale, value ? 'history.yes' : 'history.no');
  return [
    row.id,
    row.seekerId,
    row.name,
    translate(locale, `resumes.genders.${row.gender}`),
    row.age,
    row.university,
    row.education.label,
    row.industry.label,
    row.phone,
    row.email,
    row.location.countryName,
    row.location.provinceName,
    row.location.districtName,
    row.experienceYears,
    translate(locale, row.searchable ? 'resumes.visibility.searchable' : 'resumes.visibility.private'),
    yesNo(row.hasOriginalResume),
    yesNo(row.hasRecommendation),
    row.profileViews,
    row.createBy,
    row.createTime,
    row.updateTime,
  ];
}

/**
 * The reads of resumes for their seekers and staff: the seeker's own list, the staff lists (both dialects), the
 * export, the dashboard's figures, and the entity reads (form, history, getOne) for the resume's own seeker and staff
 * holding biz:resume:query. Publishers read through talent/. Fixed paths come before `/resumes/:id`.
 */
export function resumeReadRoutes(context: ModuleContext, queries: ResumeQueries): RouteDefinition[] {
  async function pageOf(filters: ResumeFilters, request: ListRequest<unknown>, locale: Locale) {
    const page = await fetchPage<ResumeRecord>(queries.list(filters), request);
    return { list: await queries.rowsOf(page.list, locale), total: page.total };
  }

  return [
    defineRoute({
      method: 'get',
      path: '/resumes/mine',
      permission: 'authenticated',
      tag: 'resumes',
      summary: "The caller's own resumes, oldest first, unmasked, each saying whether it is their default (job seekers only, else A0301)",
      handler: async ({ actor, locale }) => {
        refuseUnlessSeeker(resumeActorOf(actor!));
        return queries.mine(Number(actor!.userId), locale);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/resumes/page',
      permission: resumePermissions.query,
      tag: 'resumes',
      summary:
        'Page of every resume (keywords in name, contact details, university, titles and specialties; education, industry, provinceCode, minYears, createTime[]; sortField, sortOrder) → {list: ResumeRow[], total}',
      handler: async ({ query, locale }) => {
        const request = parsePageQuery(resumeListSpec, query as Record<string, unknown>);
        return pageOf(request.filters, request, locale);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/resumes/export',
      permission: resumePermissions.export,
      tag: 'resumes',
      summary: `Resumes matching the page filters as xlsx (at most ${EXPORT_MAX_ROWS} rows; labels in the caller's language; formula-like text neutralised)`,
      raw: true,
      handler: async ({ query, locale, res }) => {
        const request = parsePageQuery(resumeListSpec, query as Record<string, unknown>);
        const records: ResumeRecord[] = await queries
          .list(request.filters)
          .orderBy([{ column: request.sort.column, order: request.sort.order }, { column: 'id', order: request.sort.order }])
          .limit(EXPORT_MAX_ROWS);
        const rows = await queries.rowsOf(records, locale);
        sendDownload(res, 'resumes.xlsx', XLSX_CONTENT_TYPE, await buildWorkbook('resumes', EXPORT_COLUMNS, rows.map((row) => exportRow(row, locale))));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/resumes/stats',
      permission: { anyOf: [resumePermissions.query, permissions.dashboard.view] },
      tag: 'resumes',
      summary: "The dashboard's resumes card: every resume, the new ones this month and per day over the last 7 or 30 days {days: 7|30} → ResumeStats",
      query: z.object({ days: z.coerce.number().pipe(z.union([z.literal(7), z.literal(30)])).default(7) }),
      handler: async ({ query }) => queries.stats(query.days, new Date()),
    }),
    defineRoute({
      method: 'get',
      path: '/resumes',
      permission: resumePermissions.query,
      tag: 'resumes',
      summary: "Resumes in react-admin's dialect (sort, range, filter as /resumes/page): an array and Content-Range",
      raw: true,
      handler: async ({ query, res, locale }) => {
        const request = parseRestQuery(resumeListSpec, query as Record<string, unknown>);
        sendRestList(res, resumeListSpec.resource, request, await pageOf(request.filters, request, locale));
      },
    }),
    // the entity reads, as entityReadRoutes declares them, but answering labels in the caller's language
    defineRoute({
      method: 'get',
      path: '/resumes/:id/form',
      permission: 'authenticated',
      tag: 'resumes',
      summary: 'A resume with every field, unmasked: its own seeker or staff holding biz:resume:query (A0606 otherwise) → ResumeDetail',
      params: idParams,
      handler: async ({ params, actor, locale }) => queries.detailOf(await queries.visibleById(params.id, actor!), locale),
    }),
    defineRoute({
      method: 'get',
      path: '/resumes/:id/history',
      permission: 'authenticated',
      tag: 'resumes',
      summary: "The resume's events with actor, time and state after each: its own seeker or staff holding biz:resume:query (A0606 otherwise)",
      params: idParams,
      response: z.array(historyEntry),
      handler: async ({ params, actor }) => {
        await queries.visibleById(params.id, actor!);
        return historyOf(context.store, context.db, resumeStream(params.id), resumeDecider);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/resumes/:id',
      permission: 'authenticated',
      tag: 'resumes',
      summary: 'The resume (react-admin getOne), as its form',
      params: idParams,
      handler: async ({ params, actor, locale }) => queries.detailOf(await queries.visibleById(params.id, actor!), locale),
    }),
  ];
}
