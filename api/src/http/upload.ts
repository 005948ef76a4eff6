import type { Request, Response } from 'express';
import multer from 'multer';
import { AppError } from './appError';

export interface UploadLimits {
  /** Multipart field carrying the file. */
  field: string;
  maxBytes: number;
}

/**
 * Reads one file into memory. Called from the route handler, i.e. after authentication and authorisation, so an
 * anonymous caller cannot make the api buffer megabytes; over the limit answers A0702, a missing file A0410.
 */
export async function receiveSingleFile(req: Request, res: Response, limits: UploadLimits): Promise<Express.Multer.File> {
  const parse = multer({ storage: multer.memoryStorage(), limits: { fileSize: limits.maxBytes, files: 1, fields: 10, fieldSize: 4096 } }).single(limits.field);
  await new Promise<void>((resolve, reject) => {
    parse(req, res, (error: unknown) => {
      if (!error) return resolve();
      if (error instanceof multer.MulterError) {
        return reject(new AppError(error.code === 'LIMIT_FILE_SIZE' ? 'A0702' : 'A0700'));
      }
      reject(error);
    });
  });
  if (!req.file) throw new AppError('A0410', 'errors.A0410', {}, { errors: { [limits.field]: 'validation.required' } });
  return req.file;
}
