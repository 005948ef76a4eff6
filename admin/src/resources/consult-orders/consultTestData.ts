import type { ConsultOrderView, CounselorDetailView, CounselorView } from '@jobmarket/contracts/counseling/views';
import { ok, type FakeRoute } from '../../test/fakeApi';
import type { HistoryEntry } from '../platform/history/historyChanges';

/** The api's zone in these tests (client config): instants are shown in it. */
export const clientConfig = { variant: 'foreign', apiBase: '/api/v1', realtime: { mqtt: '/mqtt', ws: '/ws' }, chineseEdition: false, timeZone: 'Asia/Bangkok' };

/** A confirmed, paid session on 1 Dec 2030 at 10:00 Bangkok time (03:00Z), as staff read it (notes included). */
export function consultOrderView(overrides: Partial<ConsultOrderView> = {}): ConsultOrderView {
  return {
    id: 41,
    orderNo: 'CO20301120000041',
    seekerId: 21,
    seekerName: 'Somchai Jaidee',
    counselorId: 5,
    counselorName: 'Dr. Malee Srisuk',
    startsAt: '2030-12-01T03:00:00.000Z',
    endsAt: '2030-12-01T04:00:00.000Z',
    mode: 'online',
    topic: 'Moving from sales to software testing',
    price: 1500,
    currency: 'THB',
    status: 'confirmed',
    paymentStatus: 'paid',
    payBefore: null,
    rating: null,
    comment: null,
    notes: 'Bring the CV next time.',
    createTime: '2030-11-20 09:15:00',
    ...overrides,
  };
}

export function counselorView(overrides: Partial<CounselorView> = {}): CounselorView {
  return {
    id: 5,
    name: 'Dr. Malee Srisuk',
    avatarUrl: null,
    title: 'Career coach',
    specialties: ['careerChange', 'interview'],
    languages: ['th', 'en'],
    biography: 'Ten years of coaching.',
    price: 1500,
    currency: 'THB',
    sessionMinutes: 60,
    modes: ['online', 'inPerson'],
    place: 'Room 3, Silom office',
    status: 'active',
    rating: 4.5,
    ratingCount: 2,
    ...overrides,
  };
}

export function counselorDetail(overrides: Partial<CounselorDetailView> = {}): CounselorDetailView {
  return {
    ...counselorView(),
    biographies: { th: 'โค้ชอาชีพสิบปี', en: 'Ten years of coaching.' },
    timeZone: 'Asia/Bangkok',
    weekly: [
      { weekday: 1, from: '09:00', to: '12:00' },
      { weekday: 1, from: '13:00', to: '17:00' },
      { weekday: 3, from: '09:00', to: '12:00' },
    ],
    daysOff: [{ day: '2030-12-24', reason: 'Training' }],
    createTime: '2030-01-05 10:00:00',
    updateTime: null,
    ...overrides,
  };
}

/** `GET /dict/list` with the counseling specialties (labels as the api gives them in the admin's language). */
export const dictionaryRoute: Record<string, FakeRoute> = {
  'GET /api/v1/dict/list': () =>
    ok([
      {
        name: 'Counseling specialty',
        dictCode: 'counseling_specialty',
        dictDataList: [
          { value: 'careerChange', label: 'Career change' },
          { value: 'interview', label: 'Interview practice' },
          { value: 'resume', label: 'Resume review' },
        ],
      },
    ]),
};

export const configRoute: Record<string, FakeRoute> = { 'GET /api/v1/platform/client-config': () => ok(clientConfig) };

const staff = { id: '1', username: 'admin', nickname: 'Admin' };
const seeker = { id: '21', username: 'somchai', nickname: 'Somchai Jaidee' };

const entry = (revision: number, type: string, data: unknown, actor: HistoryEntry['actor']): HistoryEntry => ({ revision, type, data, actor, time: `2030-11-2${revision}T03:00:00Z`, stateAfter: {} });

/** Booked and paid by the seeker, moved by staff, then cancelled by staff with a refund. */
export const consultHistory: HistoryEntry[] = [
  entry(0, 'ConsultBooked', { orderId: 41, startsAt: '2030-11-30T03:00:00.000Z', endsAt: '2030-11-30T04:00:00.000Z', mode: 'online', price: 1500, currency: 'THB', topic: null }, seeker),
  entry(1, 'ConsultPaid', { orderId: 41, providerTxId: 'SIM-778', amount: 1500, paidAt: '2030-11-21T03:00:00Z' }, seeker),
  entry(2, 'ConsultRescheduled', { orderId: 41, startsAt: '2030-12-01T03:00:00.000Z', endsAt: '2030-12-01T04:00:00.000Z', from: { startsAt: '2030-11-30T03:00:00.000Z', endsAt: '2030-11-30T04:00:00.000Z' }, actorId: '1', sequence: 1 }, staff),
  entry(3, 'ConsultCancelled', { orderId: 41, by: 'staff', actorId: '1', reason: 'Counselor is ill', refund: true, sequence: 2 }, staff),
];

/** Created, edited (title and price), availability set, a day off. */
export const counselorHistory: HistoryEntry[] = [
  entry(0, 'CounselorProfileSaved', { counselorId: 5, actorId: '1', name: 'Dr. Malee Srisuk', avatar: null, title: 'Coach', specialties: ['careerChange'], languages: ['th'], biographies: { th: 'โค้ช' }, price: 1000, currency: 'THB', sessionMinutes: 60, modes: ['online'], place: null, status: 'active' }, staff),
  entry(1, 'CounselorProfileSaved', { counselorId: 5, actorId: '1', name: 'Dr. Malee Srisuk', avatar: null, title: 'Career coach', specialties: ['careerChange'], languages: ['th'], biographies: { th: 'โค้ช' }, price: 1500, currency: 'THB', sessionMinutes: 60, modes: ['online'], place: null, status: 'active' }, staff),
  entry(2, 'AvailabilitySet', { counselorId: 5, timeZone: 'Asia/Bangkok', weekly: [{ weekday: 1, from: '09:00', to: '12:00' }, { weekday: 3, from: '09:00', to: '12:00' }] }, staff),
  entry(3, 'DayOffAdded', { counselorId: 5, day: '2030-12-24', reason: 'Training' }, staff),
];

export const pageOf = <Row>(list: Row[]) => ({ list, total: list.length });
