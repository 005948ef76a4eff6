import type { Locale } from '../i18n/locales';
import type { ConsultPaymentStatus, ConsultStatus, CounselorStatus, SessionMode } from './consultOrderMachine';
import type { ConsultSlot } from './events';
import type { AvailabilityForm } from './forms';

// Times on the wire are `YYYY-MM-DD HH:mm:ss` in the server's zone, plus the ISO instants screens format per reader.

/** A counselor as the portal's directory and the admin list show them. */
export interface CounselorView {
  id: number;
  name: string;
  avatarUrl: string | null;
  title: string;
  specialties: string[];
  languages: Locale[];
  /** The biography in the reader's language when written, else the first written. */
  biography: string;
  price: number;
  currency: string;
  sessionMinutes: number;
  modes: SessionMode[];
  place: string | null;
  status: CounselorStatus;
  /** Average of the seekers' ratings (1–5, one decimal), null before the first. */
  rating: number | null;
  ratingCount: number;
}

/**
 * One counselor's page (`GET /counselors/{id}`, `/counselors/me`): the view with every biography, the weekly
 * availability in the counselor’s IANA zone and, for staff and the counselor only, the days off.
 */
export interface CounselorDetailView extends CounselorView {
  biographies: Partial<Record<Locale, string>>;
  /** The zone of `weekly` and of the days off (UTC until the availability is first set). */
  timeZone: string;
  weekly: AvailabilityForm['weekly'];
  /** Staff and the counselor themselves only: a reason may be private. Soonest first. */
  daysOff?: { day: string; reason: string | null }[];
  createTime: string;
  updateTime: string | null;
}

/** A free slot (`GET /counselors/{id}/slots?from&to`), in the counselor's availability minus days off and bookings. */
export type SlotView = ConsultSlot;

/** A consult order as lists and its page show it. `notes` is present only for the counselor and staff. */
export interface ConsultOrderView extends ConsultSlot {
  id: number;
  orderNo: string;
  seekerId: number;
  seekerName: string;
  counselorId: number;
  counselorName: string;
  mode: SessionMode;
  topic: string | null;
  price: number;
  currency: string;
  status: ConsultStatus;
  paymentStatus: ConsultPaymentStatus;
  /** Unpaid by then, the booking expires: an ISO instant (a countdown's, like startsAt), null for a free session. */
  payBefore: string | null;
  rating: number | null;
  comment: string | null;
  notes?: string | null;
  /**
   * The seeker's own views only (`/consult-orders/mine`): the last instant (ISO) the seeker may cancel or reschedule,
   * the start less `counseling.noticeHours`; afterwards only the counselor or staff may change the session.
   */
  changeableUntil?: string;
  createTime: string;
}
