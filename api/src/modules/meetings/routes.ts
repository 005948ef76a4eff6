import {
  isLocale,
  meetingForm,
  meetingPermissions,
  reservationStatuses,
  revokeForm,
  roleCodes,
  studentSchoolForm,
  type Locale,
  type MeetingView,
  type ReservationRow,
} from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import { z } from 'zod';
import { loadState } from '../../eventSourcing/commandHandler';
import { historyEntry, historyOf } from '../../eventSourcing/history';
import { isAllowed, type Actor } from '../../http/actor';
import { AppError } from '../../http/appError';
import { sendDownload, XLSX_CONTENT_TYPE } from '../../http/download';
import { fetchPage, parsePageQuery, type ListRequest } from '../../http/listQuery';
import { idParams } from '../../http/params';
import { callerLocaleOf } from '../../http/callerLocale';
import { defineRoute, type RouteContext, type RouteDefinition } from '../../http/route';
import { buildWorkbook } from '../../http/spreadsheet';
import { formatDateTime, isKnownTimeZone } from '../../http/time';
import { meetingTimeVars } from './invitation/meetingInvitation';
import { answerWrite, type Written } from '../../http/writeAnswer';
import { commandContextOf, settle, type ModuleContext } from '../moduleContext';
import { hasEnded, meetingDecider, meetingStream, placeOf, type MeetingState } from './meetingDecider';
import { meetingActorOf, meetingHandlers, meetingReadModels, type MeetingHandlers } from './handlers';
import { endStatusOf, meetingListSpec, reservationListSpec, upcomingListSpec, type MeetingFilters, type MeetingRecord, type MeetingReader, type ReservationRecord } from './queries';

type AnyRoute = RouteContext<unknown, unknown, unknown>;

const EXPORT_MAX_ROWS = 10_000;

/** `POST /meetings`: the meeting form, and the school staff create it for (a school administrator's is their own). */
const createBody = z.intersection(meetingForm, z.object({ schoolId: z.coerce.number().int().positive('meetings.validation.unknownSchool').optional() }));
const seekerParams = z.object({ seekerId: z.coerce.number().int().min(1) });
const placeAnswer = z.object({ status: z.enum(['reserved', 'waitlisted']), position: z.number().int().nullable() });
const apologyDraft = z.object({ emailTitle: z.string(), emailContent: z.string() });
const apologyDraftQuery = z.object({ timeZone: z.string().trim().max(60).refine(isKnownTimeZone).optional() });

const EXPORT_COLUMNS = ['title', 'school', 'startTime', 'endTime', 'location', 'onlineUrl', 'capacity', 'reservationCount', 'studentScope', 'publishStatus', 'endStatus'] as const;

const isSchoolAdmin = (actor: Actor) => actor.roles.includes(roleCodes.schoolAdmin);
const isSeeker = (actor: Actor) => actor.roles.includes(roleCodes.seeker);

/** The meeting as the write side decided it, for a write whose read model has not caught up in time (answered pending). */
export function decidedView(state: MeetingState, timeZone: string, seekerId: number | null = null, now = new Date()): MeetingView | null {
  if (!state.exists) return null;
  const { fields } = state;
  const place = seekerId === null ? null : placeOf(state, seekerId);
  const time = (iso: string) => formatDateTime(new Date(iso), timeZone);
  return {
    id: state.meetingId,
    schoolId: state.schoolId,
    schoolName: '',
    title: fields.title,
    content: fields.content,
    startTime: time(fields.startTime),
    endTime: time(fields.endTime),
    startsAt: new Date(fields.startTime).toISOString(),
    endsAt: new Date(fields.endTime).toISOString(),
    location: fields.location,
    onlineUrl: fields.onlineUrl,
    capacity: fields.capacity,
    studentScope: fields.studentScope,
    publishStatus: state.publishStatus,
    endStatus: hasEnded(state, now) ? 'ended' : 'ongoing',
    reservationCount: state.seats.length,
    waitlistCount: state.waitlist.length,
    reservationStatus: seekerId === null ? null : (place?.status ?? 'unreserved'),
    waitlistPosition: place?.status === 'waitlisted' ? place.position : null,
    locale: state.locale,
    emailTitle: null,
    emailContent: null,
    createTime: formatDateTime(now, timeZone),
  };
}

/**
 * `/meetings…` (job fairs) and `/students/…/school` (a seeker's declared school). A school administrator manages
 * their own school's meetings (role and ownership, no permission string); staff every school's with biz:meeting:*;
 * seekers see the published meetings they may join and reserve. Every write answers as the caller's next read shows
 * it (read-your-writes on the projection owning `meetings_v1`). Fixed paths before `/:id`; anything not allowed is
 * refused (A0301), and a meeting the caller may not see is A0606 whether it exists or not.
 */
