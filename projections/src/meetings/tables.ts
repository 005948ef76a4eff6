/**
 * The meetings context's read-model tables (meetings-seams.md; projection `meetings_v1`, rebuilt from events). The api
 * reads them by these names only; the write side decides from the meeting's stream, never from here.
 * - MEETINGS_TABLE: one row per job fair, the columns of `MeetingView` in snake_case (the school's name is joined from
 *   the registrations at query time), with its seat and waitlist counts. `end_status` is 'ended' once MeetingEnded was
 *   recorded; readers also count a meeting as ended when `ends_at <= now()` (the timer may be late, or not yet replayed).
 *   Seekers' upcoming list: `publish_status = 'published' and end_status = 'ongoing' and ends_at > now()` (name both
 *   end conditions: the upcoming index serves them, see meetingsSchema.ts), soonest first by `starts_at, id`.
 * - MEETING_RESERVATIONS_TABLE: one row per seeker who ever held a place at a meeting: 'reserved' (a seat),
 *   'waitlisted' (`position` 1.. in the waitlist, renumbered as it moves) or 'unreserved' (cancelled). `reservation_id`
 *   is the calendar UID, `sequence` the last SEQUENCE sent for it.
 * - STUDENT_SCHOOLS_TABLE: each seeker's latest declared school (StudentSchoolDeclared; null: none declared or cleared).
 */
export const MEETINGS_TABLE = 'meetings_v1';
export const MEETING_RESERVATIONS_TABLE = 'meeting_reservations_v1';
export const STUDENT_SCHOOLS_TABLE = 'student_schools_v1';
