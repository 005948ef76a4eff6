/** File kinds the registrations accept, recognised by their bytes (never by name or declared type). */
export const fileKinds = { jpg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' } as const;
export type FileKind = keyof typeof fileKinds;

/** Spec §5/§9: avatar 1 file, documents up to 2 files, 2 MB each. */
export const REGISTRATION_FILE_MAX_MB = 2;
export const REGISTRATION_FILE_MAX_BYTES = REGISTRATION_FILE_MAX_MB * 1024 * 1024;

export interface UploadRule {
  minFiles: number;
  maxFiles: number;
  kinds: readonly FileKind[];
}

const image: readonly FileKind[] = ['jpg', 'png'];
const document: readonly FileKind[] = ['jpg', 'png', 'pdf'];

/** Every file field of the registrations and what it takes. */
export const uploadRules = {
  avatar: { minFiles: 1, maxFiles: 1, kinds: image },
  idCard: { minFiles: 1, maxFiles: 2, kinds: document },
  officePhoto: { minFiles: 1, maxFiles: 2, kinds: document },
  businessLicense: { minFiles: 1, maxFiles: 2, kinds: document },
  contractAttachment: { minFiles: 1, maxFiles: 2, kinds: document },
  schoolLicense: { minFiles: 1, maxFiles: 2, kinds: document },
} as const satisfies Record<string, UploadRule>;
export type UploadField = keyof typeof uploadRules;

/** The audited documents of each application kind (the avatar is the account's, not the application's). */
export const publisherDocumentFields = ['idCard', 'officePhoto', 'businessLicense', 'contractAttachment'] as const;
export const schoolAdminDocumentFields = ['schoolLicense'] as const;
export type PublisherDocumentField = (typeof publisherDocumentFields)[number];
export type SchoolAdminDocumentField = (typeof schoolAdminDocumentFields)[number];
export type DocumentField = PublisherDocumentField | SchoolAdminDocumentField;
