import type { Locale } from '../i18n/locales';
import type { CounselorStatus, SessionMode } from './consultOrderMachine';
import type { AvailabilityForm, CounselorForm } from './forms';

/** A counselor's profile as the events carry it: the form with the avatar resolved to a stored file. */
export type CounselorProfile = Omit<CounselorForm, 'avatarUrl'> & { avatar: { fileId: string; name: string } | null; currency: string };

/**
 * Events of a counselor (stream `counselor-<userId>`): the profile staff keep, the weekly availability and the days
 * off. A status change to inactive stops new bookings; booked sessions stay theirs.
 */
export type CounselorEvent =
  | { type: 'CounselorProfileSaved'; data: CounselorProfile & { counselorId: number; actorId: string } }
  | { type: 'CounselorStatusChanged'; data: { counselorId: number; status: CounselorStatus; actorId: string } }
  | { type: 'AvailabilitySet'; data: AvailabilityForm & { counselorId: number } }
  | { type: 'DayOffAdded'; data: { counselorId: number; day: string; reason: string | null } }
  | { type: 'DayOffRemoved'; data: { counselorId: number; day: string } };

export const counselorEventTypes = ['CounselorProfileSaved', 'CounselorStatusChanged', 'AvailabilitySet', 'DayOffAdded', 'DayOffRemoved'] as const satisfies readonly CounselorEvent['type'][];
export const counselorStream = (counselorId: number): string => `counselor-${counselorId}`;

/** A session's time: ISO 8601 instants, `endsAt` = start + the counselor's session length when booked. */
export interface ConsultSlot {
  startsAt: string;
  endsAt: string;
}

/**
 * Events of a consult order (stream `consult-order-<orderId>`). The slot is taken by a claim on
 * `counselor-slot:<counselorId>@<startsAt>` in the booking's append (two bookings of one slot: exactly one wins), given
 * back in the append that cancels, expires or reschedules away from it. Money is whole units of `currency`; the
 * payment itself is the payment port's (the VIP QR flow), named here by its order number and transaction.
 */
export type ConsultOrderEvent =
  | {
      type: 'ConsultBooked';
      data: ConsultSlot & {
        orderId: number;
        orderNo: string;
        seekerId: number;
        counselorId: number;
        mode: SessionMode;
        topic: string | null;
        price: number;
        currency: string;
        /** Unpaid by then, the order expires (absent for a free session, confirmed at once). */
        payBefore: string | null;
        /** The seeker's language: notices and the invitation speak it. */
        locale: Locale;
        /** The zone the seeker's browser named when booking: their mails write times in it (absent: the api's TIME_ZONE). */
        timeZone?: string;
        /** The calendar invitation's UID (`consult-order-<id>@jobmarket`). */
        uid: string;
        noticeIds?: number[];
      };
    }
  | { type: 'ConsultPaid'; data: { orderId: number; providerTxId: string; amount: number; paidAt: string; noticeIds?: number[] } }
  | { type: 'ConsultConfirmed'; data: { orderId: number; sequence: number; noticeIds?: number[] } }
  | { type: 'ConsultExpired'; data: { orderId: number; noticeIds?: number[] } }
  | { type: 'ConsultRescheduled'; data: ConsultSlot & { orderId: number; from: ConsultSlot; actorId: string; sequence: number; noticeIds?: number[] } }
  | {
      type: 'ConsultCancelled';
      data: { orderId: number; by: 'seeker' | 'counselor' | 'staff'; actorId: string; reason: string | null; refund: boolean; sequence: number; noticeIds?: number[] };
    }
  | { type: 'ConsultRefunded'; data: { orderId: number; amount: number; providerRef: string } }
  | { type: 'ConsultCompleted'; data: { orderId: number; actorId: string; noticeIds?: number[] } }
  | { type: 'ConsultNoShow'; data: { orderId: number; actorId: string } }
  | { type: 'ConsultNotesWritten'; data: { orderId: number; notes: string; actorId: string } }
  | { type: 'ConsultRated'; data: { orderId: number; rating: number; comment: string | null } };

export const consultOrderEventTypes = [
  'ConsultBooked',
  'ConsultPaid',
  'ConsultConfirmed',
  'ConsultExpired',
  'ConsultRescheduled',
  'ConsultCancelled',
  'ConsultRefunded',
  'ConsultCompleted',
  'ConsultNoShow',
  'ConsultNotesWritten',
  'ConsultRated',
] as const satisfies readonly ConsultOrderEvent['type'][];

export const consultOrderStream = (orderId: number): string => `consult-order-${orderId}`;
/** The claim a booking holds on its slot (see uniqueness claims in the api). */
export const consultSlotKey = (counselorId: number, startsAt: string): string => `${counselorId}@${new Date(startsAt).toISOString()}`;
export const consultInvitationUid = (orderId: number): string => `consult-order-${orderId}@jobmarket`;
