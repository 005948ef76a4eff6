import { describe, expect, it } from 'vitest';
import { checkStep, dialogChoicesOf, newStepDraft, stepActionsOf } from './deliveryStepDraft';

describe('the step dialog draft', () => {
  it('asks to conduct the audit when no decision is chosen', () => {
    expect(checkStep(newStepDraft(null))).toEqual({ isValid: false, errors: { action: 'delivery.messages.conductAudit' } });
  });

  it('requires a reason code and words to reject, and sends only the fields of the chosen step', () => {
    const rejecting = { ...newStepDraft('rejectResume'), place: 'ignored' };
    const refused = checkStep(rejecting);
    expect(refused.isValid).toBe(false);
    expect(!refused.isValid && refused.errors).toEqual({ reasonCode: 'validation.required', reason: 'validation.rejectReasonRequired' });
    expect(checkStep({ ...rejecting, reasonCode: 'experience', reason: 'Two years short', remark: '' })).toEqual({
      isValid: true,
      form: { action: 'rejectResume', reasonCode: 'experience', reason: 'Two years short', remark: null },
    });
  });

  it('takes an interview date and time with a place, and a join date', () => {
    expect(checkStep({ ...newStepDraft('scheduleInterview'), interviewAt: '2026-12-01T10:30', place: 'Head office' })).toMatchObject({ isValid: true, form: { interviewAt: '2026-12-01T10:30', place: 'Head office' } });
    expect(checkStep(newStepDraft('join'))).toMatchObject({ isValid: false, errors: { onboardDate: 'validation.required' } });
  });

  it('needs the interview proof and the confirmed name to pass', () => {
    expect(checkStep(newStepDraft('passInterview', 'Somchai'))).toMatchObject({ isValid: false, errors: { proofUrls: 'delivery.validation.proofRequired' } });
  });

  it('offers the decisions of the same audit type that the order allows, and operations alone', () => {
    const allowed = ['scheduleInterview', 'passInterview', 'failInterview', 'withdraw'] as const;
    expect(dialogChoicesOf('passInterview', [...allowed])).toEqual(['scheduleInterview', 'passInterview', 'failInterview']);
    expect(dialogChoicesOf('withdraw', [...allowed])).toEqual(['withdraw']);
    expect(stepActionsOf(['elapseGuarantee', 'leaveEarly', 'uploadInvoice'])).toEqual(['leaveEarly']);
  });
});
