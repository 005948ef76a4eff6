import type { MeetingEndStatus, MeetingPublishStatus, ReservationStatus } from '@jobmarket/contracts/meetings/meetingMachine';
import { StatusChip, type ChipColour } from '../membership/shared/StatusChip';

const publishColours: Record<MeetingPublishStatus, ChipColour> = { unpublished: 'warning', published: 'success', revoked: 'error' };
const endColours: Record<MeetingEndStatus, ChipColour> = { ongoing: 'info', ended: 'default' };
const reservationColours: Record<ReservationStatus, ChipColour> = { reserved: 'success', waitlisted: 'warning', unreserved: 'default' };

/** Where a meeting is in its publish flow (spec §4): a draft waits for publishing, so it is outlined. */
export const PublishStatusChip = ({ status }: { status: MeetingPublishStatus }) => (
  <StatusChip messages="meetings.publishStatuses" status={status} colours={publishColours} waiting={['unpublished']} />
);

/** Ongoing until the end time, then ended (whether or not the timer has run yet: the api says so from the time). */
export const EndStatusChip = ({ status }: { status: MeetingEndStatus }) => <StatusChip messages="meetings.endStatuses" status={status} colours={endColours} waiting={['ongoing']} />;

/** A job seeker's place: a seat, the waitlist (outlined: waiting for a seat), or none any more. */
export const ReservationStatusChip = ({ status }: { status: ReservationStatus }) => (
  <StatusChip messages="meetings.reservationStatuses" status={status} colours={reservationColours} waiting={['waitlisted']} />
);
