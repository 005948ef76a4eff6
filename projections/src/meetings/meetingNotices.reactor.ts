import type { MeetingEvent } from '@jobmarket/contracts';
import type { RecordedEvent } from '@jobmarket/eventstore';
import { jobIdFor } from '../reactors/queues';
import { defineReactor, type ReactorJob } from '../reactors/reactor';

/** The correlation id scripts/seed.ts gives every demo command. */
const SEED_CORRELATION_ID = 'seed';

type Told = Extract<MeetingEvent, { type: 'SeatReserved' | 'ReservationCancelled' | 'MeetingRevoked' }>;

const noticeJob = (meetingId: number, noticeId: number, eventId: string): ReactorJob => ({
  queue: 'notices',
  name: 'meetingNotice',
  id: jobIdFor(`meeting-notice-${noticeId}`, eventId),
  data: { meetingId, noticeId, eventId },
});

/**
 * Tells seekers what happened to their place at a job fair: a seat's confirmation e-mail with its .ics REQUEST (and a
 * live notice when it came from the waitlist), a cancelled seat's .ics CANCEL, and a revoke's apology — one fan-out
 * job that hands one mail job per seeker to the mail queue — with each seeker's notice. Workers read the meeting's
 * stream for whom and what, so no personal data waits in Redis. The demo seed's reservations (correlation id `seed`)
 * send nothing; its revoke does, so the demo's apology is there to read in the development outbox.
 */
export const meetingNoticesReactor = defineReactor({
  name: 'meeting_notices_v1',
  handles: ['SeatReserved', 'ReservationCancelled', 'MeetingRevoked'],
  jobsFor(recorded: RecordedEvent): ReactorJob[] {
    const event = recorded as unknown as Told;
    const { meetingId } = event.data;
    const eventId = recorded.id;
    if (event.type === 'MeetingRevoked') {
      const noticeIds = event.data.noticeIds ?? [];
      // no one held a place (or it was appended by hand, not by the command that reserves the notices): no one to tell
      if (noticeIds.length === 0) return [];
      return [
        { queue: 'meetings', name: 'revokeApologies', id: jobIdFor('meeting-apologies', eventId), data: { meetingId, eventId } },
        ...noticeIds.map((noticeId) => noticeJob(meetingId, noticeId, eventId)),
      ];
    }
    if (recorded.metadata.correlationId === SEED_CORRELATION_ID) return [];
    // a waitlisted seeker's cancellation had no calendar entry to remove
    if (event.type === 'ReservationCancelled' && event.data.reservationId === null) return [];
    const mail: ReactorJob = { queue: 'meetings', name: 'reservationMail', id: jobIdFor('meeting-reservation-mail', eventId), data: { meetingId, eventId } };
    const promoted = event.type === 'SeatReserved' && event.data.promotedFromWaitlist ? event.data.noticeId : undefined;
    return promoted === undefined ? [mail] : [mail, noticeJob(meetingId, promoted, eventId)];
  },
});
