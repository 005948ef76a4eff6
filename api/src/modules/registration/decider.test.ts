import type { ApplicationEvent } from '@jobmarket/contracts';
import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../eventSourcing/deciderSpecification';
import { applicationDecider, type ApplicationCommand } from './decider';

const given = DeciderSpecification.for(applicationDecider);

const contact = { email: 'a@acme.example', mobile: '13800000000', documents: {}, locale: 'en' };
const publisherApplication = { userId: 7, username: 'acme', company: 'Acme', ...contact };
const schoolApplication = { userId: 8, username: 'Riverside High', schoolName: 'Riverside High', ...contact, locale: 'th' };
const submitted: ApplicationEvent = { type: 'PublisherApplicationSubmitted', data: publisherApplication };
const schoolSubmitted: ApplicationEvent = { type: 'SchoolAdminApplicationSubmitted', data: schoolApplication };
const approved: ApplicationEvent = { type: 'ApplicationApproved', data: { userId: 7, kind: 'publisher', auditorId: '2' } };
const rejected: ApplicationEvent = { type: 'ApplicationRejected', data: { userId: 7, kind: 'publisher', auditorId: '2', rejectReason: 'blurry' } };
const schoolRejected: ApplicationEvent = { type: 'ApplicationRejected', data: { userId: 8, kind: 'schoolAdmin', auditorId: '2', rejectReason: 'x' } };
const resubmitted: ApplicationEvent = { type: 'ApplicationResubmitted', data: { userId: 7, kind: 'publisher', documents: {} } };

const audit = (approve: boolean, rejectReason: string | null = null, kind: 'publisher' | 'schoolAdmin' = 'publisher', noticeId?: number): ApplicationCommand => ({
  type: 'AuditApplication',
  kind,
  approved: approve,
  rejectReason,
  auditorId: '2',
  ...(noticeId === undefined ? {} : { noticeId }),
});

describe('application decider', () => {
  it('takes one application per account, of either kind', () => {
    given([]).when({ type: 'SubmitPublisherApplication', application: publisherApplication }).then([submitted]);
    given([]).when({ type: 'SubmitSchoolAdminApplication', application: schoolApplication }).then([schoolSubmitted]);
    given([submitted]).when({ type: 'SubmitPublisherApplication', application: publisherApplication }).thenThrows('A0440', 'registration.alreadyAudited');
    given([submitted]).when({ type: 'SubmitSchoolAdminApplication', application: schoolApplication }).thenThrows('A0440', 'registration.alreadyAudited');
  });

  it('approves a pending application', () => given([submitted]).when(audit(true)).then([approved]));

  it('rejects a pending application with its reason, and keeps the notice id reserved for the decision', () => {
    given([submitted]).when(audit(false, 'blurry')).then([rejected]);
    given([submitted])
      .when(audit(false, 'blurry', 'publisher', 41))
      .then([{ type: 'ApplicationRejected', data: { userId: 7, kind: 'publisher', auditorId: '2', rejectReason: 'blurry', noticeId: 41 } }]);
  });

  it('will not reject without a reason, and says so under the reason field', () =>
    given([submitted])
      .when(audit(false, null))
      .thenThrows('A0402', 'validation.rejectReasonRequired', { fieldErrors: { rejectReason: 'validation.rejectReasonRequired' } }));

  it('audits only once', () => {
    given([submitted, approved]).when(audit(false, 'late')).thenThrows('A0440', 'registration.alreadyAudited');
    given([submitted, rejected]).when(audit(true)).thenThrows('A0440', 'registration.alreadyAudited');
  });

  it('does not find another kind’s application, nor a missing one', () => {
    given([submitted]).when(audit(true, null, 'schoolAdmin')).thenThrows('A0606');
    given([]).when(audit(true)).thenThrows('A0606');
    given([]).when({ type: 'ResubmitApplication', documents: {} }).thenThrows('A0606');
  });

  it('takes a correction only after a rejection, and it goes back to pending', () => {
    given([submitted]).when({ type: 'ResubmitApplication', documents: {} }).thenThrows('A0440', 'registration.notRejected');
    given([submitted, approved]).when({ type: 'ResubmitApplication', documents: {} }).thenThrows('A0440', 'registration.notRejected');
    const documents = { idCard: [{ id: 'f1', name: 'id.png' }] };
    given([submitted, rejected])
      .when({ type: 'ResubmitApplication', company: 'Acme Ltd', documents })
      .then([{ type: 'ApplicationResubmitted', data: { userId: 7, kind: 'publisher', company: 'Acme Ltd', documents } }]);
    given([submitted, rejected, resubmitted]).when(audit(true)).then([approved]);
  });

  it('never lets a school change its name, which is its administrator’s username', () => {
    given([schoolSubmitted, schoolRejected])
      .when({ type: 'ResubmitApplication', schoolName: 'Hillside High', documents: {} })
      .thenThrows('A0402', 'errors.A0402', { fieldErrors: { schoolName: 'registration.schoolNameNotEditable' } });
    given([schoolSubmitted, schoolRejected])
      .when({ type: 'ResubmitApplication', schoolName: 'Riverside High', documents: {} })
      .then([{ type: 'ApplicationResubmitted', data: { userId: 8, kind: 'schoolAdmin', documents: {} } }]);
  });
});
