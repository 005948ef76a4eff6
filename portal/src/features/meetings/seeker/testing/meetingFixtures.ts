import type { MeetingView, MyReservationRow, SchoolOption } from '@jobmarket/contracts';

// What the meetings api answers a job seeker, shaped by contracts' views, for the portal's component tests.

export const schools: SchoolOption[] = [
  { id: 30, name: 'National University of Laos' },
  { id: 31, name: 'Souphanouvong University' },
];

export const meeting = (overrides: Partial<MeetingView> = {}): MeetingView => ({
  id: 12,
  schoolId: 30,
  schoolName: 'National University of Laos',
  title: 'Spring job fair 2026',
  content: '<p>Meet <strong>40 employers</strong> in the great hall.</p><p>Bring your resume.</p>',
  startTime: '2026-03-20 09:00:00',
  endTime: '2026-03-20 12:00:00',
  startsAt: '2026-03-20T02:00:00.000Z',
  endsAt: '2026-03-20T05:00:00.000Z',
  location: 'Great hall, Dongdok campus',
  onlineUrl: null,
  capacity: 100,
  studentScope: 'all',
  publishStatus: 'published',
  endStatus: 'ongoing',
  reservationCount: 58,
  waitlistCount: 0,
  reservationStatus: 'unreserved',
  waitlistPosition: null,
  locale: 'en',
  emailTitle: null,
  emailContent: null,
  createTime: '2026-02-01 10:00:00',
  ...overrides,
});

/** Every seat taken, three seekers waiting. */
export const fullMeeting = (overrides: Partial<MeetingView> = {}): MeetingView =>
  meeting({ id: 13, title: 'IT careers day', capacity: 50, reservationCount: 50, waitlistCount: 3, location: null, onlineUrl: 'https://meet.example.com/it-day', ...overrides });

/** For the students of Souphanouvong University only. */
export const ownSchoolMeeting = (overrides: Partial<MeetingView> = {}): MeetingView =>
  meeting({ id: 14, schoolId: 31, schoolName: 'Souphanouvong University', title: 'Luang Prabang graduates fair', studentScope: 'ownSchool', ...overrides });

export const myReservation = (overrides: Partial<MyReservationRow> = {}): MyReservationRow => ({
  meeting: meeting({ reservationStatus: 'reserved' }),
  status: 'reserved',
  position: null,
  reservedTime: '2026-03-01 08:30:00',
  reservedAt: '2026-03-01T01:30:00.000Z',
  ...overrides,
});
