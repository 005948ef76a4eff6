import {
  availabilityForm,
  counselorForm,
  counselorPermissions,
  counselorStatuses,
  dayOffForm,
  roleCodes,
  type CounselorDetailView,
  type Locale,
  type SlotView,
} from '@jobmarket/contracts';
import { z } from 'zod';
import { loadState } from '../../../eventSourcing/commandHandler';
import { historyEntry, historyOf } from '../../../eventSourcing/history';
import { isAllowed, type Actor } from '../../../http/actor';
import { AppError } from '../../../http/appError';
import { fetchPage, parsePageQuery } from '../../../http/listQuery';
import { idParams } from '../../../http/params';
import { defineRoute, type RouteContext, type RouteDefinition } from '../../../http/route';
import { formatDateTime } from '../../../http/time';
import { answerWrite, type Written } from '../../../http/writeAnswer';
import { fileStore } from '../../files/fileStore';
import { commandContextOf, type ModuleContext } from '../../moduleContext';
import { counselorDecider, counselorStream, type CounselorState } from './counselorDecider';
import { counselorCreationReadModels, counselorHandlers, counselorReadModels, isCounselorSelf, type CounselorHandlers } from './handlers';
import { biographyFor, counselorAvatarUrl, counselorListSpec } from './queries';
import { isKnownTimeZone } from '../../../http/time';
import { MAX_SLOT_DAYS } from './slots';

type AnyRoute = RouteContext<unknown, unknown, unknown>;

const DAY = 24 * 3_600_000;
const day = z.iso.date('validation.invalidDate');
const slotQuery = z
  .object({
    from: day,
    to: day,
    /** The reader's zone: the days are theirs (the counselor's when omitted). */
    timeZone: z.string().trim().max(60).refine(isKnownTimeZone, 'counseling.validation.unknownTimeZone').optional(),
  })
  .superRefine((range, context) => {
    const days = (Date.parse(range.to) - Date.parse(range.from)) / DAY + 1;
    if (days < 1) context.addIssue({ code: 'custom', path: ['to'], message: 'counseling.validation.rangeOrder' });
    else if (days > MAX_SLOT_DAYS) context.addIssue({ code: 'custom', path: ['to'], message: 'counseling.validation.rangeTooLong' });
  });
const statusBody = z.object({ status: z.enum(counselorStatuses) });
/** `PUT /counselors/{id}`: the form; a record sent back whole (react-admin's edit) names the counselor by its `id`. */
const editBody = z.preprocess(
  (value) => (typeof value === 'object' && value !== null && !('userId' in value) && 'id' in value ? { ...value, userId: (value as { id: unknown }).id } : value),
  counselorForm,
);
const dayOffParams = z.object({ id: z.coerce.number().int().min(1), day });
const slotView = z.object({ startsAt: z.string(), endsAt: z.string() });
const candidatesQuery = z.object({ keywords: z.string().trim().max(100).optional() });
const CANDIDATES_MAX = 20;

const isCounselorRole = (actor: Actor | undefined) => actor?.roles.includes(roleCodes.counselor) ?? false;
/** Staff who read every counselor, whatever their status. */
const isStaffReader = (actor: Actor | undefined) => actor !== undefined && isAllowed(actor, counselorPermissions.query);

/** The counselor as the write side decided it, for a write whose read model has not caught up in time (answered pending). */
export function decidedCounselorView(state: CounselorState, locale: Locale, timeZone: string, now = new Date()): CounselorDetailView | null {
  if (!state.exists) return null;
  const { profile } = state;
  return {
    id: state.counselorId,
    name: profile.name,
    avatarUrl: profile.avatar ? counselorAvatarUrl(state.counselorId) : null,
    title: profile.title,
    specialties: profile.specialties,
    languages: profile.languages,
    biography: biographyFor(profile, locale),
    price: profile.price,
    currency: profile.currency,
    sessionMinutes: profile.sessionMinutes,
    modes: profile.modes,
    place: profile.place,
    status: state.status,
    rating: null,
    ratingCount: 0,
    biographies: profile.biographies,
    timeZone: state.availability?.timeZone ?? 'UTC',
    weekly: state.availability?.weekly ?? [],
    daysOff: Object.entries(state.daysOff)
      .map(([dayOff, reason]) => ({ day: dayOff, reason }))
      .sort((a, b) => a.day.localeCompare(b.day)),
    createTime: formatDateTime(now, timeZone),
    updateTime: null,
  };
}

/**
 * `/counselors…` (issue 17): the public directory of active counselors (biography in the reader's language) and
 * their free slots; staff (biz:counselor:*) make user accounts counselors and keep their profiles, status and
 * availability; a counselor (role COUNSELOR) reads their own page and keeps their own availability and days off.
 * Writes answer as the caller's next read shows them (read-your-writes on `counselors_v1`). Fixed paths before `/:id`;
 * an inactive counselor is A0606 to anyone but staff and themselves.
 */
