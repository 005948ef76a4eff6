import { describe, expect, it } from 'vitest';
import { checkDecision, staffDecisionsOf } from './auditDecision';

describe('staffDecisionsOf', () => {
  it('offers approve and reject on a pending application, as the audit machine allows', () => {
    expect(staffDecisionsOf(0)).toEqual([
      { action: 'approve', auditStatus: 1 },
      { action: 'reject', auditStatus: 2 },
    ]);
  });

  it('offers nothing once decided: approval is final and resubmitting is the applicant\'s', () => {
    expect(staffDecisionsOf(1)).toEqual([]);
    expect(staffDecisionsOf(2)).toEqual([]);
  });
});

describe('checkDecision', () => {
  it('asks for a decision when none is chosen', () => {
    expect(checkDecision({ auditStatus: null, rejectReason: '' })).toEqual({ isValid: false, errors: { auditStatus: 'validation.auditStatusRequired' } });
  });

  it('asks for a reason when rejecting without one (blank counts as none)', () => {
    expect(checkDecision({ auditStatus: 2, rejectReason: '   ' })).toEqual({ isValid: false, errors: { rejectReason: 'validation.rejectReasonRequired' } });
  });

  it('sends a rejection with its trimmed reason', () => {
    expect(checkDecision({ auditStatus: 2, rejectReason: ' Blurred licence ' })).toEqual({ isValid: true, form: { auditStatus: 2, rejectReason: 'Blurred licence' } });
  });

  it('drops a reason typed before switching to approve', () => {
    expect(checkDecision({ auditStatus: 1, rejectReason: 'left over' })).toEqual({ isValid: true, form: { auditStatus: 1, rejectReason: null } });
  });
});
