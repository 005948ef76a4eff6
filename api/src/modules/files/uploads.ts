import { type FieldErrors, type FileKind, fileKinds, sniffFileKind, type UploadRule } from '@jobmarket/contracts';
import type { Request, Response } from 'express';
import multer from 'multer';
import { AppError } from '../../http/appError';
import { nameForKind, withoutBidiControls } from './fileNames';

export interface ReceivedFile {
  field: string;
  name: string;
  bytes: Buffer;
}

export interface ReceivedUpload {
  /** Text fields as sent (multipart values are strings). */
  fields: Record<string, unknown>;
  files: ReceivedFile[];
}

export interface UploadOptions {
  rules: Record<string, UploadRule>;
  maxBytes: number;
}

/**
 * Reads a multipart body into memory: text fields and the files of the known fields, each at most `maxBytes`
 * (A0702 as soon as one is larger). Counting and typing happen afterwards, so every field is reported at once.
 */
export async function receiveUpload(req: Request, res: Response, options: UploadOptions): Promise<ReceivedUpload> {
  const fileLimit = Object.values(options.rules).reduce((sum, rule) => sum + rule.maxFiles, 0) + 2;
  const parse = multer({
    storage: multer.memoryStorage(),
    defParamCharset: 'utf8',
    limits: { fileSize: options.maxBytes, files: fileLimit, fields: 30, fieldSize: 10_000 },
  }).any();
  await new Promise<void>((resolve, reject) => {
    parse(req, res, (error: unknown) => {
      if (!error) return resolve();
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') {
          const megabytes = Math.round(options.maxBytes / (1024 * 1024));
          return reject(new AppError('A0702', 'registration.files.tooLargeLimit', { size: megabytes }, { errors: { [error.field ?? 'file']: 'registration.files.tooLarge' } }));
        }
        return reject(new AppError('A0402', 'errors.A0402', {}, { errors: { [error.field ?? 'file']: 'registration.files.atMostTwo' } }));
      }
      reject(error);
    });
  });
  const files = ((req.files as Express.Multer.File[] | undefined) ?? []).map((file) => ({ field: file.fieldname, name: cleanName(file.originalname), bytes: file.buffer }));
  return { fields: (req.body as Record<string, unknown> | undefined) ?? {}, files };
}

/** A display name only: path parts, control and bidi characters and excess length go. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = withoutBidiControls(base.replace(/[\u0000-\u001f\u007f]/g, '')).trim().slice(-120);
  return cleaned || 'file';
}

export function filesOf(upload: ReceivedUpload, field: string): ReceivedFile[] {
  return upload.files.filter((file) => file.field === field);
}

/**
 * How many files each field got against its rule: missing ones (when `required`), too many, and files in fields
 * that take none, as field → message key.
 */
export function fileCountErrors(upload: ReceivedUpload, rules: Record<string, UploadRule>, required: boolean): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, rule] of Object.entries(rules)) {
    const count = filesOf(upload, field).length;
    if (count === 0 && required && rule.minFiles > 0) errors[field] = 'validation.required';
    else if (count > rule.maxFiles) errors[field] = rule.maxFiles === 1 ? 'registration.files.onlyOne' : 'registration.files.atMostTwo';
  }
  for (const file of upload.files) if (!(file.field in rules)) errors[file.field] = 'registration.files.unexpected';
  return errors;
}

export interface TypedFile extends ReceivedFile {
  kind: FileKind;
  contentType: string;
}

/** Every file judged by its bytes; A0701 naming each field with a file of a kind it does not take. */
export function typedFiles(upload: ReceivedUpload, rules: Record<string, UploadRule>): TypedFile[] {
  const errors: FieldErrors = {};
  const typed: TypedFile[] = [];
  for (const file of upload.files) {
    const rule = rules[file.field];
    const kind = sniffFileKind(file.bytes);
    if (!rule || !kind || !rule.kinds.includes(kind)) {
      errors[file.field] = rule && !rule.kinds.includes('pdf') ? 'registration.files.imagesOnly' : 'registration.files.documentsOnly';
      continue;
    }
    typed.push({ ...file, name: nameForKind(file.name, kind), kind, contentType: fileKinds[kind] });
  }
  const fields = Object.keys(errors);
  if (fields.length > 0) {
    // the envelope's msg states the first offending field's rule
    throw new AppError('A0701', errors[fields[0]!]!, {}, { errors });
  }
  return typed;
}
