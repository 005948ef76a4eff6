import { counselorStatuses, locales, slotHoldingStatuses, type CounselorDetailView, type CounselorView, type Locale } from '@jobmarket/contracts';
import { CONSULT_ORDERS_TABLE, COUNSELORS_TABLE, DICT_DATA_TABLE, USERS_TABLE, type CounselorRowColumns } from '@jobmarket/projections';
import type { Knex } from 'knex';
import { z } from 'zod';
import { containsPattern, type ListSpec } from '../../../http/listQuery';
import { formatDateTime } from '../../../http/time';
import { freeSlotsOf, isFreeSlotOf, windowOfDays, type CounselorSchedule, type HeldSlot, type SlotWindow } from './slots';

export { COUNSELORS_TABLE, CONSULT_ORDERS_TABLE };

export const SPECIALTY_DICTIONARY = 'counseling_specialty';

/**
 * `/counselors/page`: specialty and language spoken, keywords in the name or title; the status only for staff (the
 * public directory lists active counselors alone). Alphabetical unless asked otherwise.
 */
export const counselorListSpec = {
  resource: 'counselors',
  sortable: { id: 'c.id', name: 'c.name', price: 'c.price', rating: 'c.rating_average', createTime: 'c.created_at' },
  defaultSort: { field: 'name', order: 'asc' },
  tieBreaker: 'c.id',
  filters: {
    specialty: z.string().trim().max(40).optional(),
    language: z.enum(locales).optional(),
    keywords: z.string().trim().max(100).optional(),
    status: z.enum(counselorStatuses).optional(),
    id: z.array(z.coerce.number().int().min(1)).max(500).optional(),
  },
} satisfies ListSpec;

export type CounselorFilters = z.infer<z.ZodObject<typeof counselorListSpec.filters>>;

/** The public url of a counselor's photo (the photo alone, while they are listed; `GET /counselors/{id}/avatar`). */
export const counselorAvatarUrl = (counselorId: number): string => `/api/v1/counselors/${counselorId}/avatar`;

/** The biography in the reader's language when written, else in the first language the counselor speaks, else any. */
export function biographyFor(row: Pick<CounselorRowColumns, 'biographies' | 'languages'>, locale: Locale): string {
  const biographies = row.biographies ?? {};
  return biographies[locale] || row.languages.map((language) => biographies[language]).find(Boolean) || Object.values(biographies).find(Boolean) || '';
}

/** What the slots of a counselor are cut from, as the read model holds it (null before any availability). */
export function scheduleOfRow(row: Pick<CounselorRowColumns, 'time_zone' | 'weekly' | 'days_off' | 'session_minutes'>): CounselorSchedule | null {
  if (!row.weekly || row.weekly.length === 0) return null;
  return { timeZone: row.time_zone, weekly: row.weekly, daysOff: Object.keys(row.days_off ?? {}), sessionMinutes: row.session_minutes };
}

