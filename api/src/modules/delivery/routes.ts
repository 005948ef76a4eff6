import {
  deliverForm,
  deliveryAdvanceForm,
  deliveryOrderStream,
  deliveryPermissions,
  permissions,
  type DeliveryOrderView,
  type Locale,
} from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import { z } from 'zod';
import { historyEntry, historyOf } from '../../eventSourcing/history';
import { AppError } from '../../http/appError';
import { sendDownload, XLSX_CONTENT_TYPE } from '../../http/download';
import { fetchPage, parsePageQuery, parseRestQuery, sendRestList, type ListRequest } from '../../http/listQuery';
import { idParams } from '../../http/params';
import { defineRoute, type RouteContext, type RouteDefinition } from '../../http/route';
import { buildWorkbook } from '../../http/spreadsheet';
import { answerWrite, type Written } from '../../http/writeAnswer';
import { fileStore } from '../files/fileStore';
import { commandContextOf, type ModuleContext } from '../moduleContext';
import { resumeQueries } from '../resumes/queries';
import { allowedActionsFor, deliveryCallerOf, type DeliveryCaller } from './deliveryAccess';
import { deliveryDecider, snapshotOf, type DeliveryOrderState } from './deliveryDecider';
import { deliveryHandlers, deliveryReadModels, type DeliveryHandlers } from './handlers';
import { deliveryListSpec, type DeliveryListFilters, type DeliveryOrderRecord } from './queries';

type AnyRoute = RouteContext<unknown, unknown, unknown>;

const EXPORT_MAX_ROWS = 10_000;
const pagingQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
const fileParams = z.object({ id: z.coerce.number().int().min(1), fileId: z.string().min(1).max(64) });
const trendQuery = z.object({ days: z.coerce.number().pipe(z.union([z.literal(7), z.literal(30)])).default(7) });

const EXPORT_COLUMNS = [
  'orderNo',
  'position',
  'company',
  'candidateName',
  'candidatePhone',
  'candidateEmail',
  'auditor',
  'deliveredBy',
  'deliveryTime',
  'state',
  'auditType',
  'auditStatus',
  'auditTime',
  'remark',
  'rejectReason',
  'interviewAt',
  'onboardDate',
  'guaranteeEndsAt',
  'invoiceDate',
  'uploadTime',
  'totalCommission',
  'currency',
] as const;

/** The order as the write side decided it, for a write whose read model has not caught up in time (answered pending). */
export function decidedView(state: DeliveryOrderState, caller: DeliveryCaller, timeZone: string): DeliveryOrderView | null {
  const snapshot = snapshotOf(state, timeZone);
  if (!snapshot || !state.exists) return null;
  return { ...snapshot, auditorName: null, deliveredByName: '', allowedActions: allowedActionsFor(state, caller), updateTime: null };
}

/**
 * `/delivery-orders…`: delivering, the flow's steps and the invoice (each answering the order as the caller's next
 * read shows it, read-your-writes on the projection owning `delivery_orders_v1`); the staff's lists and export, the
 * seeker's applications, the publisher's orders, the caller's tasks, the dashboard trend; one order, its form, its
 * flow history (stateAfter folded from the events), its candidate's resume and its files — A0606 to anyone who is
 * neither a party to it nor staff. Fixed paths before `/:id`.
 */
