import {
  meetingEndStatuses,
  meetingPublishStatuses,
  reservationStatuses,
  type MeetingEndStatus,
  type MeetingView,
  type MyReservationRow,
  type ReservationRow,
  type ReservationStatus,
} from '@jobmarket/contracts';
import {
  APPLICATIONS_TABLE,
  MEETING_RESERVATIONS_TABLE,
  MEETINGS_TABLE,
  STUDENT_SCHOOLS_TABLE,
  USERS_TABLE,
  type MeetingReservationRowColumns,
  type MeetingRowColumns,
} from '@jobmarket/projections';
import type { Knex } from 'knex';
import { z } from 'zod';
import { containsPattern, type ListSpec } from '../../http/listQuery';
import { formatDateTime, localDayRange } from '../../http/time';

export { MEETINGS_TABLE, MEETING_RESERVATIONS_TABLE };

/** A row of `meetings_v1` with its school's name joined from the registrations. */
export type MeetingRecord = MeetingRowColumns & { school_name: string | null };

/** A day (`YYYY-MM-DD`, the whole day in the server's zone) or an instant (ISO 8601 with its offset). */
const dayOrInstant = z.union([z.iso.date(), z.iso.datetime({ offset: true })], 'validation.invalidFormat');

/**
 * `/meetings/page` and its export (staff across schools; a school administrator's own): school, publish status, end
 * status, the meetings running within `from`–`to` (days, both included, or instants), keywords in the title; getMany's
 * ids. Staff's default order is by start time (latest first); a school's own list is newest first.
 */
export const meetingListSpec = {
  resource: 'meetings',
  sortable: {
    id: 'm.id',
    title: 'm.title',
    startTime: 'm.starts_at',
    endTime: 'm.ends_at',
    capacity: 'm.capacity',
    reservationCount: 'm.reservation_count',
    publishStatus: 'm.publish_status',
    createTime: 'm.created_at',
  },
  defaultSort: { field: 'startTime', order: 'desc' },
  tieBreaker: 'm.id',
  filters: {
    schoolId: z.coerce.number().int().min(1).optional(),
    publishStatus: z.enum(meetingPublishStatuses).optional(),
    endStatus: z.enum(meetingEndStatuses).optional(),
    from: dayOrInstant.optional(),
    to: dayOrInstant.optional(),
    keywords: z.string().trim().max(100).optional(),
    id: z.array(z.coerce.number().int().min(1)).max(500).optional(),
  },
} satisfies ListSpec;

export type MeetingFilters = z.infer<z.ZodObject<typeof meetingListSpec.filters>>;

/** `/meetings/upcoming` (seekers): keywords only; soonest first. */
export const upcomingListSpec = {
  resource: 'meetings',
  sortable: { startTime: 'm.starts_at' },
  defaultSort: { field: 'startTime', order: 'asc' },
  tieBreaker: 'm.id',
  filters: { keywords: z.string().trim().max(100).optional() },
} satisfies ListSpec;

/** `/meetings/{id}/reservations` and its export: by status; in the order the places were taken. */
export const reservationListSpec = {
  resource: 'meeting-reservations',
  sortable: { reservedTime: 'r.reserved_at', position: 'r.position', seekerId: 'r.seeker_id' },
  defaultSort: { field: 'reservedTime', order: 'asc' },
  tieBreaker: 'r.seeker_id',
  filters: { status: z.enum(reservationStatuses).optional() },
} satisfies ListSpec;

/** A reservation row with the seeker's name and declared school joined. */
export type ReservationRecord = MeetingReservationRowColumns & { seeker_name: string | null; school_name: string | null };

/** Who reads a meeting list: the seeker whose own place each view shows (null for staff and schools). */
export interface MeetingReader {
  seekerId: number | null;
}

/**
 * Ended once MeetingEnded was recorded OR its end time has passed: right even when the timer is late, or the events
 * are being replayed (meetings-seams.md).
 */
export const endStatusOf = (row: Pick<MeetingRowColumns, 'end_status' | 'ends_at'>, now = new Date()): MeetingEndStatus =>
  row.end_status === 'ended' || new Date(row.ends_at).getTime() <= now.getTime() ? 'ended' : 'ongoing';

