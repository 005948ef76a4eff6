import { FILE_SIGNATURE_BYTES, REGISTRATION_FILE_MAX_BYTES, sniffFileKind, type UploadRule } from '@jobmarket/contracts';

export type FileProblem = 'portal.files.onlyImages' | 'portal.files.onlyImagesOrPdf' | 'portal.files.tooLarge' | 'portal.files.tooMany';

/**
 * The first problem with adding `file` to a field that already holds `count` files; undefined when it may go. The kind
 * is judged by the bytes as the api judges it, so a renamed .exe is caught before it is sent.
 */
export async function checkFile(file: File, rule: UploadRule, count: number): Promise<FileProblem | undefined> {
  if (count >= rule.maxFiles) return 'portal.files.tooMany';
  const kind = sniffFileKind(new Uint8Array(await file.slice(0, FILE_SIGNATURE_BYTES).arrayBuffer()));
  if (!kind || !rule.kinds.includes(kind)) return rule.kinds.includes('pdf') ? 'portal.files.onlyImagesOrPdf' : 'portal.files.onlyImages';
  if (file.size > REGISTRATION_FILE_MAX_BYTES) return 'portal.files.tooLarge';
  return undefined;
}
