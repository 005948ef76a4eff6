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
  /** The caller's place in the waitlist (1 first), when waitlisted. */
  waitlistPosition: number | null;
  /** The language the school wrote it in (the apology e-mail is prefilled in it). */
  locale: string;
  /** The apology e-mail sent on revoke, when one was. */
  emailTitle: string | null;
  emailContent: string | null;
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
  /** The same moment as an ISO instant, for screens that write it on the reader's clock. */
  reservedAt: string;
}

/** A registered (approved) school, as pickers offer it (`GET /meetings/schools`). */
export interface SchoolOption {
  id: number;
  name: string;
}

/** A seeker's declared school (`GET /students/me/school`, `GET /students/{seekerId}/school`). */
export interface StudentSchoolView {
  seekerId: number;
  schoolId: number | null;
  schoolName: string | null;
}

/** A seeker's own reservation (`GET /meetings/reservations/mine`): the meeting and their place. */
export interface MyReservationRow {
  meeting: MeetingView;
  status: Exclude<ReservationStatus, 'unreserved'>;
  position: number | null;
  reservedTime: string;
  /** The same moment as an ISO instant, for screens that write it on the reader's clock. */
  reservedAt: string;
}
