import {
  applicationRefusalOf,
  type ApplicationDocuments,
  type ApplicationEvent,
  type ApplicationKind,
  type ApplicationStateName,
} from '@jobmarket/contracts';
import type { Decider } from '../../eventSourcing/decider';
import { DomainError } from '../../http/appError';

export const applicationStream = (userId: number) => `application-${userId}`;

/** The last audit decision and the notice that tells the applicant about it. */
export interface ApplicationDecision {
  approved: boolean;
  rejectReason: string | null;
  noticeId: number;
}

export type ApplicationState =
  | { exists: false }
  | {
      exists: true;
      userId: number;
      kind: ApplicationKind;
      status: ApplicationStateName;
      username: string;
      locale: string;
      company?: string;
      schoolName?: string;
      decision?: ApplicationDecision;
    };

interface Submission {
  userId: number;
  username: string;
  email: string;
  mobile: string;
  documents: ApplicationDocuments;
  locale: string;
}

export type ApplicationCommand =
  | { type: 'SubmitPublisherApplication'; application: Submission & { company: string } }
  | { type: 'SubmitSchoolAdminApplication'; application: Submission & { schoolName: string } }
  /** `kind` is the kind the auditor's screen lists: another kind's application is not there (A0606). */
  | {
      type: 'AuditApplication';
      kind: ApplicationKind;
      approved: boolean;
      rejectReason: string | null;
      auditorId: string | null;
      /** The id reserved for the notice that tells the applicant (the seed's demo decisions have none). */
      noticeId?: number;
    }
  | { type: 'ResubmitApplication'; company?: string; schoolName?: string; documents: ApplicationDocuments };

function refuseUnless(state: ApplicationStateName, action: 'approve' | 'reject' | 'resubmit'): void {
  const refusal = applicationRefusalOf(state, action);
  if (refusal) throw new DomainError('A0440', refusal);
}

/** A registration application: pending → approved | rejected, rejected → pending when the applicant resubmits. */
export const applicationDecider: Decider<ApplicationState, ApplicationCommand, ApplicationEvent> = {
  initialState: { exists: false },
  evolve(state, event) {
    switch (event.type) {
      case 'PublisherApplicationSubmitted':
      case 'SchoolAdminApplicationSubmitted': {
        const { userId, username, locale } = event.data;
        return event.type === 'PublisherApplicationSubmitted'
          ? { exists: true, userId, username, locale, kind: 'publisher', status: 'pending', company: event.data.company }
          : { exists: true, userId, username, locale, kind: 'schoolAdmin', status: 'pending', schoolName: event.data.schoolName };
      }
    }
    if (!state.exists) return state;
    switch (event.type) {
      case 'ApplicationApproved': {
        const { noticeId } = event.data;
        return { ...state, status: 'approved', ...(noticeId === undefined ? {} : { decision: { approved: true, rejectReason: null, noticeId } }) };
      }
      case 'ApplicationRejected': {
        const { noticeId, rejectReason } = event.data;
        return { ...state, status: 'rejected', ...(noticeId === undefined ? {} : { decision: { approved: false, rejectReason, noticeId } }) };
      }
      case 'ApplicationResubmitted': {
        const { decision: _decided, ...pending } = state;
        return {
          ...pending,
          status: 'pending',
          ...(event.data.company === undefined ? {} : { company: event.data.company }),
          ...(event.data.schoolName === undefined ? {} : { schoolName: event.data.schoolName }),
        };
      }
    }
    return state;
  },
  decide(command, state) {
    switch (command.type) {
      case 'SubmitPublisherApplication':
        if (state.exists) throw new DomainError('A0440', 'registration.alreadyAudited');
        return [{ type: 'PublisherApplicationSubmitted', data: command.application }];
      case 'SubmitSchoolAdminApplication':
        if (state.exists) throw new DomainError('A0440', 'registration.alreadyAudited');
        return [{ type: 'SchoolAdminApplicationSubmitted', data: command.application }];
      case 'AuditApplication': {
        if (!state.exists || state.kind !== command.kind) throw new DomainError('A0606');
        refuseUnless(state.status, command.approved ? 'approve' : 'reject');
        const decided = { userId: state.userId, kind: state.kind, auditorId: command.auditorId, ...(command.noticeId === undefined ? {} : { noticeId: command.noticeId }) };
        if (command.approved) return [{ type: 'ApplicationApproved', data: decided }];
        if (!command.rejectReason) throw new DomainError('A0402', 'validation.rejectReasonRequired', {}, { errors: { rejectReason: 'validation.rejectReasonRequired' } });
        return [{ type: 'ApplicationRejected', data: { ...decided, rejectReason: command.rejectReason } }];
      }
      case 'ResubmitApplication': {
        if (!state.exists) throw new DomainError('A0606');
        refuseUnless(state.status, 'resubmit');
        // the school's name is its administrator's username: never editable (spec §5)
        if (state.kind === 'schoolAdmin' && command.schoolName !== undefined && command.schoolName !== state.username) {
          throw new DomainError('A0402', 'errors.A0402', {}, { errors: { schoolName: 'registration.schoolNameNotEditable' } });
        }
        return [
          {
            type: 'ApplicationResubmitted',
            data: {
              userId: state.userId,
              kind: state.kind,
              ...(state.kind === 'publisher' && command.company !== undefined ? { company: command.company } : {}),
              documents: command.documents,
            },
          },
        ];
      }
    }
  },
};
