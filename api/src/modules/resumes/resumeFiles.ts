import { resumePermissions, type FieldErrors, type FileKind, type ResumeFields, type ResumeFile, type ResumeForm } from '@jobmarket/contracts';
import type { Knex } from 'knex';
import { fileStore } from '../files/fileStore';
import { resolveOwnUpload } from '../files/ownUploads';

const MEGABYTE = 1024 * 1024;
/** Spec §5: the avatar and each attachment at most 2 MB, the original resume (a PDF) at most 10 MB. */
export const RESUME_IMAGE_MAX_BYTES = 2 * MEGABYTE;
export const RESUME_PDF_MAX_BYTES = 10 * MEGABYTE;

/** The message key of an original PDF over its limit: answered A0702, as the uploads answer a file too large. */
export const PDF_TOO_LARGE = 'resumes.files.pdfTooLarge';

/** What each file field of the form takes: the kinds (judged by the bytes), the size limit and the messages. */
const fieldRules = {
  avatarUrl: { kinds: ['jpg', 'png'], maxBytes: RESUME_IMAGE_MAX_BYTES, wrongKind: 'resumes.validation.avatarKind', tooLarge: 'resumes.validation.imageTooLarge' },
  attachmentUrls: {
    kinds: ['jpg', 'png', 'pdf'],
    maxBytes: RESUME_IMAGE_MAX_BYTES,
    wrongKind: 'resumes.files.onlyJpgPngPdf',
    tooLarge: 'resumes.validation.attachmentTooLarge',
  },
  originalResumeUrl: { kinds: ['pdf'], maxBytes: RESUME_PDF_MAX_BYTES, wrongKind: 'resumes.validation.originalKind', tooLarge: PDF_TOO_LARGE },
} as const satisfies Record<string, { kinds: readonly FileKind[]; maxBytes: number; wrongKind: string; tooLarge: string }>;

type FileField = keyof typeof fieldRules;

/** The form's files resolved, or the message of every field whose file was refused. */
export type ResolvedFiles = { files: Pick<ResumeFields, 'avatar' | 'attachments' | 'originalResume'>; errors: FieldErrors };

/** The reader permission a resume's files carry: staff who may open resumes may open their files. */
export const RESUME_FILE_READERS = [resumePermissions.query] as const;

/** Every file a resume's fields refer to (the latest PDF is recorded apart). */
export const fileIdsOf = (fields: Pick<ResumeFields, 'avatar' | 'attachments' | 'originalResume'>): string[] =>
  [fields.avatar, ...fields.attachments, fields.originalResume].filter((file): file is ResumeFile => file !== null).map((file) => file.fileId);

/**
 * The file urls of a resume form resolved to the seeker's own uploads (`POST /files`): a url that is not one of
 * theirs is refused as such (whether it exists or not), and each file is judged again by its bytes (never by its
 * name or stored type) against its field's kinds and size limit.
 */
export function resumeFiles(db: Knex) {
  const store = fileStore(db);

  const resolve = (field: FileField, url: string, seekerId: number): Promise<{ file: ResumeFile } | { error: string }> =>
    resolveOwnUpload(store, url, seekerId, { ...fieldRules[field], notYours: 'resumes.validation.notYourFile' });

  return {
    /** Every file field checked at once; a field with several files reports the first refused. */
    async resolve(form: Pick<ResumeForm, 'avatarUrl' | 'attachmentUrls' | 'originalResumeUrl'>, seekerId: number): Promise<ResolvedFiles> {
      const [avatar, attachments, original] = await Promise.all([
        form.avatarUrl ? resolve('avatarUrl', form.avatarUrl, seekerId) : null,
        Promise.all(form.attachmentUrls.map((url) => resolve('attachmentUrls', url, seekerId))),
        form.originalResumeUrl ? resolve('originalResumeUrl', form.originalResumeUrl, seekerId) : null,
      ]);
      const errors: FieldErrors = {};
      if (avatar && 'error' in avatar) errors.avatarUrl = avatar.error;
      const refusedAttachment = attachments.find((outcome) => 'error' in outcome);
      if (refusedAttachment && 'error' in refusedAttachment) errors.attachmentUrls = refusedAttachment.error;
      if (original && 'error' in original) errors.originalResumeUrl = original.error;
      const fileOf = (outcome: { file: ResumeFile } | { error: string } | null) => (outcome && 'file' in outcome ? outcome.file : null);
      return {
        files: {
          avatar: fileOf(avatar),
          attachments: attachments.map(fileOf).filter((file): file is ResumeFile => file !== null),
          originalResume: fileOf(original),
        },
        errors,
      };
    },

    /** Keeps the files a resume refers to (never deleted as free uploads) and lets staff who read resumes read them. */
    attach: (ids: readonly string[], seekerId: number) => store.attach(ids, String(seekerId), RESUME_FILE_READERS),
  };
}
