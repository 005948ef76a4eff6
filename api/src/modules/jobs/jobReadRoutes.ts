import { jobPermissions, permissions, type JobRow } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import { z } from 'zod';
import { historyEntry, historyOf } from '../../eventSourcing/history';
import { sendDownload, XLSX_CONTENT_TYPE } from '../../http/download';
import { fetchPage, parsePageQuery, parseRestQuery, sendRestList, type ListRequest } from '../../http/listQuery';
import { idParams } from '../../http/params';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { buildWorkbook } from '../../http/spreadsheet';
import type { ModuleContext } from '../moduleContext';
import { jobDecider, jobStream } from './decider';
import { jobListSpec, type JobFilters, type JobQueries, type JobReader, type JobRecord } from './queries';

const EXPORT_MAX_ROWS = 10_000;

const pagingQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

/** The export's columns: every list field, labels in the caller's language. */
const EXPORT_COLUMNS = [
  'id',
  'position',
  'company',
  'publisherId',
  'industry',
  'education',
  'totalCommission',
  'currency',
  'guaranteeMonth',
  'minSalary',
  'maxSalary',
  'country',
  'province',
  'district',
  'status',
  'auditStatus',
  'rejectReason',
  'resumeAuditor',
  'sort',
  'createBy',
  'createTime',
  'publishTime',
  'validThrough',
  'viewCount',
  'applicantCount',
] as const;

/**
 * The reads of jobs: staff lists (both dialects), the publisher's own list, the export, the dashboard's figures, the
 * audit tasks, the resume auditors to choose from, a job's applicants, and the entity reads (form, history, getOne)
 * for staff holding biz:job:query and for the job's own publisher. Fixed paths come before `/jobs/:id`.
 */
