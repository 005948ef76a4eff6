import type { ApplicationEvent } from '@jobmarket/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/appError';
import { applicationDecider, type ApplicationCommand } from './decider';

const submitted: ApplicationEvent = {
  type: 'PublisherApplicationSubmitted',
  data: { userId: 7, username: 'acme', company: 'Acme', email: 'a@acme.example', mobile: '13800000000', documents: {}, locale: 'en' },
};
const schoolSubmitted: ApplicationEvent = {
  type: 'SchoolAdminApplicationSubmitted',
  data: { userId: 8, username: 'Riverside High', schoolName: 'Riverside High', email: 'h@r.example', mobile: '13800000001', documents: {}, locale: 'th' },
};
const approved: ApplicationEvent = { type: 'ApplicationApproved', data: { userId: 7, kind: 'publisher', auditorId: '2' } };
const rejected: ApplicationEvent = { type: 'ApplicationRejected', data: { userId: 7, kind: 'publisher', auditorId: '2', rejectReason: 'blurry' } };

const audit = (approve: boolean, rejectReason: string | null = null, kind: 'publisher' | 'schoolAdmin' = 'publisher'): ApplicationCommand => ({
  type: 'AuditApplication',
  kind,
  approved: approve,
  rejectReason,
  auditorId: '2',
});

function given(events: ApplicationEvent[]) {
  const state = events.reduce(applicationDecider.evolve, applicationDecider.initialState);
  return {
    when: (command: ApplicationCommand) => ({
      then: (expected: ApplicationEvent[]) => expect(applicationDecider.decide(command, state)).toEqual(expected),
      thenRefuses: (code: string, messageKey?: string) => {
        let refusal: unknown;
        try {
          applicationDecider.decide(command, state);
        } catch (error) {
          refusal = error;
        }
        expect(refusal).toBeInstanceOf(AppError);
        expect((refusal as AppError).code).toBe(code);
        if (messageKey) expect((refusal as AppError).messageKey).toBe(messageKey);
      },
    }),
  };
}

describe('application decider', () => {
  it('approves a pending application', () => given([submitted]).when(audit(true)).then([approved]));
  it('rejects a pending application with its reason', () => given([submitted]).when(audit(false, 'blurry')).then([rejected]));
  it('will not reject without a reason', () => given([submitted]).when(audit(false, null)).thenRefuses('A0402', 'validation.rejectReasonRequired'));
  it('audits only once', () => {
    given([submitted, approved]).when(audit(false, 'late')).thenRefuses('A0440', 'registration.alreadyAudited');
    given([submitted, rejected]).when(audit(true)).thenRefuses('A0440', 'registration.alreadyAudited');
  });
  it('does not find another kind’s application, nor a missing one', () => {
    given([submitted]).when(audit(true, null, 'schoolAdmin')).thenRefuses('A0606');
    given([]).when(audit(true)).thenRefuses('A0606');
  });
  it('takes a correction only after a rejection, and it goes back to pending', () => {
    given([submitted]).when({ type: 'ResubmitApplication', documents: {} }).thenRefuses('A0440', 'registration.notRejected');
    given([submitted, approved]).when({ type: 'ResubmitApplication', documents: {} }).thenRefuses('A0440');
    const documents = { idCard: [{ id: 'f1', name: 'id.png' }] };
    given([submitted, rejected])
      .when({ type: 'ResubmitApplication', company: 'Acme Ltd', documents })
      .then([{ type: 'ApplicationResubmitted', data: { userId: 7, kind: 'publisher', company: 'Acme Ltd', documents } }]);
    const resubmitted = applicationDecider.evolve([submitted, rejected].reduce(applicationDecider.evolve, applicationDecider.initialState), {
      type: 'ApplicationResubmitted',
      data: { userId: 7, kind: 'publisher', documents },
    });
    expect(resubmitted).toMatchObject({ status: 'pending' });
  });
  it('never lets a school change its name, which is its administrator’s username', () => {
    const schoolRejected: ApplicationEvent = { type: 'ApplicationRejected', data: { userId: 8, kind: 'schoolAdmin', auditorId: '2', rejectReason: 'x' } };
    given([schoolSubmitted, schoolRejected]).when({ type: 'ResubmitApplication', schoolName: 'Hillside High', documents: {} }).thenRefuses('A0402');
  });
});
