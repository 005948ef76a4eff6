import type { MeetingView, ReservationRow } from '@jobmarket/contracts/meetings/views';
import { ok, type FakeRoute } from '../../test/fakeApi';
import type { HistoryEntry } from '../platform/history/historyChanges';

/** A job fair as the api answers staff (contracts' MeetingView), for the admin's meeting tests. */
export function meetingView(overrides: Partial<MeetingView> = {}): MeetingView {
  return {
    id: 7,
    schoolId: 31,
    schoolName: 'Chiang Mai Technical College',
    title: 'Spring job fair 2027',
    content: '<p>Meet <strong>twenty employers</strong> on campus.</p><script>alert(1)</script>',
    startTime: '2027-03-10 09:00:00',
    endTime: '2027-03-10 16:00:00',
    startsAt: '2027-03-10T02:00:00.000Z',
    endsAt: '2027-03-10T09:00:00.000Z',
    location: 'Main hall',
    onlineUrl: null,
    capacity: 120,
    studentScope: 'ownSchool',
    publishStatus: 'published',
    endStatus: 'ongoing',
    reservationCount: 2,
    waitlistCount: 1,
    reservationStatus: null,
    waitlistPosition: null,
    locale: 'th',
    emailTitle: null,
    emailContent: null,
    createTime: '2027-02-01 10:00:00',
    ...overrides,
  };
}

export const reservationRows: ReservationRow[] = [
  { seekerId: 21, seekerName: 'Somchai Jaidee', school: 'Chiang Mai Technical College', status: 'reserved', position: null, reservedTime: '2027-02-02 08:00:00', reservedAt: '2027-02-02T08:00:00Z' },
  { seekerId: 22, seekerName: 'Malee Srisuk', school: 'Chiang Mai Technical College', status: 'reserved', position: null, reservedTime: '2027-02-02 09:00:00', reservedAt: '2027-02-02T09:00:00Z' },
  { seekerId: 23, seekerName: 'Vilay Phommachanh', school: null, status: 'waitlisted', position: 1, reservedTime: '2027-02-03 10:00:00', reservedAt: '2027-02-03T10:00:00Z' },
];

export const schools = [
  { id: 31, name: 'Chiang Mai Technical College' },
  { id: 32, name: 'Vientiane Polytechnic' },
];

const staff = { id: '1', username: 'admin', nickname: 'Admin' };
const school = { id: '31', username: 'school', nickname: 'Chiang Mai Technical College' };

const state = (overrides: Record<string, unknown> = {}) => ({
  exists: true,
  meetingId: 7,
  schoolId: 31,
  fields: { title: 'Spring job fair', content: '<p>Meet employers</p>', startTime: '2027-03-10T02:00:00.000Z', endTime: '2027-03-10T09:00:00.000Z', location: 'Main hall', onlineUrl: null, capacity: 100, studentScope: 'ownSchool' },
  publishStatus: 'unpublished',
  endStatus: 'ongoing',
  locale: 'th',
  seats: [],
  waitlist: [],
  lastSequence: {},
  ...overrides,
});

const entry = (revision: number, type: string, data: unknown, actor: HistoryEntry['actor'], stateAfter: unknown): HistoryEntry => ({
  revision,
  type,
  data,
  actor,
  time: `2027-02-0${revision + 1}T03:00:00Z`,
  stateAfter,
});

/** Created by the school, renamed and given more seats by staff, published, then a seat reserved. */
export const meetingHistory: HistoryEntry[] = [
  entry(0, 'MeetingCreated', { meetingId: 7, title: 'Spring job fair' }, school, state()),
  entry(1, 'MeetingEdited', { meetingId: 7 }, staff, state({ fields: { ...state().fields, title: 'Spring job fair 2027', capacity: 120 } })),
  entry(2, 'MeetingPublished', { meetingId: 7, actorId: '1' }, staff, state({ fields: { ...state().fields, title: 'Spring job fair 2027', capacity: 120 }, publishStatus: 'published' })),
  entry(3, 'SeatReserved', { meetingId: 7, seekerId: 21, promotedFromWaitlist: false }, null, state({ fields: { ...state().fields, title: 'Spring job fair 2027', capacity: 120 }, publishStatus: 'published', seats: [{ seekerId: 21 }] })),
];

/** `GET /meetings/schools`. */
export const schoolRoutes: Record<string, FakeRoute> = {
  'GET /api/v1/meetings/schools': () => ok(schools),
};

/** A `{list, total}` page answer. */
export const pageOf = <Row>(list: Row[]) => ({ list, total: list.length });