export function deliveryRoutes(context: ModuleContext, handlers: DeliveryHandlers = deliveryHandlers(context)): RouteDefinition[] {
  const { queries } = handlers;
  const zone = context.config.TIME_ZONE;
  const resumes = resumeQueries(context.db, zone);
  const files = fileStore(context.db);

  async function answer(route: AnyRoute, written: Written<DeliveryOrderState>, successMessage: string): Promise<DeliveryOrderView | null> {
    route.res.locals.successMessage = { key: successMessage, vars: {} };
    const caller = deliveryCallerOf(route.actor!);
    return answerWrite(context.projectionWaiter, route.res, { position: written.position, projections: deliveryReadModels() }, {
      read: () => queries.viewOf(written.id, caller),
      decided: () => decidedView(written.state, caller, zone),
    });
  }

  async function pageOf(filters: Partial<DeliveryListFilters>, request: ListRequest<unknown>, caller: DeliveryCaller, narrow?: (query: ReturnType<typeof queries.list>) => void) {
    const query = queries.list(filters);
    narrow?.(query);
    const page = await fetchPage<DeliveryOrderRecord>(query, request);
    return { list: await queries.viewsOf(page.list, caller), total: page.total };
  }

  const pagedNewestFirst = (query: z.infer<typeof pagingQuery>) => ({
    offset: (query.pageNum - 1) * query.pageSize,
    limit: query.pageSize,
    sort: { column: 'created_at', order: 'desc' as const, tieBreaker: 'id' },
    filters: {},
  });

  function exportRow(view: DeliveryOrderView, locale: Locale) {
    return [
      view.orderNo,
      view.position,
      view.company,
      view.candidateName,
      view.candidatePhone,
      view.candidateEmail,
      view.auditorName,
      view.deliveredByName,
      view.deliveryTime,
      translate(locale, `delivery.states.${view.state}`),
      view.auditType ? translate(locale, `delivery.auditTypes.${view.auditType}`) : null,
      translate(locale, `delivery.auditStatuses.${view.auditStatus}`),
      view.auditTime,
      view.remark,
      view.rejectReason,
      view.interviewAt,
      view.onboardDate,
      view.guaranteeEndsAt,
      view.invoiceDate,
      view.uploadTime,
      view.totalCommission,
      view.currency,
    ];
  }

  const viewOf = (id: number, route: AnyRoute) => queries.viewOf(id, deliveryCallerOf(route.actor!));

  return [
    defineRoute({
      method: 'post',
      path: '/delivery-orders',
      permission: 'authenticated',
      tag: 'delivery',
      summary:
        'Deliver a resume to a published job {jobId, resumeId, remark}: a seeker applies with their own resume, staff holding biz:delivery:add deliver any; pending resume review. One open order per candidate × job (also by phone and e-mail): A0440 delivery.refusals.duplicate',
      body: deliverForm,
      handler: async (route) => answer(route, await handlers.deliver(route.actor!, route.body, commandContextOf(route)), 'delivery.messages.applied'),
    }),
    defineRoute({
      method: 'get',
      path: '/delivery-orders/page',
      permission: deliveryPermissions.query,
      tag: 'delivery',
      summary:
        'Page of the delivery orders the caller’s data scope covers — every one at scope 0 (all), else those they are a party to (orderNo, position, candidate, company, auditorId, deliveredById, state, auditType, jobId, deliveryTime[]; sortField, sortOrder) → {list: DeliveryOrderView[], total}',
      handler: async ({ query, actor }) => {
        const request = parsePageQuery(deliveryListSpec, query as Record<string, unknown>);
        const caller = deliveryCallerOf(actor!);
        return pageOf(request.filters, request, caller, (list) => queries.withinScope(list, caller));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/delivery-orders/export',
      permission: deliveryPermissions.export,
      tag: 'delivery',
      summary: `Delivery orders matching the page filters as xlsx (at most ${EXPORT_MAX_ROWS} rows; labels in the caller's language; formula-like text neutralised)`,
      raw: true,
      handler: async ({ query, actor, locale, res }) => {
        const request = parsePageQuery(deliveryListSpec, query as Record<string, unknown>);
        const caller = deliveryCallerOf(actor!);
        const records: DeliveryOrderRecord[] = await queries
          .withinScope(queries.list(request.filters), caller)
          .orderBy([{ column: request.sort.column, order: request.sort.order }, { column: 'id', order: request.sort.order }])
          .limit(EXPORT_MAX_ROWS);
        const views = await queries.viewsOf(records, caller);
        const header = EXPORT_COLUMNS.map((column) => (column === 'interviewAt' ? translate(locale, 'delivery.fields.interviewDate') : translate(locale, `delivery.fields.${column === 'candidateName' ? 'candidate' : column}`)));
        sendDownload(res, 'delivery-orders.xlsx', XLSX_CONTENT_TYPE, await buildWorkbook('delivery-orders', header, views.map((view) => exportRow(view, locale))));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/delivery-orders/mine',
      permission: 'authenticated',
      tag: 'delivery',
      summary: "The caller's applications (orders whose candidate they are), newest first, paged (state filter) → {list, total}",
      handler: async ({ query, actor }) => {
        const request = parsePageQuery(deliveryListSpec, query as Record<string, unknown>);
        const caller = deliveryCallerOf(actor!);
        return pageOf({ state: request.filters.state, jobId: request.filters.jobId }, { ...request, sort: { column: 'created_at', order: 'desc', tieBreaker: 'id' } }, caller, (list) =>
          list.where({ seeker_id: caller.userId }),
        );
      },
    }),
    defineRoute({
      method: 'get',
      path: '/delivery-orders/for-my-jobs',
      permission: 'authenticated',
      tag: 'delivery',
      summary: "Orders on the caller's own jobs (a publisher's; jobId, state and the page filters), newest first by default → {list, total}",
      handler: async ({ query, actor }) => {
        const request = parsePageQuery(deliveryListSpec, query as Record<string, unknown>);
        const caller = deliveryCallerOf(actor!);
        return pageOf(request.filters, request, caller, (list) => list.where({ publisher_id: caller.userId }));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/delivery-orders/tasks',
      permission: 'authenticated',
      tag: 'delivery',
      summary:
        "Orders waiting for the caller (the notification centre's task tab): as the job's resume auditor, as its publisher, as the delivery person with an invoice due, as staff holding biz:delivery:audit / invoice → {list, total}",
      query: pagingQuery,
      handler: async ({ query, actor }) => {
        const caller = deliveryCallerOf(actor!);
        const page = await fetchPage<DeliveryOrderRecord>(queries.tasks(caller), pagedNewestFirst(query));
        return { list: await queries.viewsOf(page.list, caller), total: page.total };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/delivery-orders/trend',
      permission: { anyOf: [deliveryPermissions.query, permissions.dashboard.view] },
      tag: 'delivery',
      summary: "The dashboard's order trend: orders created and onboarded per day over the last 7 or 30 days (days=7|30) → DeliveryTrend",
      query: trendQuery,
      handler: async ({ query }) => queries.trend(query.days, new Date()),
    }),
    defineRoute({
      method: 'get',
      path: '/delivery-orders',
      permission: deliveryPermissions.query,
      tag: 'delivery',
      summary: "Delivery orders in react-admin's dialect (sort, range, filter as /delivery-orders/page): an array and Content-Range",
      raw: true,
      handler: async ({ query, res, actor }) => {
        const request = parseRestQuery(deliveryListSpec, query as Record<string, unknown>);
        const caller = deliveryCallerOf(actor!);
        sendRestList(res, deliveryListSpec.resource, request, await pageOf(request.filters, request, caller, (list) => queries.withinScope(list, caller)));
      },
    }),
    defineRoute({
      method: 'put',
      path: '/delivery-orders/:id/advance',
      permission: 'authenticated',
      tag: 'delivery',
      summary:
        'One step of the flow {action, …} (deliveryAdvanceForm): the table’s actions for the order’s state that the caller may take (allowedActions). A0440 with delivery.refusals.orderEnded / notNow / notYours / duplicate (a reopen whose candidate has another open order); A0606 to whoever may not read the order',
      params: idParams,
      body: deliveryAdvanceForm,
      handler: async (route) => {
        const { action } = route.body;
        const message = action === 'withdraw' ? 'delivery.messages.withdrawn' : action === 'reopen' ? 'delivery.messages.reopened' : 'delivery.messages.audited';
        return answer(route, await handlers.advance(route.params.id, route.actor!, route.body, commandContextOf(route)), message);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/delivery-orders/:id/invoice',
      permission: 'authenticated',
      tag: 'delivery',
      summary:
        'Upload the invoice (multipart: files 1–2 jpg/png/pdf judged by the bytes, at most 10 MB each — A0701 delivery.files.onlyJpgPngPdf / A0702 delivery.files.tooLarge; invoiceDate YYYY-MM-DD; remark): the delivery person or staff holding biz:delivery:invoice, when the order is pending its invoice',
      params: idParams,
      handler: async (route) =>
        answer(route, await handlers.uploadInvoice(route.params.id, route.actor!, route.req, route.res, commandContextOf(route)), 'delivery.messages.uploaded'),
    }),
    defineRoute({
      method: 'get',
      path: '/delivery-orders/:id/form',
      permission: 'authenticated',
      tag: 'delivery',
      summary: 'A delivery order with every field and what the caller may do to it: its parties and staff (A0606 otherwise)',
      params: idParams,
      handler: async (route) => viewOf(route.params.id, route),
    }),
    defineRoute({
      method: 'get',
      path: '/delivery-orders/:id/history',
      permission: 'authenticated',
      tag: 'delivery',
      summary: "The order's flow history: every event with actor, time and stateAfter (the order as it stood after that step, folded from the events), for whoever may read the order",
      params: idParams,
      response: z.array(historyEntry),
      handler: async ({ params, actor }) => {
        await handlers.readable(params.id, actor!);
        const entries = await historyOf(context.store, context.db, deliveryOrderStream(params.id), deliveryDecider);
        return entries.map((entry) => ({ ...entry, stateAfter: snapshotOf(entry.stateAfter as DeliveryOrderState, zone) }));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/delivery-orders/:id/resume',
      permission: 'authenticated',
      tag: 'delivery',
      summary: "The candidate's resume (ResumeDetail, unmasked, no VIP needed) for whoever may read the order",
      params: idParams,
      handler: async ({ params, actor, locale }) => {
        const order = await handlers.readable(params.id, actor!);
        const record = await resumes.byId(order.resumeId);
        if (!record) throw new AppError('A0606');
        return resumes.detailOf(record, locale);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/delivery-orders/:id/files/:fileId',
      permission: 'authenticated',
      tag: 'delivery',
      summary: "An invoice or interview-proof file of the order (its bytes and content type), for whoever may read the order; A0606 otherwise",
      params: fileParams,
      raw: true,
      handler: async ({ params, actor, res }) => {
        const order = await handlers.readable(params.id, actor!);
        const isOrders = [...order.invoiceFiles, ...order.interviewProof].some((file) => file.fileId === params.fileId);
        const file = isOrders ? await files.byId(params.fileId) : undefined;
        if (!file) throw new AppError('A0606');
        sendDownload(res, file.name, file.contentType, file.bytes);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/delivery-orders/:id',
      permission: 'authenticated',
      tag: 'delivery',
      summary: 'The delivery order (react-admin getOne), as its form',
      params: idParams,
      handler: async (route) => viewOf(route.params.id, route),
    }),
  ];
}