export function meetingRoutes(context: ModuleContext, handlers: MeetingHandlers = meetingHandlers(context)): RouteDefinition[] {
  const { queries, schools } = handlers;
  const zone = context.config.TIME_ZONE;

  const readerOf = (actor: Actor): MeetingReader => ({ seekerId: isSeeker(actor) && !isSchoolAdmin(actor) ? Number(actor.userId) : null });

  /** Whether the caller may see the meeting: staff who query, its school, a seeker who may join it or holds a place. */
  async function mayRead(record: MeetingRecord, actor: Actor): Promise<boolean> {
    if (isAllowed(actor, meetingPermissions.query)) return true;
    if (isSchoolAdmin(actor)) return Number(record.school_id) === Number(actor.userId);
    if (!isSeeker(actor)) return false;
    const seekerId = Number(actor.userId);
    const place = await queries.placeOf(Number(record.id), seekerId);
    if (place && place.status !== 'unreserved') return true;
    return record.publish_status === 'published' && queries.isInScope(record, await schools.schoolOf(seekerId));
  }

  async function visible(id: number, actor: Actor): Promise<MeetingRecord> {
    const record = await queries.byId(id);
    if (!record || !(await mayRead(record, actor))) throw new AppError('A0606');
    return record;
  }

  /** The meeting for its school or staff holding `permission` (A0606 to anyone else, A0301 to staff who only read). */
  async function managed(id: number, actor: Actor, permission: string): Promise<MeetingRecord> {
    const record = await queries.byId(id);
    const isOwn = record !== undefined && isSchoolAdmin(actor) && Number(record.school_id) === Number(actor.userId);
    if (record && (isOwn || isAllowed(actor, permission))) return record;
    if (record && isAllowed(actor, meetingPermissions.query)) throw new AppError('A0301');
    throw new AppError('A0606');
  }

  /** The list's filters as the caller may use them: a school administrator's own school only; staff holding `permission`. */
  function scopedFilters(filters: Partial<MeetingFilters>, actor: Actor, permission: string): Partial<MeetingFilters> {
    if (isSchoolAdmin(actor)) return { ...filters, schoolId: Number(actor.userId) };
    if (!isAllowed(actor, permission)) throw new AppError('A0301');
    return filters;
  }

  async function answer(route: AnyRoute, written: Written<MeetingState>, successMessage: string): Promise<MeetingView | null> {
    route.res.locals.successMessage = { key: successMessage, vars: {} };
    const actor = route.actor!;
    const reader = readerOf(actor);
    return answerWrite(context.projectionWaiter, route.res, { position: written.position, projections: meetingReadModels() }, {
      read: async () => {
        const record = await queries.byId(written.id);
        if (!record) throw new AppError('A0606');
        return queries.viewOf(record, reader);
      },
      decided: () => decidedView(written.state, zone, reader.seekerId),
    });
  }

  async function pageOf(filters: Partial<MeetingFilters>, request: ListRequest<unknown>, reader: MeetingReader) {
    const page = await fetchPage<MeetingRecord>(queries.list(filters), request);
    return { list: await queries.viewsOf(page.list, reader), total: page.total };
  }

  const label = (locale: Locale, key: string) => translate(locale, key);

  function exportRow(view: MeetingView, locale: Locale) {
    return [
      view.title,
      view.schoolName,
      view.startTime,
      view.endTime,
      view.location,
      view.onlineUrl,
      view.capacity,
      view.reservationCount,
      label(locale, `meetings.studentScopes.${view.studentScope}`),
      label(locale, `meetings.publishStatuses.${view.publishStatus}`),
      label(locale, `meetings.endStatuses.${view.endStatus}`),
    ];
  }

  const studentSchoolAnswer = async (seekerId: number, position: string | undefined) => {
    await settle(context, position, meetingReadModels());
    return schools.viewOf(seekerId);
  };

  return [
    defineRoute({
      method: 'get',
      path: '/meetings/page',
      permission: 'authenticated',
      tag: 'meetings',
      summary:
        "Page of job fairs (schoolId, publishStatus, endStatus, from, to — the meetings running within two days YYYY-MM-DD, both included, or instants —, keywords in the title, id[]; sortField (startTime, endTime, title, capacity, reservationCount, publishStatus, createTime), sortOrder; pageNum, pageSize) → {list: MeetingView[], total}: staff holding biz:meeting:query every school's (latest start first), a school administrator their own only (schoolId forced; newest first). endStatus is 'ended' once recorded or once the end time has passed",
      handler: async ({ query, actor }) => {
        const request = parsePageQuery(meetingListSpec, query as Record<string, unknown>);
        // a school's own list is newest first unless it asks otherwise (its index: school, created_at)
        const ordered = isSchoolAdmin(actor!) && !(query as Record<string, unknown>).sortField ? { ...request, sort: { column: 'm.created_at', order: 'desc' as const, tieBreaker: 'm.id' } } : request;
        return pageOf(scopedFilters(request.filters, actor!, meetingPermissions.query), ordered, { seekerId: null });
      },
    }),
    defineRoute({
      method: 'get',
      path: '/meetings/export',
      permission: 'authenticated',
      tag: 'meetings',
      summary: `Job fairs matching the page filters as xlsx (at most ${EXPORT_MAX_ROWS} rows; labels in the caller's language): staff holding biz:meeting:export, a school administrator their own`,
      raw: true,
      handler: async ({ query, actor, locale, res }) => {
        const request = parsePageQuery(meetingListSpec, query as Record<string, unknown>);
        const filters = scopedFilters(request.filters, actor!, meetingPermissions.export);
        const records: MeetingRecord[] = await queries
          .list(filters)
          .orderBy([{ column: request.sort.column, order: request.sort.order }, { column: 'm.id', order: request.sort.order }])
          .limit(EXPORT_MAX_ROWS);
        const views = await queries.viewsOf(records, { seekerId: null });
        const header = EXPORT_COLUMNS.map((column) => label(locale, `meetings.fields.${column}`));
        sendDownload(res, 'meetings.xlsx', XLSX_CONTENT_TYPE, await buildWorkbook('meetings', header, views.map((view) => exportRow(view, locale))));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/meetings/upcoming',
      permission: 'authenticated',
      tag: 'meetings',
      summary:
        "The job fairs the calling seeker may join: published, not ended, for every student or for their declared school's (keywords; pageNum, pageSize), soonest first, each with the caller's reservationStatus and waitlistPosition → {list: MeetingView[], total}",
      handler: async ({ query, actor }) => {
        if (!isSeeker(actor!)) throw new AppError('A0301');
        const request = parsePageQuery(upcomingListSpec, query as Record<string, unknown>);
        const seekerId = Number(actor!.userId);
        const page = await fetchPage<MeetingRecord>(queries.upcoming(await schools.schoolOf(seekerId), request.filters.keywords), request);
        return { list: await queries.viewsOf(page.list, { seekerId }), total: page.total };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/meetings/reservations/mine',
      permission: 'authenticated',
      tag: 'meetings',
      summary: "The calling seeker's seats and waitlist places (MyReservationRow[]): meetings not over yet first, soonest first",
      handler: async ({ actor }) => {
        if (!isSeeker(actor!)) throw new AppError('A0301');
        return queries.mine(Number(actor!.userId));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/meetings/schools',
      permission: 'public',
      tag: 'meetings',
      summary: 'The registered (approved) schools by name, for the school pickers of the seeker registration and profile → SchoolOption[]',
      response: z.array(z.object({ id: z.number().int(), name: z.string() })),
      handler: async () => schools.options(),
    }),
    defineRoute({
      method: 'post',
      path: '/meetings',
      permission: 'authenticated',
      tag: 'meetings',
      summary:
        'Create a job fair (meetingForm: title, content — rich text, sanitised —, startTime, endTime after it and in the future, location or onlineUrl, capacity, studentScope): a school administrator for their own school (A0440 meetings.refusals.schoolNotApproved until approved), staff holding biz:meeting:add for the registered school `schoolId`. Unpublished',
      body: createBody,
      handler: async (route) => {
        const { schoolId, ...form } = route.body;
        return answer(route, await handlers.create(route.actor!, form, schoolId, route.locale, commandContextOf(route)), 'meetings.messages.added');
      },
    }),
    defineRoute({
      method: 'get',
      path: '/meetings/:id/apology-draft',
      permission: 'authenticated',
      tag: 'meetings',
      summary:
        "The apology e-mail revoking the meeting would send, prefilled in the meeting's language (plain text), its time in `timeZone` (the writer's IANA zone; default the server's) → {emailTitle, emailContent}: its school, staff holding biz:meeting:revoke",
      params: idParams,
      query: apologyDraftQuery,
      response: apologyDraft,
      handler: async ({ params, query, actor }) => {
        const record = await managed(params.id, actor!, meetingPermissions.revoke);
        const locale: Locale = isLocale(record.locale) ? record.locale : 'en';
        const vars = { title: record.title, startTime: meetingTimeVars(new Date(record.starts_at).toISOString(), new Date(record.ends_at).toISOString(), query.timeZone ?? zone).start, school: record.school_name ?? '' };
        return { emailTitle: translate(locale, 'meetings.apologyDraft.title', vars), emailContent: translate(locale, 'meetings.apologyDraft.content', vars) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/meetings/:id/history',
      permission: 'authenticated',
      tag: 'meetings',
      summary: "The meeting's events (created, edited, published, seats, waitlist, cancellations, revoked, ended) with actor, time and stateAfter: its school, staff holding biz:meeting:query",
      params: idParams,
      response: z.array(historyEntry),
      handler: async ({ params, actor }) => {
        const state = await loadState(context.store, meetingStream(params.id), meetingDecider);
        const isOwn = state.exists && isSchoolAdmin(actor!) && state.schoolId === Number(actor!.userId);
        if (!state.exists || !(isOwn || isAllowed(actor!, meetingPermissions.query))) throw new AppError('A0606');
        return historyOf(context.store, context.db, meetingStream(params.id), meetingDecider);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/meetings/:id/reservations/export',
      permission: 'authenticated',
      tag: 'meetings',
      summary: `The meeting's reservation list (status filter) as xlsx, at most ${EXPORT_MAX_ROWS} rows: its school, staff holding biz:meeting:export`,
      params: idParams,
      raw: true,
      handler: async ({ params, query, actor, locale, res }) => {
        await managed(params.id, actor!, meetingPermissions.export);
        const request = parsePageQuery(reservationListSpec, query as Record<string, unknown>);
        const records: ReservationRecord[] = await queries
          .reservations(params.id, request.filters.status)
          .orderBy([{ column: request.sort.column, order: request.sort.order }, { column: 'r.seeker_id', order: request.sort.order }])
          .limit(EXPORT_MAX_ROWS);
        const rows = records.map(queries.reservationRowOf);
        const header = [
          label(locale, 'meetings.exportFields.seeker'),
          label(locale, 'meetings.fields.school'),
          label(locale, 'meetings.fields.reservationStatus'),
          label(locale, 'meetings.exportFields.position'),
          label(locale, 'meetings.exportFields.reservedTime'),
        ];
        const cells = rows.map((row: ReservationRow) => [row.seekerName, row.school, label(locale, `meetings.reservationStatuses.${row.status}`), row.position, row.reservedTime]);
        sendDownload(res, `meeting-${params.id}-reservations.xlsx`, XLSX_CONTENT_TYPE, await buildWorkbook('reservations', header, cells));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/meetings/:id/reservations',
      permission: 'authenticated',
      tag: 'meetings',
      summary: `The meeting's reservation list (status: ${reservationStatuses.join(' | ')}; pageNum, pageSize; sortField reservedTime | position | seekerId) → {list: ReservationRow[], total}: its school, staff holding biz:meeting:query`,
      params: idParams,
      handler: async ({ params, query, actor }) => {
        await managed(params.id, actor!, meetingPermissions.query);
        const request = parsePageQuery(reservationListSpec, query as Record<string, unknown>);
        const page = await fetchPage<ReservationRecord>(queries.reservations(params.id, request.filters.status), request);
        return { list: page.list.map(queries.reservationRowOf), total: page.total };
      },
    }),
    defineRoute({
      method: 'put',
      path: '/meetings/:id/publish',
      permission: 'authenticated',
      tag: 'meetings',
      summary: 'Publish an unpublished meeting that has not ended (A0440 otherwise): its school, staff holding biz:meeting:publish',
      params: idParams,
      handler: async (route) => answer(route, await handlers.publish(route.params.id, route.actor!, commandContextOf(route)), 'meetings.messages.published'),
    }),
    defineRoute({
      method: 'put',
      path: '/meetings/:id/revoke',
      permission: 'authenticated',
      tag: 'meetings',
      summary:
        'Revoke a published meeting that has not ended {emailTitle, emailContent}: the apology (plain text) is required when anyone holds a seat or a waitlist place (A0402 on each missing field); each of them gets it by e-mail and a notice, seats also a calendar CANCEL. Its school, staff holding biz:meeting:revoke',
      params: idParams,
      body: revokeForm,
      handler: async (route) => answer(route, await handlers.revoke(route.params.id, route.actor!, route.body, commandContextOf(route)), 'meetings.messages.revoked'),
    }),
    defineRoute({
      method: 'put',
      path: '/meetings/:id/reserve',
      permission: 'authenticated',
      tag: 'meetings',
      summary:
        "A seeker reserves (no body; X-Time-Zone, the browser's zone, and Accept-Language are the ones their mails are written in) → {status: reserved | waitlisted, position}: a seat while any is left, else the waitlist's next place; again, the place they hold. A0440 meetings.refusals.closed (not published, or ended), notYourSchool / noSchoolDeclared (a meeting for its school's students)",
      params: idParams,
      response: placeAnswer,
      handler: async (route) => {
        const written = await handlers.reserve(route.params.id, route.actor!, callerLocaleOf(route), commandContextOf(route));
        route.res.locals.successMessage = { key: 'meetings.messages.reserved', vars: {} };
        return answerWrite(context.projectionWaiter, route.res, { position: written.position, projections: meetingReadModels() }, {
          read: async () => written.place,
          decided: () => written.place,
        });
      },
    }),
    defineRoute({
      method: 'put',
      path: '/meetings/:id/cancel-reservation',
      permission: 'authenticated',
      tag: 'meetings',
      summary:
        "A seeker gives up their seat (the first waiting seeker takes it and is told) or their waitlist place → the meeting (MeetingView); A0440 meetings.refusals.noReservation without one, closed once ended or revoked",
      params: idParams,
      handler: async (route) => answer(route, await handlers.cancelReservation(route.params.id, route.actor!, commandContextOf(route)), 'meetings.messages.reservationCancelled'),
    }),
    defineRoute({
      method: 'put',
      path: '/meetings/:id',
      permission: 'authenticated',
      tag: 'meetings',
      summary: 'Edit an unpublished meeting (meetingForm; A0440 once published): its school, staff holding biz:meeting:edit',
      params: idParams,
      body: meetingForm,
      handler: async (route) => answer(route, await handlers.edit(route.params.id, route.actor!, route.body, commandContextOf(route)), 'meetings.messages.modified'),
    }),
    defineRoute({
      method: 'get',
      path: '/meetings/:id',
      permission: 'authenticated',
      tag: 'meetings',
      summary: "A job fair (MeetingView; a seeker's own reservationStatus and waitlistPosition): staff holding biz:meeting:query, its school, a seeker who may join it or holds a place; A0606 otherwise",
      params: idParams,
      handler: async ({ params, actor }) => queries.viewOf(await visible(params.id, actor!), readerOf(actor!)),
    }),
    defineRoute({
      method: 'get',
      path: '/students/me/school',
      permission: 'authenticated',
      tag: 'meetings',
      summary: "The calling seeker's declared school → StudentSchoolView (schoolId and schoolName null when none)",
      handler: async ({ actor }) => {
        if (!isSeeker(actor!)) throw new AppError('A0301');
        return schools.viewOf(Number(actor!.userId));
      },
    }),
    defineRoute({
      method: 'put',
      path: '/students/me/school',
      permission: 'authenticated',
      tag: 'meetings',
      summary: 'The calling seeker declares their school {schoolId: a registered school, or null to clear} (A0402 meetings.validation.unknownSchool) → StudentSchoolView',
      body: studentSchoolForm,
      successMessage: 'messages.saved',
      handler: async ({ actor, body, req, res }) => {
        if (!isSeeker(actor!)) throw new AppError('A0301');
        const seekerId = Number(actor!.userId);
        const declared = await handlers.declareSchool(seekerId, body.schoolId, actor!, commandContextOf({ actor, req, res }));
        return studentSchoolAnswer(seekerId, declared.position);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/students/:seekerId/school',
      permission: { anyOf: [meetingPermissions.query, meetingPermissions.student] },
      tag: 'meetings',
      summary: "A seeker's declared school → StudentSchoolView (staff holding biz:meeting:query or biz:meeting:student)",
      params: seekerParams,
      handler: async ({ params }) => {
        if (!(await schools.isSeeker(params.seekerId))) throw new AppError('A0606');
        return schools.viewOf(params.seekerId);
      },
    }),
    defineRoute({
      method: 'put',
      path: '/students/:seekerId/school',
      permission: meetingPermissions.student,
      tag: 'meetings',
      summary: "Staff correct a seeker's school {schoolId | null} (biz:meeting:student; A0402 meetings.validation.unknownSchool) → StudentSchoolView",
      params: seekerParams,
      body: studentSchoolForm,
      successMessage: 'messages.saved',
      handler: async ({ actor, params, body, req, res }) => {
        const declared = await handlers.declareSchool(params.seekerId, body.schoolId, actor!, commandContextOf({ actor, req, res }));
        return studentSchoolAnswer(params.seekerId, declared.position);
      },
    }),
  ];
}

export { endStatusOf, meetingActorOf };
