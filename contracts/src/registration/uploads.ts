/** File kinds the registrations accept, recognised by their bytes (never by name or declared type). */
export const fileKinds = { jpg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' } as const;
export type FileKind = keyof typeof fileKinds;

// the leading bytes of each kind (JPEG SOI marker, PNG signature, "%PDF-")
const signatures: Record<FileKind, readonly number[]> = {
  jpg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
};
/** How many leading bytes `sniffFileKind` needs. */
export const FILE_SIGNATURE_BYTES = 8;

/**
 * What a file really is, judged by its first bytes alone (a renamed .exe stays an .exe); undefined when none we
 * accept. The api judges uploads with it and the portal checks a picked file with it before sending.
 */
export function sniffFileKind(bytes: Uint8Array): FileKind | undefined {
  return (Object.keys(signatures) as FileKind[]).find((kind) => signatures[kind].every((byte, index) => bytes[index] === byte));
}

/** Spec §5/§9: avatar 1 file, documents up to 2 files, 2 MB each. */
export const REGISTRATION_FILE_MAX_MB = 2;
export const REGISTRATION_FILE_MAX_BYTES = REGISTRATION_FILE_MAX_MB * 1024 * 1024;

export interface UploadRule {
  minFiles: number;
  maxFiles: number;
  kinds: readonly FileKind[];
}

/** Why a picked file cannot go into a field: not a kind it takes, over the size limit, or the field is full. */
export type UploadProblem = 'kind' | 'size' | 'count';

/**
 * The first problem with adding `file` to a field that already holds `count` files under `rule`; undefined when it
 * may go. Judged by the bytes as the api judges them, so a browser refuses a renamed program before sending it.
 */
export async function uploadProblemOf(file: Blob, rule: UploadRule, count = 0): Promise<UploadProblem | undefined> {
  if (count >= rule.maxFiles) return 'count';
  const kind = sniffFileKind(new Uint8Array(await file.slice(0, FILE_SIGNATURE_BYTES).arrayBuffer()));
  if (!kind || !rule.kinds.includes(kind)) return 'kind';
  if (file.size > REGISTRATION_FILE_MAX_BYTES) return 'size';
  return undefined;
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