export function meetingQueries(db: Knex, timeZone: string) {
  const time = (value: Date | string) => formatDateTime(new Date(value), timeZone);
  const instant = (value: Date | string) => new Date(value).toISOString();

  /** The meetings with their school's name; neither filtered nor ordered. */
  const meetings = () =>
    db({ m: MEETINGS_TABLE })
      .leftJoin({ school: APPLICATIONS_TABLE }, 'school.id', 'm.school_id')
      .select('m.*', 'school.school_name');

  function boundOf(value: string, side: 'from' | 'to'): Date {
    if (value.length > 10) return new Date(value);
    const [start, end] = localDayRange(value, value, timeZone);
    return side === 'from' ? start : end;
  }

  /** Places of one seeker at these meetings, by meeting id. */
  async function placesOf(meetingIds: number[], seekerId: number): Promise<Map<number, MeetingReservationRowColumns>> {
    if (meetingIds.length === 0) return new Map();
    const rows: MeetingReservationRowColumns[] = await db(MEETING_RESERVATIONS_TABLE).where({ seeker_id: seekerId }).whereIn('meeting_id', meetingIds);
    return new Map(rows.map((row) => [Number(row.meeting_id), row]));
  }

  function viewOf(record: MeetingRecord, place: MeetingReservationRowColumns | undefined, reader: MeetingReader, now: Date): MeetingView {
    const isSeeker = reader.seekerId !== null;
    const status: ReservationStatus | null = isSeeker ? (place?.status ?? 'unreserved') : null;
    return {
      id: Number(record.id),
      schoolId: Number(record.school_id),
      schoolName: record.school_name ?? '',
      title: record.title,
      content: record.content,
      startTime: time(record.starts_at),
      endTime: time(record.ends_at),
      startsAt: instant(record.starts_at),
      endsAt: instant(record.ends_at),
      location: record.location,
      onlineUrl: record.online_url,
      capacity: record.capacity,
      studentScope: record.student_scope,
      publishStatus: record.publish_status,
      endStatus: endStatusOf(record, now),
      reservationCount: record.reservation_count,
      waitlistCount: record.waitlist_count,
      reservationStatus: status,
      waitlistPosition: status === 'waitlisted' ? (place?.position ?? null) : null,
      locale: record.locale,
      emailTitle: record.email_title,
      emailContent: record.email_content,
      createTime: time(record.created_at),
    };
  }

  async function viewsOf(records: MeetingRecord[], reader: MeetingReader): Promise<MeetingView[]> {
    const now = new Date();
    const places = reader.seekerId === null ? new Map<number, MeetingReservationRowColumns>() : await placesOf(records.map((record) => Number(record.id)), reader.seekerId);
    return records.map((record) => viewOf(record, places.get(Number(record.id)), reader, now));
  }

  /** Keeps the meetings a seeker may join: published, not over, for every student or for their school's. */
  function joinableBy(query: Knex.QueryBuilder, schoolId: number | null): Knex.QueryBuilder {
    return query.where('m.publish_status', 'published').where('m.end_status', 'ongoing').where('m.ends_at', '>', db.fn.now()).where((scope) => {
      scope.where('m.student_scope', 'all');
      if (schoolId !== null) scope.orWhere((own) => own.where('m.student_scope', 'ownSchool').where('m.school_id', schoolId));
    });
  }

  return {
    viewsOf,

    byId: async (id: number): Promise<MeetingRecord | undefined> => meetings().where('m.id', id).first(),

    async viewOf(record: MeetingRecord, reader: MeetingReader): Promise<MeetingView> {
      return (await viewsOf([record], reader))[0]!;
    },

    /** The seeker's place at one meeting (any status), as the read model holds it. */
    placeOf: async (meetingId: number, seekerId: number): Promise<MeetingReservationRowColumns | undefined> =>
      db(MEETING_RESERVATIONS_TABLE).where({ meeting_id: meetingId, seeker_id: seekerId }).first(),

    /** The filtered meetings (staff and school lists), neither ordered nor paged. */
    list(filters: Partial<MeetingFilters>): Knex.QueryBuilder {
      const query = meetings();
      if (filters.schoolId !== undefined) query.where('m.school_id', filters.schoolId);
      if (filters.publishStatus) query.where('m.publish_status', filters.publishStatus);
      if (filters.endStatus === 'ended') query.where((ended) => ended.where('m.end_status', 'ended').orWhere('m.ends_at', '<=', db.fn.now()));
      if (filters.endStatus === 'ongoing') query.where('m.end_status', 'ongoing').where('m.ends_at', '>', db.fn.now());
      // the meetings running at any time within [from, to]: not ended before `from`, not starting after `to`
      if (filters.from) query.where('m.ends_at', '>', boundOf(filters.from, 'from'));
      if (filters.to) query.where('m.starts_at', '<', boundOf(filters.to, 'to'));
      if (filters.keywords) query.whereILike('m.title', containsPattern(filters.keywords));
      if (filters.id) query.whereIn('m.id', filters.id);
      return query;
    },

    /** The meetings a seeker may join now (keywords in the title), not ordered nor paged. */
    upcoming(schoolId: number | null, keywords: string | undefined): Knex.QueryBuilder {
      const query = joinableBy(meetings(), schoolId);
      if (keywords) query.whereILike('m.title', containsPattern(keywords));
      return query;
    },

    /** Whether a seeker with this school may join the meeting (scope only; its status aside). */
    isInScope: (record: Pick<MeetingRowColumns, 'student_scope' | 'school_id'>, schoolId: number | null): boolean =>
      record.student_scope === 'all' || (schoolId !== null && Number(record.school_id) === schoolId),

    /** A seeker's seats and waitlist places: meetings not yet over first (soonest first), then the past ones (latest first). */
    async mine(seekerId: number): Promise<MyReservationRow[]> {
      const rows: (MeetingRecord & { r_status: 'reserved' | 'waitlisted'; r_position: number | null; r_reserved_at: Date })[] = await meetings()
        .join({ r: MEETING_RESERVATIONS_TABLE }, 'r.meeting_id', 'm.id')
        .where('r.seeker_id', seekerId)
        .whereIn('r.status', ['reserved', 'waitlisted'])
        .select({ r_status: 'r.status', r_position: 'r.position', r_reserved_at: 'r.reserved_at' })
        .orderByRaw('(m.ends_at > now()) desc, case when m.ends_at > now() then m.starts_at end asc, m.starts_at desc, m.id');
      const now = new Date();
      return rows.map((row) => {
        const place = { status: row.r_status, position: row.r_position } as MeetingReservationRowColumns;
        return { meeting: viewOf(row, place, { seekerId }, now), status: row.r_status, position: row.r_status === 'waitlisted' ? row.r_position : null, reservedTime: time(row.r_reserved_at), reservedAt: instant(row.r_reserved_at) };
      });
    },

    /** A meeting's reservations with each seeker's name and declared school, neither ordered nor paged. */
    reservations(meetingId: number, status: ReservationStatus | undefined): Knex.QueryBuilder {
      const query = db({ r: MEETING_RESERVATIONS_TABLE })
        .leftJoin({ u: USERS_TABLE }, 'u.id', 'r.seeker_id')
        .leftJoin({ st: STUDENT_SCHOOLS_TABLE }, 'st.seeker_id', 'r.seeker_id')
        .leftJoin({ school: APPLICATIONS_TABLE }, 'school.id', 'st.school_id')
        .where('r.meeting_id', meetingId)
        .select('r.*', { seeker_name: 'u.nickname', school_name: 'school.school_name' });
      if (status) query.where('r.status', status);
      return query;
    },

    reservationRowOf: (record: ReservationRecord): ReservationRow => ({
      seekerId: Number(record.seeker_id),
      seekerName: record.seeker_name ?? '',
      school: record.school_name,
      status: record.status,
      position: record.status === 'waitlisted' ? record.position : null,
      reservedTime: time(record.reserved_at),
      reservedAt: instant(record.reserved_at),
    }),
  };
}

export type MeetingQueries = ReturnType<typeof meetingQueries>;
