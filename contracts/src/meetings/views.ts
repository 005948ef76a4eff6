import type { MeetingEndStatus, MeetingPublishStatus, ReservationStatus, StudentScope } from './meetingMachine';

// Times on the wire are `YYYY-MM-DD HH:mm:ss` in the server's zone, plus the ISO instants screens format per reader.

/** A meeting as lists and its page show it (spec §3 Meeting reservation). */
export interface MeetingView {
  id: number;
  schoolId: number;
  schoolName: string;
  title: string;
  content: string;
  startTime: string;
  endTime: string;
  startsAt: string;
  endsAt: string;
  location: string | null;
  onlineUrl: string | null;
  capacity: number;
  studentScope: StudentScope;
  publishStatus: MeetingPublishStatus;
  endStatus: MeetingEndStatus;
  reservationCount: number;
  waitlistCount: number;
  /** The caller's own place (seekers), else null. */
  reservationStatus: ReservationStatus | null;
  createTime: string;
}

/** A row of a meeting's reservation list (`GET /meetings/{id}/reservations`). */
export interface ReservationRow {
  seekerId: number;
  seekerName: string;
  school: string | null;
  status: ReservationStatus;
  /** Place in the waitlist (1 first), when waitlisted. */
  position: number | null;
  reservedTime: string;
}
