import type { DocumentField } from './uploads';

/** The two audited kinds of account (user kinds publisher and schoolAdmin). */
export type ApplicationKind = 'publisher' | 'schoolAdmin';

/** A stored file as the events name it; its bytes live in the file store (ARCHITECTURE §2 exception). */
export interface FileRef {
  id: string;
  name: string;
}

export type ApplicationDocuments = Partial<Record<DocumentField, FileRef[]>>;

interface SubmittedFields {
  /** The applicant's account id; also the application's id (one application per account). */
  userId: number;
  username: string;
  email: string;
  mobile: string;
  documents: ApplicationDocuments;
  /** The language the applicant registered in: the decision notice speaks it. */
  locale: string;
}

/**
 * Events of the application aggregate (stream application-<userId>): submitted pending, then approved or rejected,
 * and after a rejection resubmitted with corrected documents. A decision names the id its notice to the applicant
 * gets (`noticeId`, absent before that existed), so the notice can be sent again if sending it was cut off.
 */
export type ApplicationEvent =
  | { type: 'PublisherApplicationSubmitted'; data: SubmittedFields & { company: string } }
  | { type: 'SchoolAdminApplicationSubmitted'; data: SubmittedFields & { schoolName: string } }
  | { type: 'ApplicationApproved'; data: { userId: number; kind: ApplicationKind; auditorId: string | null; noticeId?: number } }
  | { type: 'ApplicationRejected'; data: { userId: number; kind: ApplicationKind; auditorId: string | null; rejectReason: string; noticeId?: number } }
  | {
      type: 'ApplicationResubmitted';
      data: { userId: number; kind: ApplicationKind; company?: string; schoolName?: string; documents: ApplicationDocuments };
    };

export const applicationEventTypes = [
  'PublisherApplicationSubmitted',
  'SchoolAdminApplicationSubmitted',
  'ApplicationApproved',
  'ApplicationRejected',
  'ApplicationResubmitted',
] as const satisfies readonly ApplicationEvent['type'][];
