import {
  bookForm,
  consultCancelForm,
  consultNotesForm,
  consultOrderStream,
  consultPermissions,
  consultRatingForm,
  permissions,
  rescheduleForm,
  roleCodes,
  type ConsultOrderView,
  type ConsultStatus,
  type Locale,
} from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import { z } from 'zod';
import { historyEntry, historyOf, type HistoryEntry } from '../../../eventSourcing/history';
import { AppError } from '../../../http/appError';
import { callerLocaleOf } from '../../../http/callerLocale';
import { sendDownload, XLSX_CONTENT_TYPE } from '../../../http/download';
import { fetchPage, parsePageQuery, parseRestQuery, sendRestList, type ListRequest } from '../../../http/listQuery';
import { idParams } from '../../../http/params';
import { defineRoute, type RouteContext, type RouteDefinition } from '../../../http/route';
import { buildWorkbook } from '../../../http/spreadsheet';
import { formatDateTime, localDayRange } from '../../../http/time';
import { answerWrite, type Written } from '../../../http/writeAnswer';
import { commandContextOf, type ModuleContext } from '../../moduleContext';
import { appSettingsOf } from '../../system/config/appSettings';
import { consultCallerOf, mayReadNotes, type ConsultCaller } from './consultAccess';
import { consultOrderDecider, type ConsultOrderState } from './consultOrderDecider';
import { consultOrderHandlers, consultReadModels, type ConsultOrderHandlers } from './handlers';
import { consultListSpec, consultOrderQueries, type ConsultListFilters, type ConsultOrderRecord } from './queries';

type AnyRoute = RouteContext<unknown, unknown, unknown>;

const EXPORT_MAX_ROWS = 10_000;
/** The statuses a counselor's schedule lists: sessions still to happen, or past their start and still to be closed. */
const scheduledStatuses: readonly ConsultStatus[] = ['pendingPayment', 'confirmed'];

/** The last instant the seeker may still cancel or reschedule (`isBeforeNotice` holds up to it): the start less the notice. */
const changeableUntilOf = (startsAt: string, noticeHours: number): string => new Date(Date.parse(startsAt) - noticeHours * 3_600_000).toISOString();

/** The longest span a counselor's schedule answers at once. */
const SCHEDULE_MAX_DAYS = 92;
const DAY_MS = 24 * 3600_000;

const scheduleQuery = z
  .object({ from: z.iso.date('validation.invalidFormat').optional(), to: z.iso.date('validation.invalidFormat').optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], message: 'counseling.validation.rangeOrder' })
  .refine((query) => !query.from || !query.to || new Date(query.to).getTime() - new Date(query.from).getTime() <= SCHEDULE_MAX_DAYS * DAY_MS, {
    path: ['to'],
    message: 'validation.invalidFormat',
  });

const monthStats = z.object({
  sessions: z.number().int().describe('Sessions starting this month that are held (confirmed, completed or no-show)'),
  completed: z.number().int(),
  cancelled: z.number().int().describe('Sessions starting this month cancelled by the seeker or the counselor'),
  revenue: z.number().describe('Paid (not refunded) this month, whole units of currency'),
  currency: z.string().nullable(),
});

const EXPORT_COLUMNS = ['orderNo', 'seeker', 'counselor', 'slot', 'modes', 'topic', 'price', 'bookingStatus', 'paymentStatus', 'rating', 'comment'] as const;

/** An entry of the order's history as the caller may read it: a seeker never sees the counselor's notes. */
function historyFor(entry: HistoryEntry, isNotesReader: boolean): HistoryEntry {
  if (isNotesReader) return entry;
  const stateAfter = entry.stateAfter && typeof entry.stateAfter === 'object' ? { ...(entry.stateAfter as Record<string, unknown>), notes: undefined } : entry.stateAfter;
  const data = entry.type === 'ConsultNotesWritten' && entry.data && typeof entry.data === 'object' ? { ...(entry.data as Record<string, unknown>), notes: undefined } : entry.data;
  return { ...entry, data, stateAfter };
}

/**
 * `/consult-orders…`: booking (a seeker), cancelling, rescheduling, completing, no-show, notes and rating (each
 * answering the order as the caller's next read shows it, read-your-writes on the projection owning
 * `consult_orders_v1`); the staff's list, export and month's figures, the seeker's own orders, the counselor's
 * schedule; one order and its history — A0606 to anyone who is neither its seeker, its counselor nor staff, and the
 * counselor's notes never in a seeker's answer. Fixed paths before `/:id`.
 */
