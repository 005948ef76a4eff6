import type { ApplicationKind } from '@jobmarket/contracts/registration/events';
import { publisherDocumentFields, schoolAdminDocumentFields, type DocumentField } from '@jobmarket/contracts/registration/uploads';

/** What differs between the publisher and the school-admin audit screens; everything else is shared. */
export interface AuditScreen {
  kind: ApplicationKind;
  /** react-admin resource = api path (`/publishers`, `/school-admins`). */
  resource: 'publishers' | 'school-admins';
  /** The field naming the applicant's organisation in rows and titles. */
  nameField: 'company' | 'schoolName';
  documentFields: readonly DocumentField[];
}

export const publisherAudit: AuditScreen = {
  kind: 'publisher',
  resource: 'publishers',
  nameField: 'company',
  documentFields: publisherDocumentFields,
};

export const schoolAdminAudit: AuditScreen = {
  kind: 'schoolAdmin',
  resource: 'school-admins',
  nameField: 'schoolName',
  documentFields: schoolAdminDocumentFields,
};