export function jobReadRoutes(context: ModuleContext, queries: JobQueries): RouteDefinition[] {
  async function pageOf(filters: JobFilters, request: ListRequest<unknown>, reader: JobReader) {
    const page = await fetchPage<JobRecord>(queries.list(filters), request);
    return { list: await queries.rowsOf(page.list, reader), total: page.total };
  }

  function exportRow(row: JobRow, locale: JobReader['locale']) {
    return [
      row.id,
      row.position,
      row.company,
      row.publisherId,
      row.industry.label,
      row.education.label,
      row.totalCommission,
      row.currency,
      row.guaranteeMonth,
      row.minSalary,
      row.maxSalary,
      row.location.countryName,
      row.location.provinceName,
      row.location.districtName,
      translate(locale, `jobs.status.${row.status}`),
      translate(locale, `jobs.auditStatus.${row.auditStatus}`),
      row.rejectReason,
      row.resumeAuditorName,
      row.sort,
      row.createBy,
      row.createTime,
      row.publishTime,
      row.validThrough,
      row.viewCount,
      row.applicantCount,
    ];
  }

  const detailOf = async (id: number, reader: JobReader) => queries.detailOf(await queries.visibleById(id, reader.actor), reader);

  return [
    defineRoute({
      method: 'get',
      path: '/jobs/page',
      permission: jobPermissions.query,
      tag: 'jobs',
      summary:
        'Page of every job (keywords in position and company, auditStatus 0|1|2, status, industry, country, provinceCode, districtCode, publisherId, createTime[], publishTime[]; sortField, sortOrder)',
      handler: async ({ query, actor, locale }) => {
        const request = parsePageQuery(jobListSpec, query as Record<string, unknown>);
        return pageOf(request.filters, request, { actor: actor!, locale });
      },
    }),
    defineRoute({
      method: 'get',
      path: '/jobs/mine/page',
      permission: 'authenticated',
      tag: 'jobs',
      summary: "Page of the caller's own jobs (a publisher's; the same filters as /jobs/page), each with what they may do to it",
      handler: async ({ query, actor, locale }) => {
        const request = parsePageQuery(jobListSpec, query as Record<string, unknown>);
        return pageOf({ ...request.filters, publisherId: Number(actor!.userId) }, request, { actor: actor!, locale });
      },
    }),
    defineRoute({
      method: 'get',
      path: '/jobs/export',
      permission: jobPermissions.export,
      tag: 'jobs',
      summary: `Jobs matching the page filters as xlsx (at most ${EXPORT_MAX_ROWS} rows; labels in the caller's language; formula-like text neutralised)`,
      raw: true,
      handler: async ({ query, actor, locale, res }) => {
        const request = parsePageQuery(jobListSpec, query as Record<string, unknown>);
        const records: JobRecord[] = await queries
          .list(request.filters)
          .orderBy([{ column: request.sort.column, order: request.sort.order }, { column: 'id', order: request.sort.order }])
          .limit(EXPORT_MAX_ROWS);
        const rows = await queries.rowsOf(records, { actor: actor!, locale });
        sendDownload(res, 'jobs.xlsx', XLSX_CONTENT_TYPE, await buildWorkbook('jobs', EXPORT_COLUMNS, rows.map((row) => exportRow(row, locale))));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/jobs/stats',
      permission: { anyOf: [permissions.dashboard.view, jobPermissions.query] },
      tag: 'jobs',
      summary: "The dashboard's jobs card {openJobs, pendingAudits}",
      handler: async () => queries.stats(),
    }),
    defineRoute({
      method: 'get',
      path: '/jobs/audit-tasks',
      permission: jobPermissions.audit,
      tag: 'jobs',
      summary: "Jobs waiting for review, newest first (the notification centre's task tab): {list: JobRow[], total}",
      query: pagingQuery,
      handler: async ({ query, actor, locale }) => {
        const request = { offset: (query.pageNum - 1) * query.pageSize, limit: query.pageSize, sort: { column: 'created_at', order: 'desc' as const, tieBreaker: 'id' }, filters: {} };
        return pageOf({ status: 'pending' }, request, { actor: actor!, locale });
      },
    }),
    defineRoute({
      method: 'get',
      path: '/jobs/resume-auditors',
      permission: jobPermissions.audit,
      tag: 'jobs',
      summary: "Who may audit a job's resumes: enabled staff holding the auditor role, as [{value: userId, label: nickname}]",
      handler: async () => (await queries.resumeAuditors()).map((user) => ({ value: Number(user.id), label: user.nickname })),
    }),
    defineRoute({
      method: 'get',
      path: '/jobs',
      permission: jobPermissions.query,
      tag: 'jobs',
      summary: "Jobs in react-admin's dialect (sort, range, filter as /jobs/page): an array and Content-Range",
      raw: true,
      handler: async ({ query, res, actor, locale }) => {
        const request = parseRestQuery(jobListSpec, query as Record<string, unknown>);
        sendRestList(res, jobListSpec.resource, request, await pageOf(request.filters, request, { actor: actor!, locale }));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/jobs/:id/applicants',
      permission: 'authenticated',
      tag: 'jobs',
      summary: "The job-seekers who applied to a job, newest first (filled by delivery orders): staff with biz:job:query or the job's publisher",
      params: idParams,
      query: pagingQuery,
      handler: async ({ params, query, actor }) => {
        await queries.visibleById(params.id, actor!);
        const request = { offset: (query.pageNum - 1) * query.pageSize, limit: query.pageSize, sort: { column: 'applied_at', order: 'desc' as const, tieBreaker: 'delivery_order_id' }, filters: {} };
        const page = await fetchPage<Parameters<JobQueries['applicantRow']>[0]>(queries.applicants(params.id), request);
        return { list: page.list.map(queries.applicantRow), total: page.total };
      },
    }),
    // the entity reads, as entityReadRoutes declares them, but answering labels in the caller's language
    defineRoute({
      method: 'get',
      path: '/jobs/:id/form',
      permission: 'authenticated',
      tag: 'jobs',
      summary: "A job with every field, its commission split (percentages and amounts) and audit outcome: staff with biz:job:query or the job's own publisher (A0606 otherwise)",
      params: idParams,
      handler: async ({ params, actor, locale }) => detailOf(params.id, { actor: actor!, locale }),
    }),
    defineRoute({
      method: 'get',
      path: '/jobs/:id/history',
      permission: 'authenticated',
      tag: 'jobs',
      summary: "The job's events with actor, time and state after each (the audit trail), for whoever may read its form",
      params: idParams,
      response: z.array(historyEntry),
      handler: async ({ params, actor }) => {
        await queries.visibleById(params.id, actor!);
        return historyOf(context.store, context.db, jobStream(params.id), jobDecider);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/jobs/:id',
      permission: 'authenticated',
      tag: 'jobs',
      summary: 'The job (react-admin getOne), as its form',
      params: idParams,
      handler: async ({ params, actor, locale }) => detailOf(params.id, { actor: actor!, locale }),
    }),
  ];
}
