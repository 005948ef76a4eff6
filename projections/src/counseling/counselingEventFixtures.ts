import { consultInvitationUid, consultOrderStream, counselorStream, type ConsultOrderEvent, type CounselorEvent, type CounselorProfile } from '@jobmarket/contracts';
import { specEvent, type SpecEvent, type SpecEventOptions } from '../testing/projectionSpec';

/** Counseling-context events for projection specs, reactor tests and the property test: plausible defaults, overridden where a test cares. */

type Booked = Extract<ConsultOrderEvent, { type: 'ConsultBooked' }>['data'];

const ofCounselor = (counselorId: number, event: CounselorEvent, options?: SpecEventOptions) => specEvent(counselorStream(counselorId), event, options);
const ofOrder = (orderId: number, event: ConsultOrderEvent, options?: SpecEventOptions) => specEvent(consultOrderStream(orderId), event, options);

/** A career counselor speaking Lao and English, 60-minute paid sessions online or in Vientiane. */
export function counselorProfileOf(changes: Partial<CounselorProfile> = {}): CounselorProfile {
  return {
    userId: 30,
    name: 'Somphone Vongsa',
    avatar: { fileId: 'f-30', name: 'somphone.png' },
    title: 'Career coach',
    specialties: ['careerChange', 'interview'],
    languages: ['lo', 'en'],
    biographies: { lo: 'ທີ່ປຶກສາອາຊີບ', en: 'Ten years helping graduates find work.' },
    price: 150_000,
    currency: 'LAK',
    sessionMinutes: 60,
    modes: ['online', 'inPerson'],
    place: 'Vientiane Center, 3rd floor',
    status: 'active',
    ...changes,
  };
}

export const counselorProfileSaved = (counselorId: number, changes: Partial<CounselorProfile> = {}, options?: SpecEventOptions): SpecEvent =>
  ofCounselor(counselorId, { type: 'CounselorProfileSaved', data: { ...counselorProfileOf({ userId: counselorId, ...changes }), counselorId, actorId: '1' } }, options);

export const counselorStatusChanged = (counselorId: number, status: 'active' | 'inactive', options?: SpecEventOptions): SpecEvent =>
  ofCounselor(counselorId, { type: 'CounselorStatusChanged', data: { counselorId, status, actorId: '1' } }, options);

export const availabilitySet = (counselorId: number, timeZone = 'Asia/Vientiane', weekly = [{ weekday: 1, from: '09:00', to: '12:00' }], options?: SpecEventOptions): SpecEvent =>
  ofCounselor(counselorId, { type: 'AvailabilitySet', data: { counselorId, timeZone, weekly } }, options);

export const dayOffAdded = (counselorId: number, day: string, reason: string | null = 'Holiday', options?: SpecEventOptions): SpecEvent =>
  ofCounselor(counselorId, { type: 'DayOffAdded', data: { counselorId, day, reason } }, options);

export const dayOffRemoved = (counselorId: number, day: string, options?: SpecEventOptions): SpecEvent =>
  ofCounselor(counselorId, { type: 'DayOffRemoved', data: { counselorId, day } }, options);

/** A paid session of counselor 30 for seeker 21 on Monday 2 March 2026 09:00 Vientiane, to be paid within 30 minutes. */
export function bookedData(orderId: number, changes: Partial<Booked> = {}): Booked {
  return {
    orderId,
    orderNo: `CO20260223${String(orderId).padStart(6, '0')}`,
    seekerId: 21,
    counselorId: 30,
    startsAt: '2026-03-02T02:00:00.000Z',
    endsAt: '2026-03-02T03:00:00.000Z',
    mode: 'online',
    topic: 'Changing careers',
    price: 150_000,
    currency: 'LAK',
    payBefore: '2026-02-23T02:30:00.000Z',
    locale: 'lo',
    uid: consultInvitationUid(orderId),
    ...changes,
  };
}

export const consultBooked = (orderId: number, changes: Partial<Booked> = {}, options?: SpecEventOptions): SpecEvent =>
  ofOrder(orderId, { type: 'ConsultBooked', data: bookedData(orderId, changes) }, options);

/** A free session: booked and confirmed in one append. */
export const freeConsultBooked = (orderId: number, changes: Partial<Booked> = {}): SpecEvent[] => [
  consultBooked(orderId, { price: 0, payBefore: null, ...changes }),
  consultConfirmed(orderId, 0),
];

export const consultPaid = (orderId: number, amount = 150_000, providerTxId = `tx-${orderId}`, options?: SpecEventOptions): SpecEvent =>
  ofOrder(orderId, { type: 'ConsultPaid', data: { orderId, providerTxId, amount, paidAt: '2026-02-23T02:10:00.000Z' } }, options);

export const consultConfirmed = (orderId: number, sequence = 0, options?: SpecEventOptions): SpecEvent =>
  ofOrder(orderId, { type: 'ConsultConfirmed', data: { orderId, sequence } }, options);

export const consultExpired = (orderId: number, options?: SpecEventOptions): SpecEvent => ofOrder(orderId, { type: 'ConsultExpired', data: { orderId } }, options);

export const consultRescheduled = (orderId: number, startsAt: string, sequence: number, from = { startsAt: '2026-03-02T02:00:00.000Z', endsAt: '2026-03-02T03:00:00.000Z' }, options?: SpecEventOptions): SpecEvent =>
  ofOrder(
    orderId,
    { type: 'ConsultRescheduled', data: { orderId, startsAt, endsAt: new Date(new Date(startsAt).getTime() + 3_600_000).toISOString(), from, actorId: '21', sequence } },
    options,
  );

export const consultCancelled = (
  orderId: number,
  changes: Partial<Extract<ConsultOrderEvent, { type: 'ConsultCancelled' }>['data']> = {},
  options?: SpecEventOptions,
): SpecEvent => ofOrder(orderId, { type: 'ConsultCancelled', data: { orderId, by: 'seeker', actorId: '21', reason: null, refund: false, sequence: 1, ...changes } }, options);

export const consultRefunded = (orderId: number, amount = 150_000, providerRef = `refund-${orderId}`, options?: SpecEventOptions): SpecEvent =>
  ofOrder(orderId, { type: 'ConsultRefunded', data: { orderId, amount, providerRef } }, options);

export const consultCompleted = (orderId: number, options?: SpecEventOptions): SpecEvent => ofOrder(orderId, { type: 'ConsultCompleted', data: { orderId, actorId: '30' } }, options);

export const consultNoShow = (orderId: number, options?: SpecEventOptions): SpecEvent => ofOrder(orderId, { type: 'ConsultNoShow', data: { orderId, actorId: '30' } }, options);

export const consultNotesWritten = (orderId: number, notes = 'Wants to move into data work.', options?: SpecEventOptions): SpecEvent =>
  ofOrder(orderId, { type: 'ConsultNotesWritten', data: { orderId, notes, actorId: '30' } }, options);

export const consultRated = (orderId: number, rating = 5, comment: string | null = 'Very helpful', options?: SpecEventOptions): SpecEvent =>
  ofOrder(orderId, { type: 'ConsultRated', data: { orderId, rating, comment } }, options);
