import type { Knex } from 'knex';
import { createTrigramIndex } from '../trigramIndex';
import { MEETING_RESERVATIONS_TABLE, MEETINGS_TABLE, STUDENT_SCHOOLS_TABLE } from './tables';

/**
 * The meetings context's read-model tables (meetings-seams.md), created when missing; rebuilt from events, never
 * migrated. Times are timestamptz instants. `stream_revision` (meetings and student schools) is the revision of the
 * row's stream last applied: a batch seen twice changes nothing. A meeting's reservations live on its stream, so the
 * meeting row's revision guards them too.
 */
export async function setupMeetingTables(db: Knex | Knex.Transaction): Promise<void> {
  if (!(await db.schema.hasTable(MEETINGS_TABLE))) {
    await db.schema.createTable(MEETINGS_TABLE, (table) => {
      table.integer('id').primary();
      table.integer('school_id').notNullable(); // the organising school admin's user id
      table.text('title').notNullable();
      table.text('content').notNullable(); // sanitised HTML
      table.timestamp('starts_at', { useTz: true }).notNullable();
      table.timestamp('ends_at', { useTz: true }).notNullable();
      table.text('location');
      table.text('online_url');
      table.integer('capacity').notNullable();
      table.text('student_scope').notNullable(); // ownSchool | all
      table.text('publish_status').notNullable(); // unpublished | published | revoked
      table.text('end_status').notNullable(); // ongoing | ended (MeetingEnded recorded; readers also compare ends_at)
      table.integer('reservation_count').notNullable().defaultTo(0);
      table.integer('waitlist_count').notNullable().defaultTo(0);
      table.text('locale').notNullable(); // the school's language: the apology draft's
      table.text('email_title'); // the apology sent on revoke
      table.text('email_content');
      table.text('created_by').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('updated_at', { useTz: true });
      table.timestamp('published_at', { useTz: true });
      table.timestamp('revoked_at', { useTz: true });
      table.bigint('stream_revision').notNullable();
    });
  }
  const index = (name: string, definition: string) => db.raw(`create index if not exists ${MEETINGS_TABLE}_${name} on ${MEETINGS_TABLE} ${definition}`);
  // a school's own list (school admins; staff's school filter), latest start first as the api's lists default to
  await index('school', '(school_id, starts_at desc, id desc)');
  // the staff list across schools by start time (and its time-range filter)
  await index('starts_at', '(starts_at desc, id desc)');
  // seekers' upcoming meetings: published and not over (`end_status = 'ongoing' and ends_at > now()`), a small share
  // read whole and sorted soonest first. The reader names end_status too: without it the planner, taking start and end
  // for unrelated, walks the start-time index through every past meeting
  await index('upcoming', '(publish_status, ends_at)');
  // keywords: `title ilike '%…%'`
  await createTrigramIndex(db, { name: `${MEETINGS_TABLE}_keywords`, table: MEETINGS_TABLE, columns: ['title'] });

  if (!(await db.schema.hasTable(MEETING_RESERVATIONS_TABLE))) {
    await db.schema.createTable(MEETING_RESERVATIONS_TABLE, (table) => {
      table.integer('meeting_id').notNullable();
      table.integer('seeker_id').notNullable();
      table.text('status').notNullable(); // reserved | waitlisted | unreserved
      table.integer('position'); // place in the waitlist, 1 first; null unless waitlisted
      table.text('reservation_id').notNullable(); // the calendar UID (stable per seeker and meeting)
      table.integer('sequence'); // the last SEQUENCE sent for it; null while the seeker never held a seat
      table.text('locale').notNullable(); // the seeker's language when they last reserved
      table.timestamp('reserved_at', { useTz: true }).notNullable(); // the latest reserve or waitlisting
      table.timestamp('updated_at', { useTz: true }).notNullable();
      table.primary(['meeting_id', 'seeker_id']);
    });
  }
  const reservationIndex = (name: string, definition: string) =>
    db.raw(`create index if not exists ${MEETING_RESERVATIONS_TABLE}_${name} on ${MEETING_RESERVATIONS_TABLE} ${definition}`);
  // a seeker's own places (my reservations; the upcoming list's reservation status)
  await reservationIndex('seeker_status', '(seeker_id, status)');
  // a meeting's reservation list by status, the waitlist in order
  await reservationIndex('meeting_status', '(meeting_id, status, position)');

  if (!(await db.schema.hasTable(STUDENT_SCHOOLS_TABLE))) {
    await db.schema.createTable(STUDENT_SCHOOLS_TABLE, (table) => {
      table.integer('seeker_id').primary();
      table.integer('school_id'); // null: cleared
      table.text('declared_by').notNullable(); // the actor: the seeker or staff
      table.timestamp('updated_at', { useTz: true }).notNullable();
      table.bigint('stream_revision').notNullable();
    });
  }
}