export function counselorRoutes(context: ModuleContext, handlers: CounselorHandlers = counselorHandlers(context)): RouteDefinition[] {
  const { queries } = handlers;
  const zone = context.config.TIME_ZONE;
  const files = fileStore(context.db);

  /** Staff and the counselor themselves see days off and an inactive counselor. */
  const mayManage = (actor: Actor | undefined, counselorId: number) => isStaffReader(actor) || (actor !== undefined && isCounselorSelf(actor, counselorId));

  async function visible(counselorId: number, actor: Actor | undefined) {
    const row = await queries.byId(counselorId);
    if (!row || (row.status !== 'active' && !mayManage(actor, counselorId))) throw new AppError('A0606');
    return row;
  }

  async function answer(route: AnyRoute, written: Written<CounselorState>, successMessage: string, readModels = counselorReadModels()): Promise<CounselorDetailView | null> {
    route.res.locals.successMessage = { key: successMessage, vars: {} };
    return answerWrite(context.projectionWaiter, route.res, { position: written.position, projections: readModels }, {
      read: async () => {
        const row = await queries.byId(written.id);
        if (!row) throw new AppError('A0606');
        return queries.detailOf(row, route.locale, true);
      },
      decided: () => decidedCounselorView(written.state, route.locale, zone),
    });
  }

  return [
    defineRoute({
      method: 'get',
      path: '/counselors/page',
      permission: 'public',
      tag: 'counseling',
      summary:
        "Page of counselors (specialty — a counseling_specialty value —, language spoken, keywords in the name or title, id[]; sortField name, price, rating, createTime, id; pageNum, pageSize) → {list: CounselorView[], total}, biography in the caller's language: the public directory lists active counselors only; staff holding biz:counselor:query every counselor, filtered by status",
      handler: async ({ query, actor, locale }) => {
        const request = parsePageQuery(counselorListSpec, query as Record<string, unknown>);
        const isStaff = isStaffReader(actor);
        if (!isStaff && request.filters.status !== undefined && request.filters.status !== 'active') throw new AppError('A0301');
        const page = await fetchPage<Parameters<typeof queries.viewOf>[0]>(queries.list(request.filters, !isStaff), request);
        return { list: page.list.map((row) => queries.viewOf(row, locale)), total: page.total };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/counselors/me',
      permission: 'authenticated',
      tag: 'counseling',
      summary: "The calling counselor's own page (CounselorDetailView with days off): role COUNSELOR; A0606 before their profile exists",
      handler: async ({ actor, locale }) => {
        if (!isCounselorRole(actor)) throw new AppError('A0301');
        const row = await queries.byId(Number(actor!.userId));
        if (!row) throw new AppError('A0606');
        return queries.detailOf(row, locale, true);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/counselors/candidates',
      permission: counselorPermissions.add,
      tag: 'counseling',
      summary: 'User accounts that may be made counselors (live, not counselors yet), by keywords in the username or nickname, at most 20 by username → [{id, username, nickname}] (biz:counselor:add)',
      query: candidatesQuery,
      response: z.array(z.object({ id: z.number().int(), username: z.string(), nickname: z.string() })),
      handler: async ({ query }) => queries.candidates(query.keywords, CANDIDATES_MAX),
    }),
    defineRoute({
      method: 'post',
      path: '/counselors',
      permission: counselorPermissions.add,
      tag: 'counseling',
      summary:
        "Make an existing user account a counselor (counselorForm: userId, name, avatarUrl — an upload of the caller's, POST /files —, title, specialties from counseling_specialty, languages, a biography per language, price (0 = free), sessionMinutes, modes, place when in person, status): grants the COUNSELOR role and starts the profile in one append (A0440 counseling.refusals.alreadyCounselor; A0402 on userId for no live account) → CounselorDetailView",
      body: counselorForm,
      handler: async (route) => answer(route, await handlers.save(route.actor!, route.body, commandContextOf(route), 'create'), 'counseling.messages.added', counselorCreationReadModels()),
    }),
    defineRoute({
      method: 'get',
      path: '/counselors/:id/slots',
      permission: 'public',
      tag: 'counseling',
      summary: `A counselor's free slots (SlotView[]: ISO startsAt/endsAt, earliest first) from the days from…to (YYYY-MM-DD, both included, at most ${MAX_SLOT_DAYS}) of timeZone (the reader's IANA zone; the counselor's when omitted): the weekly openings minus days off, booked sessions, and anything starting within the hour`,
      params: idParams,
      query: slotQuery,
      response: z.array(slotView),
      handler: async ({ params, query, actor }): Promise<SlotView[]> => {
        await visible(params.id, actor);
        return queries.freeSlots(params.id, query.from, query.to, query.timeZone ? { zone: query.timeZone } : {});
      },
    }),
    defineRoute({
      method: 'get',
      path: '/counselors/:id/avatar',
      permission: 'public',
      tag: 'counseling',
      summary: "A counselor's photo (JPG/PNG) as their page shows it; A0606 when they have none",
      params: idParams,
      raw: true,
      handler: async ({ params, res }) => {
        const row = await queries.byId(params.id);
        const file = row?.avatar ? await files.byId(row.avatar.fileId) : undefined;
        if (!file) throw new AppError('A0606');
        res.status(200);
        res.setHeader('Content-Type', file.contentType);
        res.setHeader('X-Content-Type-Options', 'nosniff');
        // a new photo gets a new file: caches keep this one briefly
        res.setHeader('Cache-Control', 'public, max-age=300');
        res.setHeader('Content-Length', String(file.bytes.length));
        res.end(file.bytes);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/counselors/:id/history',
      permission: counselorPermissions.query,
      tag: 'counseling',
      summary: "The counselor's events (profile saved, status changed, availability set, days off) with actor, time and stateAfter (biz:counselor:query)",
      params: idParams,
      response: z.array(historyEntry),
      handler: async ({ params }) => {
        const state = await loadState(context.store, counselorStream(params.id), counselorDecider);
        if (!state.exists) throw new AppError('A0606');
        return historyOf(context.store, context.db, counselorStream(params.id), counselorDecider);
      },
    }),
    defineRoute({
      method: 'put',
      path: '/counselors/:id/status',
      permission: { anyOf: [counselorPermissions.edit, counselorPermissions.delete] },
      tag: 'counseling',
      summary: 'Activate (biz:counselor:edit) or deactivate (biz:counselor:delete) a counselor {status: active | inactive}; their booked sessions stay → CounselorDetailView',
      params: idParams,
      body: statusBody,
      handler: async (route) => answer(route, await handlers.setStatus(route.actor!, route.params.id, route.body.status, commandContextOf(route)), 'counseling.messages.statusChanged'),
    }),
    defineRoute({
      method: 'put',
      path: '/counselors/:id/availability',
      permission: 'authenticated',
      tag: 'counseling',
      summary:
        "A counselor's weekly availability (availabilityForm: timeZone — an IANA zone —, weekly [{weekday 0 Sunday…6, from HH:mm, to HH:mm}], not overlapping on a day): staff holding biz:counselor:edit, or the counselor themselves → CounselorDetailView",
      params: idParams,
      body: availabilityForm,
      handler: async (route) => answer(route, await handlers.setAvailability(route.actor!, route.params.id, route.body, commandContextOf(route)), 'counseling.messages.availabilitySaved'),
    }),
    defineRoute({
      method: 'post',
      path: '/counselors/:id/days-off',
      permission: 'authenticated',
      tag: 'counseling',
      summary: "Add a day off (dayOffForm: day YYYY-MM-DD of the counselor's zone, not in the past; reason): staff holding biz:counselor:edit, or the counselor themselves. Sessions booked that day stay until cancelled → CounselorDetailView",
      params: idParams,
      body: dayOffForm,
      handler: async (route) => answer(route, await handlers.addDayOff(route.actor!, route.params.id, route.body, commandContextOf(route)), 'counseling.messages.dayOffAdded'),
    }),
    defineRoute({
      method: 'delete',
      path: '/counselors/:id/days-off/:day',
      permission: 'authenticated',
      tag: 'counseling',
      summary: 'Remove a day off (YYYY-MM-DD): staff holding biz:counselor:edit, or the counselor themselves → CounselorDetailView',
      params: dayOffParams,
      handler: async (route) => answer(route, await handlers.removeDayOff(route.actor!, route.params.id, route.params.day, commandContextOf(route)), 'counseling.messages.dayOffRemoved'),
    }),
    defineRoute({
      method: 'put',
      path: '/counselors/:id',
      permission: counselorPermissions.edit,
      tag: 'counseling',
      summary: "Edit a counselor's profile (counselorForm; userId is the path's; avatarUrl may stay the counselor's own photo url) (biz:counselor:edit) → CounselorDetailView",
      params: idParams,
      body: editBody,
      handler: async (route) => {
        const form = { ...route.body, userId: route.params.id };
        return answer(route, await handlers.save(route.actor!, form, commandContextOf(route), 'edit'), 'counseling.messages.modified');
      },
    }),
    defineRoute({
      method: 'get',
      path: '/counselors/:id',
      permission: 'public',
      tag: 'counseling',
      summary: "A counselor's page (CounselorDetailView: biography in the caller's language and every biography, availability; days off for staff and the counselor themselves); an inactive counselor is A0606 but to them",
      params: idParams,
      handler: async ({ params, actor, locale }) => queries.detailOf(await visible(params.id, actor), locale, mayManage(actor, params.id)),
    }),
  ];
}
