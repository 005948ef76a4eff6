import type { MeetingView, ReservationRow } from '@jobmarket/contracts';

// What the meetings api answers, shaped by contracts' views, for the school's component tests.

export const schoolApplication = (auditStatus: 0 | 1 | 2 = 1) => ({
  data: { kind: 'schoolAdmin', auditStatus, rejectReason: auditStatus === 2 ? 'Blurred licence' : null, auditTime: null, schoolName: 'Chiang Mai University', email: 'fair@cmu.test', mobile: '0812345678', documents: {} },
});

export const meetingView = (overrides: Partial<MeetingView> = {}): MeetingView => ({
  id: 11,
  schoolId: 7,
  schoolName: 'Chiang Mai University',
  title: 'Spring job fair',
  content: '<p>Meet <strong>forty</strong> employers.</p>',
  startTime: '2099-03-20 09:00:00',
  endTime: '2099-03-20 12:00:00',
  startsAt: '2099-03-20T02:00:00.000Z',
  endsAt: '2099-03-20T05:00:00.000Z',
  location: 'Main hall, building 3',
  onlineUrl: null,
  capacity: 120,
  studentScope: 'ownSchool',
  publishStatus: 'published',
  endStatus: 'ongoing',
  reservationCount: 37,
  waitlistCount: 0,
  reservationStatus: null,
  waitlistPosition: null,
  locale: 'en',
  emailTitle: null,
  emailContent: null,
  createTime: '2099-02-01 10:00:00',
  ...overrides,
});

export const reservationRow = (overrides: Partial<ReservationRow> = {}): ReservationRow => ({
  seekerId: 21,
  seekerName: 'Mali Sisavath',
  school: 'Chiang Mai University',
  status: 'reserved',
  position: null,
  reservedTime: '2099-03-01 10:15:00',
  reservedAt: '2099-03-01T03:15:00.000Z',
  ...overrides,
});
