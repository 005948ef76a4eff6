import { fileUrlOf, storedFileIdOf, type UploadedFile } from '@jobmarket/contracts';
import { z } from 'zod';
import { isAllowed, type Actor } from '../../http/actor';
import { AppError } from '../../http/appError';
import { sendDownload } from '../../http/download';
import { defineRoute, type RouteDefinition } from '../../http/route';
import type { ModuleContext } from '../moduleContext';
import { appSettingsOf } from '../system/config/appSettings';
import { kindOfContentType, nameForKind, withoutBidiControls } from './fileNames';
import { fileStore, type StoredFile } from './fileStore';
import { fileCountErrors, receiveUpload, typedFiles } from './uploads';

const MEGABYTE = 1024 * 1024;
const fileParams = z.object({ id: z.string().min(1).max(64) });
/** `filePath` is the url `POST /files` answered, or the bare id. */
const deleteQuery = z.object({ filePath: z.string().trim().min(1).max(300) });
const uploadRules = { file: { minFiles: 1, maxFiles: 1, kinds: ['jpg', 'png', 'pdf'] } } as const;

/** The owner, ROOT, and staff holding one of the file's reader permissions; nobody else learns it exists. */
export function canReadFile(actor: Actor, file: Pick<StoredFile, 'ownerId' | 'readerPerms'>): boolean {
  if (actor.userId === file.ownerId) return true;
  return isAllowed(actor, { anyOf: file.readerPerms });
}

/** Names stored before uploads were renamed by their bytes are served renamed too. */
function servedNameOf(file: Pick<StoredFile, 'name' | 'contentType'>): string {
  const name = withoutBidiControls(file.name);
  const kind = kindOfContentType(file.contentType);
  return kind ? nameForKind(name, kind) : name;
}

/**
 * `POST /files` (a signed-in user's own upload), `GET /files/{id}` (the bytes, to those who may read them) and
 * `DELETE /files?filePath=` (the owner's own free upload; documents an application refers to stay).
 */
export function fileRoutes(context: ModuleContext): RouteDefinition[] {
  const files = fileStore(context.db);
  const settings = appSettingsOf(context);

  return [
    defineRoute({
      method: 'post',
      path: '/files',
      permission: 'authenticated',
      tag: 'files',
      summary: 'Upload one file (multipart `file`): JPG/PNG up to the image limit, PDF up to the PDF limit, judged by its bytes → {name, url}',
      successMessage: 'registration.uploaded',
      handler: async ({ req, res, actor }): Promise<UploadedFile> => {
        const imageMaxBytes = settings.get('upload.imageMaxMb') * MEGABYTE;
        const pdfMaxBytes = settings.get('upload.pdfMaxMb') * MEGABYTE;
        const upload = await receiveUpload(req, res, { rules: uploadRules, maxBytes: Math.max(imageMaxBytes, pdfMaxBytes) });
        const countErrors = fileCountErrors(upload, uploadRules, true);
        if (Object.keys(countErrors).length > 0) throw new AppError('A0402', 'errors.A0402', {}, { errors: countErrors });
        const [file] = typedFiles(upload, uploadRules);
        const limit = file!.kind === 'pdf' ? pdfMaxBytes : imageMaxBytes;
        if (file!.bytes.length > limit) {
          throw new AppError('A0702', 'registration.files.tooLargeLimit', { size: limit / MEGABYTE }, { errors: { file: 'registration.files.tooLarge' } });
        }
        const [id] = await files.save([{ ownerId: actor!.userId, name: file!.name, contentType: file!.contentType, bytes: file!.bytes, readerPerms: [] }]);
        return { name: file!.name, url: fileUrlOf(id!) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/files/:id',
      permission: 'authenticated',
      tag: 'files',
      summary: 'The bytes of a stored file with its content type; A0606 unless the caller owns it or may audit it',
      params: fileParams,
      raw: true,
      handler: async ({ params, actor, res }) => {
        const file = await files.byId(params.id);
        if (!file || !canReadFile(actor!, file)) throw new AppError('A0606');
        sendDownload(res, servedNameOf(file), file.contentType, file.bytes);
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/files',
      permission: 'authenticated',
      tag: 'files',
      summary: 'Delete one of your own uploads (`filePath` = the url POST /files answered); A0606 for anything else, A0440 for an application document',
      query: deleteQuery,
      successMessage: 'registration.fileDeleted',
      handler: async ({ query, actor }): Promise<null> => {
        const outcome = await files.deleteOwnUpload(storedFileIdOf(query.filePath) ?? query.filePath, actor!.userId);
        if (outcome === 'missing') throw new AppError('A0606');
        if (outcome === 'attached') throw new AppError('A0440', 'registration.files.attached');
        return null;
      },
    }),
  ];
}
