import type { ConsultOrderView, CounselorView, SlotView } from '@jobmarket/contracts';

// What the counseling api answers, shaped by contracts' views, for the portal's component tests. Times are relative
// to now: the slots and sessions the screens show lie ahead of (or just behind) the clock the test runs at.

const HOUR = 3_600_000;

/** Tomorrow (or `days` ahead) at `hour`:00 on the test's clock, as an ISO instant. */
export function ahead(days: number, hour: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(hour, 0, 0, 0);
  return date.toISOString();
}

export const plusMinutes = (instant: string, minutes: number) => new Date(Date.parse(instant) + minutes * 60_000).toISOString();
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

export const counselor = (overrides: Partial<CounselorView> = {}): CounselorView => ({
  id: 41,
  name: 'Dara Vongsa',
  avatarUrl: null,
  title: 'Career coach for graduates',
  specialties: ['careerChange', 'interview'],
  languages: ['en', 'lo'],
  biography: 'Ten years of helping graduates find their first job.',
  price: 0,
  currency: 'LAK',
  sessionMinutes: 60,
  modes: ['online', 'inPerson'],
  place: 'JobMarket office, Vientiane',
  status: 'active',
  rating: 4.5,
  ratingCount: 12,
  ...overrides,
});

/** A counselor whose sessions cost 150,000 kip, online only. */
export const paidCounselor = (overrides: Partial<CounselorView> = {}): CounselorView =>
  counselor({ id: 42, name: 'Malee Chan', title: 'Interview trainer', price: 150_000, modes: ['online'], place: null, rating: null, ratingCount: 0, ...overrides });

export const slot = (startsAt: string, minutes = 60): SlotView => ({ startsAt, endsAt: plusMinutes(startsAt, minutes) });

export const consultOrder = (overrides: Partial<ConsultOrderView> = {}): ConsultOrderView => {
  const startsAt = overrides.startsAt ?? ahead(3, 10);
  return {
    id: 501,
    orderNo: 'CO20261125000501',
    seekerId: 7,
    seekerName: 'Mali',
    counselorId: 41,
    counselorName: 'Dara Vongsa',
    mode: 'online',
    topic: 'Moving from teaching to HR',
    price: 0,
    currency: 'LAK',
    status: 'confirmed',
    paymentStatus: 'notRequired',
    payBefore: null,
    rating: null,
    comment: null,
    createTime: '2026-11-20 10:00:00',
    startsAt,
    endsAt: plusMinutes(startsAt, 60),
    ...overrides,
  };
};
