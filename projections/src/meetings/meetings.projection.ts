import { meetingEventTypes, studentEventTypes, type MeetingEvent, type StudentEvent } from '@jobmarket/contracts';
import type { RecordedEvent } from '@jobmarket/eventstore';
import type { Knex } from 'knex';
import { defineProjection } from '../runner/projection';
import {
  evolveMeetingFold,
  MEETING_RESERVATION_ROW_COLUMNS,
  MEETING_ROW_COLUMNS,
  type MeetingFold,
  type MeetingReservationRowColumns,
  type MeetingRowColumns,
  type StudentSchoolRowColumns,
} from './meetingRow';
import { setupMeetingTables } from './meetingsSchema';
import { MEETING_RESERVATIONS_TABLE, MEETINGS_TABLE, STUDENT_SCHOOLS_TABLE } from './tables';

// rows per multi-row upsert: 23 columns each stays far below PostgreSQL's 65,535 bindings
const UPSERT_CHUNK = 1000;

const meetingEvents: ReadonlySet<string> = new Set(meetingEventTypes);

/**
 * The meetings context's read models (meetings-seams.md): job fairs with their seat and waitlist counts
 * (MEETINGS_TABLE), each seeker's place at each meeting (MEETING_RESERVATIONS_TABLE) and each seeker's declared
 * school (STUDENT_SCHOOLS_TABLE), for the school's and the staff's lists, seekers' upcoming meetings and reservations,
 * the reservation list and the reserve command's scope check.
 *
 * Set-based per batch, as delivery's: the batch's meetings are read once with their waitlists and the reservations of
 * the seekers the batch names, the events folded in memory in order and written back with one upsert per chunk. A
 * meeting (and a student) row remembers the last revision of its stream it applied, so a batch seen again changes nothing.
 */
export const meetingsProjection = defineProjection({
  name: 'meetings_v1',
  handles: [...meetingEventTypes, ...studentEventTypes],
  tables: [MEETINGS_TABLE, MEETING_RESERVATIONS_TABLE, STUDENT_SCHOOLS_TABLE],
  setup: setupMeetingTables,
  async apply(events, { tx }) {
    const meetingBatch = events.filter((event) => meetingEvents.has(event.type));
    const studentBatch = events.filter((event) => !meetingEvents.has(event.type));
    await applyMeetingEvents(tx, meetingBatch);
    await applyStudentEvents(tx, studentBatch);
  },
});

async function applyMeetingEvents(tx: Knex.Transaction, recorded: RecordedEvent[]): Promise<void> {
  if (recorded.length === 0) return;
  const events = recorded as unknown as (RecordedEvent & MeetingEvent)[];
  const meetingIds = [...new Set(events.map((event) => event.data.meetingId))];
  const seekerIds = [...new Set(events.flatMap((event) => ('seekerId' in event.data ? [event.data.seekerId] : [])))];
  const storedMeetings: MeetingRowColumns[] = await tx(MEETINGS_TABLE).whereIn('id', meetingIds).select(MEETING_ROW_COLUMNS);
  // the waitlists whole (a seeker leaving it renumbers those behind) and the places of the seekers named
  const storedReservations: MeetingReservationRowColumns[] =
    seekerIds.length === 0
      ? []
      : await tx(MEETING_RESERVATIONS_TABLE)
          .whereIn('meeting_id', meetingIds)
          .andWhere((query) => query.where('status', 'waitlisted').orWhereIn('seeker_id', seekerIds))
          .select(MEETING_RESERVATION_ROW_COLUMNS);
  const folds = new Map<number, MeetingFold>(
    meetingIds.map((id) => [id, { meeting: undefined, reservations: new Map(), meetingChanged: false, changedSeekers: new Set() }]),
  );
  for (const row of storedMeetings) folds.get(row.id)!.meeting = { ...row, stream_revision: Number(row.stream_revision) };
  for (const row of storedReservations) folds.get(row.meeting_id)!.reservations.set(row.seeker_id, row);

  for (const event of events) {
    const fold = folds.get(event.data.meetingId)!;
    const revision = Number(event.revision);
    // a revision already applied (a batch seen again) changes nothing
    if (fold.meeting && revision <= fold.meeting.stream_revision) continue;
    evolveMeetingFold(fold, event, event.createdAt, revision);
  }

  const meetings = [...folds.values()].flatMap((fold) => (fold.meetingChanged && fold.meeting ? [fold.meeting] : []));
  const reservations = [...folds.values()].flatMap((fold) => [...fold.changedSeekers].map((seekerId) => fold.reservations.get(seekerId)!));
  for (let start = 0; start < meetings.length; start += UPSERT_CHUNK) {
    await tx(MEETINGS_TABLE).insert(meetings.slice(start, start + UPSERT_CHUNK)).onConflict('id').merge();
  }
  for (let start = 0; start < reservations.length; start += UPSERT_CHUNK) {
    await tx(MEETING_RESERVATIONS_TABLE).insert(reservations.slice(start, start + UPSERT_CHUNK)).onConflict(['meeting_id', 'seeker_id']).merge();
  }
}

/** The latest declaration per seeker wins; a revision already applied changes nothing. */
async function applyStudentEvents(tx: Knex.Transaction, recorded: RecordedEvent[]): Promise<void> {
  if (recorded.length === 0) return;
  const events = recorded as unknown as (RecordedEvent & StudentEvent)[];
  const seekerIds = [...new Set(events.map((event) => event.data.seekerId))];
  const stored: StudentSchoolRowColumns[] = await tx(STUDENT_SCHOOLS_TABLE).whereIn('seeker_id', seekerIds).select();
  const rows = new Map(stored.map((row) => [row.seeker_id, { ...row, stream_revision: Number(row.stream_revision) }]));
  const changed = new Set<number>();
  for (const event of events) {
    const revision = Number(event.revision);
    const before = rows.get(event.data.seekerId);
    if (before && revision <= before.stream_revision) continue;
    rows.set(event.data.seekerId, { seeker_id: event.data.seekerId, school_id: event.data.schoolId, declared_by: event.data.actorId, updated_at: event.createdAt, stream_revision: revision });
    changed.add(event.data.seekerId);
  }
  const written = [...changed].map((seekerId) => rows.get(seekerId)!);
  for (let start = 0; start < written.length; start += UPSERT_CHUNK) {
    await tx(STUDENT_SCHOOLS_TABLE).insert(written.slice(start, start + UPSERT_CHUNK)).onConflict('seeker_id').merge();
  }
}
