import { describe, expect, it } from 'vitest';
import { staffConsultActions } from './consultActions';
import { slotsByDay, todayIn } from './RescheduleConsultDialog';

const startsAt = '2030-12-01T03:00:00.000Z';
const before = new Date('2030-12-01T02:59:59Z');
const after = new Date('2030-12-01T03:00:00Z');

describe('what staff may do to a consult order', () => {
  it('cancels and moves a session only before it starts, completes or marks a no-show only once it has', () => {
    expect(staffConsultActions({ status: 'confirmed', startsAt }, before, true)).toEqual(['cancelByCounselor', 'reschedule']);
    expect(staffConsultActions({ status: 'confirmed', startsAt }, after, true)).toEqual(['complete', 'markNoShow']);
  });

  it('moves or cancels one waiting for payment but never completes it, and does nothing to a settled one or without biz:consult:manage', () => {
    expect(staffConsultActions({ status: 'pendingPayment', startsAt }, before, true)).toEqual(['cancelByCounselor', 'reschedule']);
    expect(staffConsultActions({ status: 'pendingPayment', startsAt }, after, true)).toEqual([]);
    for (const status of ['completed', 'cancelledBySeeker', 'cancelledByCounselor', 'noShow', 'expired'] as const) expect(staffConsultActions({ status, startsAt }, before, true)).toEqual([]);
    expect(staffConsultActions({ status: 'confirmed', startsAt }, before, false)).toEqual([]);
  });
});

describe('free slots as the reschedule dialog shows them', () => {
  it("groups the slots by their day in the api's zone, in time order", () => {
    const slots = [
      { startsAt: '2030-12-02T17:30:00.000Z', endsAt: '2030-12-02T18:30:00.000Z' },
      { startsAt: '2030-12-02T02:00:00.000Z', endsAt: '2030-12-02T03:00:00.000Z' },
    ];
    // 00:30 on 3 Dec in Bangkok, still 2 Dec in UTC
    expect(slotsByDay(slots, 'Asia/Bangkok').map(([day, daySlots]) => [day, daySlots.length])).toEqual([
      ['2030-12-02', 1],
      ['2030-12-03', 1],
    ]);
    expect(slotsByDay(slots, 'UTC').map(([day, daySlots]) => [day, daySlots.map((slot) => slot.startsAt.slice(11, 16))])).toEqual([['2030-12-02', ['02:00', '17:30']]]);
  });

  it("starts the week on today's day in the api's zone", () => {
    expect(todayIn('Asia/Bangkok', new Date('2030-12-02T18:00:00Z'))).toBe('2030-12-03');
    expect(todayIn('UTC', new Date('2030-12-02T18:00:00Z'))).toBe('2030-12-02');
  });
});
