import { FILE_SIGNATURE_BYTES, type FileKind, RESUME_ATTACHMENTS_MAX, sniffFileKind } from '@jobmarket/contracts';
import type { PortalMessageKey } from '../../../i18n/I18nContext';

const MEGABYTE = 1024 * 1024;

/** What each file field of a resume takes (spec §5), as the api checks it again by the bytes. */
export interface ResumeUploadRule {
  kinds: readonly FileKind[];
  maxFiles: number;
  maxBytes: number;
  /** Said when the bytes are not one of `kinds`, or the file is over `maxBytes` (`%{size}` in MB). */
  messages: { kind: PortalMessageKey; size: PortalMessageKey };
}

export const resumeUploadRules = {
  avatar: { kinds: ['jpg', 'png'], maxFiles: 1, maxBytes: 2 * MEGABYTE, messages: { kind: 'resumes.validation.avatarKind', size: 'resumes.validation.imageTooLarge' } },
  attachments: {
    kinds: ['jpg', 'png', 'pdf'],
    maxFiles: RESUME_ATTACHMENTS_MAX,
    maxBytes: 2 * MEGABYTE,
    messages: { kind: 'resumes.files.onlyJpgPngPdf', size: 'registration.files.tooLargeLimit' },
  },
  originalResume: { kinds: ['pdf'], maxFiles: 1, maxBytes: 10 * MEGABYTE, messages: { kind: 'resumes.validation.originalKind', size: 'resumes.files.pdfTooLarge' } },
} as const satisfies Record<string, ResumeUploadRule>;
export type ResumeUploadField = keyof typeof resumeUploadRules;

/** The size limit as the messages say it, in MB. */
export const maxMegabytesOf = (rule: ResumeUploadRule): number => rule.maxBytes / MEGABYTE;

/** The `accept` of a file input for these kinds (a hint to the browser's picker; the bytes decide). */
export const acceptOf = (kinds: readonly FileKind[]): string =>
  kinds.map((kind) => (kind === 'pdf' ? 'application/pdf,.pdf' : kind === 'png' ? 'image/png,.png' : 'image/jpeg,.jpg,.jpeg')).join(',');

/**
 * Why `file` cannot go into a field that holds `count` files already, as a message key; undefined when it may be
 * uploaded. Judged by its first bytes as the api judges it, so a renamed program never leaves the browser.
 */
export async function resumeUploadProblemOf(file: Blob, rule: ResumeUploadRule, count: number): Promise<PortalMessageKey | undefined> {
  if (count >= rule.maxFiles) return 'registration.files.atMostTwo';
  const kind = sniffFileKind(new Uint8Array(await file.slice(0, FILE_SIGNATURE_BYTES).arrayBuffer()));
  if (!kind || !rule.kinds.includes(kind)) return rule.messages.kind;
  if (file.size > rule.maxBytes) return rule.messages.size;
  return undefined;
}