export function counselorQueries(db: Knex, timeZone: string) {
  const time = (value: Date | string | null) => (value === null ? null : formatDateTime(new Date(value), timeZone));

  /** The counselors with their average rating as a column (`c.rating_average`, null before the first), to sort by. */
  const counselors = () =>
    db
      .from(db(COUNSELORS_TABLE).select('*', db.raw('case when rating_count > 0 then rating_sum::numeric / rating_count end as rating_average')).as('c'))
      .select('c.*');

  function viewOf(row: CounselorRowColumns, locale: Locale): CounselorView {
    const id = Number(row.id);
    return {
      id,
      name: row.name,
      avatarUrl: row.avatar ? counselorAvatarUrl(id) : null,
      title: row.title,
      specialties: row.specialties,
      languages: row.languages,
      biography: biographyFor(row, locale),
      price: Number(row.price),
      currency: row.currency,
      sessionMinutes: Number(row.session_minutes),
      modes: row.modes,
      place: row.place,
      status: row.status,
      rating: row.rating_count > 0 ? Math.round((10 * Number(row.rating_sum)) / Number(row.rating_count)) / 10 : null,
      ratingCount: Number(row.rating_count),
    };
  }

  /** The sessions holding a counselor's time that overlap the window. */
  async function heldIn(counselorId: number, window: SlotWindow, ignoringOrderId?: number): Promise<HeldSlot[]> {
    const query = db(CONSULT_ORDERS_TABLE)
      .where('counselor_id', counselorId)
      .whereIn('status', [...slotHoldingStatuses])
      .where('starts_at', '<', window.to)
      .where('ends_at', '>', window.from)
      .select<{ starts_at: Date; ends_at: Date }[]>('starts_at', 'ends_at');
    if (ignoringOrderId !== undefined) query.whereNot('id', ignoringOrderId);
    return (await query).map((row) => ({ startsAt: row.starts_at, endsAt: row.ends_at }));
  }

  return {
    viewOf,

    byId: async (id: number): Promise<CounselorRowColumns | undefined> => counselors().where('c.id', id).first(),

    /** The counselor page: every biography, the availability; the days off for staff and the counselor only. */
    detailOf(row: CounselorRowColumns, locale: Locale, withDaysOff: boolean): CounselorDetailView {
      const daysOff = Object.entries(row.days_off ?? {})
        .map(([day, reason]) => ({ day, reason }))
        .sort((a, b) => a.day.localeCompare(b.day));
      return {
        ...viewOf(row, locale),
        biographies: row.biographies ?? {},
        timeZone: row.time_zone,
        weekly: row.weekly ?? [],
        ...(withDaysOff ? { daysOff } : {}),
        createTime: time(row.created_at)!,
        updateTime: time(row.updated_at),
      };
    },

    /** The filtered counselors, neither ordered nor paged; `activeOnly` for everyone but staff who query. */
    list(filters: Partial<CounselorFilters>, activeOnly: boolean): Knex.QueryBuilder {
      const query = counselors();
      if (activeOnly) query.where('c.status', 'active');
      else if (filters.status) query.where('c.status', filters.status);
      if (filters.specialty) query.whereRaw('? = any(c.specialties)', [filters.specialty]);
      if (filters.language) query.whereRaw('? = any(c.languages)', [filters.language]);
      if (filters.keywords) {
        const pattern = containsPattern(filters.keywords);
        query.where((where) => where.whereILike('c.name', pattern).orWhereILike('c.title', pattern));
      }
      if (filters.id) query.whereIn('c.id', filters.id);
      return query;
    },

    /**
     * Live user accounts that are not counselors yet, by username or nickname (at most `limit`, by username): the
     * accounts staff may make counselors. Names only, nothing else of the account.
     */
    async candidates(keywords: string | undefined, limit: number): Promise<{ id: number; username: string; nickname: string }[]> {
      const query = db({ u: USERS_TABLE })
        .leftJoin({ c: COUNSELORS_TABLE }, 'c.id', 'u.id')
        .whereNull('u.deleted_at')
        .whereNull('c.id')
        .orderBy('u.username')
        .limit(limit)
        .select<{ id: number; username: string; nickname: string }[]>('u.id', 'u.username', 'u.nickname');
      if (keywords) {
        const pattern = containsPattern(keywords);
        query.where((where) => where.whereILike('u.username', pattern).orWhereILike('u.nickname', pattern));
      }
      return (await query).map((row) => ({ id: Number(row.id), username: row.username, nickname: row.nickname }));
    },

    /** Which of these values are items of the specialty dictionary (enabled ones). */
    async knownSpecialties(values: readonly string[]): Promise<Set<string>> {
      if (values.length === 0) return new Set();
      const rows: string[] = await db(DICT_DATA_TABLE).where({ dict_code: SPECIALTY_DICTIONARY, status: 1 }).whereIn('value', [...values]).pluck('value');
      return new Set(rows);
    },

    /**
     * The free slots of a counselor over the days `from`…`to` (both included) of `zone` (the counselor's when
     * omitted); none for an unknown counselor or one without availability.
     */
    async freeSlots(counselorId: number, from: string, to: string, options: { zone?: string; now?: Date } = {}) {
      const row = await counselors().where('c.id', counselorId).first<CounselorRowColumns | undefined>();
      const schedule = row ? scheduleOfRow(row) : null;
      if (!schedule) return [];
      const window = windowOfDays(from, to, options.zone ?? schedule.timeZone);
      return freeSlotsOf(schedule, window, await heldIn(counselorId, window), options.now ?? new Date());
    },

    /**
     * Whether `startsAt` is the start of one of the counselor's free slots now, as the read models stand (the booking's
     * check before it claims the slot; the claim decides a race). `ignoringOrderId`: an order moving away from its own
     * slot does not hold the time against itself.
     */
    async isFreeSlot(counselorId: number, startsAt: string, options: { now?: Date; ignoringOrderId?: number } = {}): Promise<boolean> {
      const row = await counselors().where('c.id', counselorId).first<CounselorRowColumns | undefined>();
      const schedule = row ? scheduleOfRow(row) : null;
      const start = new Date(startsAt);
      if (!schedule || Number.isNaN(start.getTime())) return false;
      const window = { from: start, to: new Date(start.getTime() + schedule.sessionMinutes * 60_000) };
      return isFreeSlotOf(schedule, start, await heldIn(counselorId, window, options.ignoringOrderId), options.now ?? new Date());
    },
  };
}

export type CounselorQueries = ReturnType<typeof counselorQueries>;

/** For the booking (A2): whether `startsAt` starts a free slot of the counselor (see counselorQueries' isFreeSlot). */
export const isFreeSlot = (db: Knex, counselorId: number, startsAt: string, options: { now?: Date; ignoringOrderId?: number } = {}): Promise<boolean> =>
  counselorQueries(db, 'UTC').isFreeSlot(counselorId, startsAt, options);
