import { describe, expect, it } from 'vitest';
import { allowedConsultActions, consultRefusalOf, holdsSlot, isBeforeNotice } from './consultOrderMachine';

describe('a consult order’s booking status', () => {
  it('is paid, expired, cancelled or rescheduled while waiting for payment, and only completed once confirmed', () => {
    expect(allowedConsultActions('pendingPayment')).toEqual(['pay', 'expire', 'cancelBySeeker', 'cancelByCounselor', 'reschedule']);
    expect(allowedConsultActions('confirmed')).toEqual(['cancelBySeeker', 'cancelByCounselor', 'reschedule', 'complete', 'markNoShow']);
    expect(allowedConsultActions('completed')).toEqual([]);
    expect(consultRefusalOf('pendingPayment', 'complete')).toBe('counseling.refusals.notConfirmed');
    expect(consultRefusalOf('expired', 'pay')).toBe('counseling.refusals.notPayable');
  });

  it('holds the slot until the order is cancelled or expires', () => {
    expect(holdsSlot('pendingPayment')).toBe(true);
    expect(holdsSlot('completed')).toBe(true);
    expect(holdsSlot('cancelledBySeeker')).toBe(false);
    expect(holdsSlot('expired')).toBe(false);
  });

  it('lets the seeker change plans only before the notice period', () => {
    const startsAt = '2026-12-01T10:00:00Z';
    expect(isBeforeNotice(startsAt, new Date('2026-11-30T10:00:00Z'), 24)).toBe(true);
    expect(isBeforeNotice(startsAt, new Date('2026-11-30T10:00:01Z'), 24)).toBe(false);
  });
});
