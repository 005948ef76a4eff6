import type { AuditStatus } from './auditMachine';
import type { ApplicationKind } from './events';
import type { DocumentField } from './uploads';

/** A document as clients get it: `url` is `/api/v1/files/{id}`, fetched with the Authorization header. */
export interface DocumentView {
  id: string;
  name: string;
  url: string;
}

export type DocumentsView = Partial<Record<DocumentField, DocumentView[]>>;

/** A row of `GET /publishers/page` (and react-admin's list). */
export interface PublisherApplicationRow {
  id: number;
  username: string;
  company: string;
  email: string;
  mobile: string;
  auditStatus: AuditStatus;
  rejectReason: string | null;
  createTime: string | null;
  auditTime: string | null;
}

/** A row of `GET /school-admins/page`. */
export interface SchoolAdminApplicationRow extends Omit<PublisherApplicationRow, 'company'> {
  schoolName: string;
}

/** `GET /publishers/{id}/form` and `/school-admins/{id}/form`: the row and the documents. */
export type PublisherApplicationForm = PublisherApplicationRow & { documents: DocumentsView };
export type SchoolAdminApplicationForm = SchoolAdminApplicationRow & { documents: DocumentsView };

/** `GET /registrations/mine`. */
export interface MyApplicationView {
  kind: ApplicationKind;
  auditStatus: AuditStatus;
  rejectReason: string | null;
  auditTime: string | null;
  company?: string;
  schoolName?: string;
  email: string;
  mobile: string;
  documents: DocumentsView;
}

/** Answers of the registrations. */
export interface RegisteredAccount {
  userId: number;
}
export interface RegisteredApplicant extends RegisteredAccount {
  auditStatus: AuditStatus;
}

/** `POST /files`. */
export interface UploadedFile {
  name: string;
  url: string;
}

export const FILES_PATH = '/api/v1/files';
export const fileUrlOf = (id: string) => `${FILES_PATH}/${id}`;
/** The id in a url `fileUrlOf` made (query and fragment ignored), or undefined for any other address. */
export const storedFileIdOf = (url: string): string | undefined =>
  url.startsWith(`${FILES_PATH}/`) ? url.slice(FILES_PATH.length + 1).split(/[?#]/)[0] || undefined : undefined;
