import { describe, expect, it } from 'vitest';
import { apiAuditErrorsOf, checkJobAudit, jobDecisionsOf, newJobAuditDraft, runningTotalOf, shareAmountsOf, type JobAuditDraft } from './jobAuditDraft';

const approving = (commission: JobAuditDraft['commission'], extra: Partial<JobAuditDraft> = {}): JobAuditDraft => ({
  ...newJobAuditDraft(5),
  auditStatus: 1,
  commission,
  resumeAuditorId: 9,
  ...extra,
});

describe('jobDecisionsOf', () => {
  it('offers approve and reject only when the api allows them to this caller', () => {
    expect(jobDecisionsOf(['approve', 'reject', 'close', 'edit']).map((decision) => decision.action)).toEqual(['approve', 'reject']);
    expect(jobDecisionsOf(['close', 'extend'])).toEqual([]);
    expect(jobDecisionsOf(undefined)).toEqual([]);
  });
});

describe('runningTotalOf', () => {
  it('adds what is typed so far, blanks as 0, and is complete only at exactly 100', () => {
    expect(runningTotalOf(approving({ company: '50', auditor: '', candidate: '' }))).toEqual({ total: 50, isComplete: false });
    expect(runningTotalOf(approving({ company: '50', auditor: '30', candidate: '19' }))).toEqual({ total: 99, isComplete: false });
    expect(runningTotalOf(approving({ company: '33.33', auditor: '33.33', candidate: '33.34' }))).toEqual({ total: 100, isComplete: true });
  });
});

describe('shareAmountsOf', () => {
  it("turns each percentage into money from the job's total commission", () => {
    expect(shareAmountsOf(approving({ company: '50', auditor: '30', candidate: '20' }), 12_000)).toEqual({ company: 6000, auditor: 3600, candidate: 2400 });
    expect(shareAmountsOf(approving({ company: '33.33', auditor: '', candidate: 'x' }), 1000)).toEqual({ company: 333.3, auditor: 0, candidate: 0 });
  });
});

describe('checkJobAudit', () => {
  it('asks for a decision first', () => {
    expect(checkJobAudit(newJobAuditDraft(0))).toEqual({ isValid: false, errors: { auditStatus: 'validation.auditStatusRequired' } });
  });

  it('refuses a split that totals 99% with the spec message', () => {
    expect(checkJobAudit(approving({ company: '50', auditor: '30', candidate: '19' }))).toEqual({ isValid: false, errors: { commission: 'validation.commissionMustTotal100' } });
  });

  it('names each missing share, and the auditor when none is chosen', () => {
    const checked = checkJobAudit(approving({ company: '', auditor: '30', candidate: '70' }, { resumeAuditorId: null }));
    expect(checked).toEqual({ isValid: false, errors: { 'commission.company': 'validation.required', resumeAuditorId: 'validation.required' } });
  });

  it('sends an approval with numbers, and nothing of a reason typed before switching', () => {
    expect(checkJobAudit(approving({ company: '50', auditor: '30', candidate: '20' }, { sort: '3', rejectReason: 'left over' }))).toEqual({
      isValid: true,
      form: { auditStatus: 1, commission: { company: 50, auditor: 30, candidate: 20 }, resumeAuditorId: 9, sort: 3 },
    });
  });

  it('needs a reason to reject, and sends only the reason', () => {
    const rejecting: JobAuditDraft = { ...approving({ company: '1', auditor: '', candidate: '' }), auditStatus: 2, rejectReason: '  ' };
    expect(checkJobAudit(rejecting)).toEqual({ isValid: false, errors: { rejectReason: 'validation.rejectReasonRequired' } });
    expect(checkJobAudit({ ...rejecting, rejectReason: ' Salary is unrealistic ' })).toEqual({ isValid: true, form: { auditStatus: 2, rejectReason: 'Salary is unrealistic' } });
  });
});

describe('apiAuditErrorsOf', () => {
  it("keeps the api's messages for the dialog's fields and ignores the rest", () => {
    expect(apiAuditErrorsOf({ errors: { commission: 'La somme…', resumeAuditorId: 'Not an auditor', other: 'x' } })).toEqual({ commission: 'La somme…', resumeAuditorId: 'Not an auditor' });
    expect(apiAuditErrorsOf(null)).toEqual({});
  });
});