export function consultOrderRoutes(context: ModuleContext, handlers: ConsultOrderHandlers = consultOrderHandlers(context)): RouteDefinition[] {
  const zone = context.config.TIME_ZONE;
  const queries = consultOrderQueries(context.db, zone);
  const settings = appSettingsOf(context);

  async function answer(route: AnyRoute, written: Written<ConsultOrderState>, successMessage: string): Promise<ConsultOrderView | null> {
    route.res.locals.successMessage = { key: successMessage, vars: {} };
    const caller = consultCallerOf(route.actor!);
    return answerWrite(context.projectionWaiter, route.res, { position: written.position, projections: consultReadModels() }, {
      read: () => queries.viewOf(written.id, caller),
      // the write side's order (names from the read models): answered when the projection has not caught up in time
      decided: () => null,
    }).then(async (view) => view ?? (written.state.exists ? queries.viewOfState(written.state, caller) : null));
  }

  async function pageOf(filters: Partial<ConsultListFilters>, request: ListRequest<unknown>, caller: ConsultCaller) {
    const page = await fetchPage<ConsultOrderRecord>(queries.list(filters), request);
    return { list: await queries.viewsOf(page.list, caller), total: page.total };
  }

  function exportRow(view: ConsultOrderView, locale: Locale) {
    return [
      view.orderNo,
      view.seekerName,
      view.counselorName,
      `${formatDateTime(new Date(view.startsAt), zone).slice(0, 16)} – ${formatDateTime(new Date(view.endsAt), zone).slice(11, 16)}`,
      translate(locale, `counseling.modes.${view.mode}`),
      view.topic,
      view.price,
      translate(locale, `counseling.statuses.${view.status}`),
      translate(locale, `counseling.paymentStatuses.${view.paymentStatus}`),
      view.rating,
      view.comment,
    ];
  }

  const ownPage = (route: AnyRoute, column: 'seeker_id' | 'counselor_id') => {
    const request = parsePageQuery(consultListSpec, route.query as Record<string, unknown>);
    const caller = consultCallerOf(route.actor!);
    const { status, paymentStatus, from, to, keywords } = request.filters;
    const own = column === 'seeker_id' ? { seekerId: caller.userId } : { counselorId: caller.userId };
    return { request, caller, filters: { status, paymentStatus, from, to, keywords, ...own } as Partial<ConsultListFilters> };
  };

  return [
    defineRoute({
      method: 'post',
      path: '/consult-orders',
      permission: 'authenticated',
      tag: 'counseling',
      summary:
        'A job seeker books a free slot of a counselor {counselorId, startsAt (ISO, as GET /counselors/{id}/slots gave it), mode, topic}: a free session is confirmed at once, a paid one waits for payment until payBefore. A0440 counseling.refusals.slotTaken (booked by someone else first: exactly one booking of a slot wins), slotUnavailable, counselorInactive; A0402 on mode when the counselor does not offer it; A0301 for anyone but a seeker',
      body: bookForm,
      handler: async (route) => answer(route, await handlers.book(route.actor!, route.body, callerLocaleOf(route), commandContextOf(route)), 'counseling.orderMessages.booked'),
    }),
    defineRoute({
      method: 'get',
      path: '/consult-orders/page',
      permission: consultPermissions.query,
      tag: 'counseling',
      summary:
        'Page of every consult order (status, paymentStatus, counselorId, seekerId, from/to: the session days YYYY-MM-DD in the server zone, keywords: order number, topic, seeker or counselor name; sortField, sortOrder) → {list: ConsultOrderView[] with notes, total}',
      handler: async ({ query, actor }) => {
        const request = parsePageQuery(consultListSpec, query as Record<string, unknown>);
        return pageOf(request.filters, request, consultCallerOf(actor!));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/consult-orders/export',
      permission: consultPermissions.export,
      tag: 'counseling',
      summary: `Consult orders matching the page filters as xlsx (at most ${EXPORT_MAX_ROWS} rows; labels in the caller's language; the counselors' notes are not exported)`,
      raw: true,
      handler: async ({ query, actor, locale, res }) => {
        const request = parsePageQuery(consultListSpec, query as Record<string, unknown>);
        const records: ConsultOrderRecord[] = await queries
          .list(request.filters)
          .orderBy([{ column: request.sort.column, order: request.sort.order }, { column: 'id', order: request.sort.order }])
          .limit(EXPORT_MAX_ROWS);
        const views = await queries.viewsOf(records, consultCallerOf(actor!));
        const header = EXPORT_COLUMNS.map((column) => translate(locale, column === 'counselor' ? 'counseling.counselor' : `counseling.fields.${column}`).split(' |||| ')[0]!);
        sendDownload(res, 'consult-orders.xlsx', XLSX_CONTENT_TYPE, await buildWorkbook('consult-orders', header, views.map((view) => exportRow(view, locale))));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/consult-orders/mine',
      permission: 'authenticated',
      tag: 'counseling',
      summary: "The caller's own bookings as a job seeker, newest first by default, paged (status, paymentStatus, from, to, keywords) → {list: ConsultOrderView[] without notes, each with changeableUntil (the start less counseling.noticeHours), total}",
      handler: async (route) => {
        const { request, caller, filters } = ownPage(route as AnyRoute, 'seeker_id');
        const page = await pageOf(filters, request, caller);
        // the seeker's screen offers cancel / reschedule only until the notice window the decider enforces
        const noticeHours = (await settings.current())['counseling.noticeHours'];
        return { ...page, list: page.list.map((view) => ({ ...view, changeableUntil: changeableUntilOf(view.startsAt, noticeHours) })) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/consult-orders/schedule',
      permission: 'authenticated',
      tag: 'counseling',
      summary:
        "A counselor's own sessions (the COUNSELOR role; A0301 otherwise) between two days (from, to: YYYY-MM-DD in the server zone, at most 92 days; default today and the next 31 days), soonest first, only the sessions still to attend or to close (pendingPayment, confirmed; never expired, cancelled or already closed ones) and, before from, every confirmed session past its start still to be closed, with their notes → ConsultOrderView[]",
      query: scheduleQuery,
      handler: async ({ query, actor }) => {
        if (!actor!.roles.includes(roleCodes.counselor)) throw new AppError('A0301');
        const caller = consultCallerOf(actor!);
        const today = formatDateTime(new Date(), zone).slice(0, 10);
        const from = query.from ?? today;
        const to = query.to ?? new Date(new Date(from).getTime() + 31 * DAY_MS).toISOString().slice(0, 10);
        const records: ConsultOrderRecord[] = await queries
          .list({ counselorId: caller.userId, to })
          // a schedule is what the counselor must attend: an expired or cancelled booking no longer holds the slot,
          // and a completed / no-show one is closed already
          .whereIn('status', scheduledStatuses)
          // from `from` on, and any confirmed session before it still to be closed, so none drops off the home unclosed
          .where((inner) => inner.where('starts_at', '>=', localDayRange(from, from, zone)[0]).orWhere((left) => left.where({ status: 'confirmed' }).where('starts_at', '<', new Date())))
          .orderBy([{ column: 'starts_at', order: 'asc' }, { column: 'id', order: 'asc' }])
          .limit(1000);
        return queries.viewsOf(records, caller);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/consult-orders/stats/month',
      permission: { anyOf: [consultPermissions.query, permissions.dashboard.view] },
      tag: 'counseling',
      summary: "The dashboard card's figures for this month in the server's zone → {sessions, completed, cancelled, revenue, currency}",
      response: monthStats,
      handler: async () => queries.monthStats(new Date()),
    }),
    defineRoute({
      method: 'get',
      path: '/consult-orders',
      permission: consultPermissions.query,
      tag: 'counseling',
      summary: "Consult orders in react-admin's dialect (sort, range, filter as /consult-orders/page): an array and Content-Range",
      raw: true,
      handler: async ({ query, res, actor }) => {
        const request = parseRestQuery(consultListSpec, query as Record<string, unknown>);
        sendRestList(res, consultListSpec.resource, request, await pageOf(request.filters, request, consultCallerOf(actor!)));
      },
    }),
    defineRoute({
      method: 'put',
      path: '/consult-orders/:id/cancel',
      permission: 'authenticated',
      tag: 'counseling',
      summary:
        'Cancel {reason}: the seeker up to counseling.noticeHours before the start (A0440 counseling.refusals.tooLate with {hours} after), the counselor or staff holding biz:consult:manage any time before it (reason required). A paid session is refunded through the payment port; the slot is free again',
      params: idParams,
      body: consultCancelForm,
      handler: async (route) =>
        answer(route, await handlers.cancel(route.params.id, route.actor!, route.body.reason, commandContextOf(route)), 'counseling.orderMessages.cancelled'),
    }),
    defineRoute({
      method: 'put',
      path: '/consult-orders/:id/reschedule',
      permission: 'authenticated',
      tag: 'counseling',
      summary:
        'Move the session to another free slot of the same counselor {startsAt}: the seeker up to counseling.noticeHours before the start, or staff holding biz:consult:manage. The old slot is given back and the new one taken in one append (A0440 slotTaken / slotUnavailable / tooLate)',
      params: idParams,
      body: rescheduleForm,
      handler: async (route) =>
        answer(route, await handlers.reschedule(route.params.id, route.actor!, route.body.startsAt, commandContextOf(route)), 'counseling.orderMessages.rescheduled'),
    }),
    defineRoute({
      method: 'put',
      path: '/consult-orders/:id/complete',
      permission: 'authenticated',
      tag: 'counseling',
      summary: 'The counselor (or staff holding biz:consult:manage) marks a confirmed session completed, once it has started (A0440 counseling.refusals.notStarted before)',
      params: idParams,
      handler: async (route) => answer(route, await handlers.complete(route.params.id, route.actor!, commandContextOf(route)), 'counseling.orderMessages.completed'),
    }),
    defineRoute({
      method: 'put',
      path: '/consult-orders/:id/no-show',
      permission: 'authenticated',
      tag: 'counseling',
      summary: 'The counselor (or staff holding biz:consult:manage) marks a confirmed session a no-show, once it has started (A0440 counseling.refusals.notStarted before)',
      params: idParams,
      handler: async (route) => answer(route, await handlers.markNoShow(route.params.id, route.actor!, commandContextOf(route)), 'counseling.orderMessages.markedNoShow'),
    }),
    defineRoute({
      method: 'put',
      path: '/consult-orders/:id/notes',
      permission: 'authenticated',
      tag: 'counseling',
      summary: "The counselor's private notes on the session {notes} (the counselor of the order or staff holding biz:consult:manage; never shown to the seeker)",
      params: idParams,
      body: consultNotesForm,
      handler: async (route) =>
        answer(route, await handlers.writeNotes(route.params.id, route.actor!, route.body.notes, commandContextOf(route)), 'counseling.orderMessages.notesSaved'),
    }),
    defineRoute({
      method: 'put',
      path: '/consult-orders/:id/rating',
      permission: 'authenticated',
      tag: 'counseling',
      summary: 'The seeker rates their completed session once {rating: 1–5, comment} (A0440 counseling.refusals.notCompleted / alreadyRated)',
      params: idParams,
      body: consultRatingForm,
      handler: async (route) => answer(route, await handlers.rate(route.params.id, route.actor!, route.body, commandContextOf(route)), 'counseling.orderMessages.rated'),
    }),
    defineRoute({
      method: 'get',
      path: '/consult-orders/:id/history',
      permission: 'authenticated',
      tag: 'counseling',
      summary: "The order's history: every event with actor, time and stateAfter, for its seeker (without the counselor's notes), its counselor and staff",
      params: idParams,
      response: z.array(historyEntry),
      handler: async ({ params, actor }) => {
        const caller = consultCallerOf(actor!);
        const order = await handlers.readableBy(params.id, caller);
        const entries = await historyOf(context.store, context.db, consultOrderStream(params.id), consultOrderDecider);
        const isNotesReader = mayReadNotes(order, caller);
        return entries.map((entry) => historyFor(entry, isNotesReader));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/consult-orders/:id',
      permission: 'authenticated',
      tag: 'counseling',
      summary: 'One consult order for its seeker (without notes), its counselor or staff (with notes); A0606 to anyone else',
      params: idParams,
      handler: async ({ params, actor }) => {
        const caller = consultCallerOf(actor!);
        try {
          return await queries.viewOf(params.id, caller);
        } catch (error) {
          if (!(error instanceof AppError && error.code === 'A0606')) throw error;
          // booked a moment ago and not projected yet: the write side's order for whoever may read it
          return queries.viewOfState(await handlers.readableBy(params.id, caller), caller);
        }
      },
    }),
  ];
}
