import { type FileKind, REGISTRATION_FILE_MAX_BYTES, type UploadRule } from '@jobmarket/contracts';

// the leading bytes of each accepted kind, as the api judges them (JPEG SOI marker, PNG signature, "%PDF-")
const signatures: Record<FileKind, readonly number[]> = {
  jpg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
};

/** What a file really is by its first bytes, so a renamed .exe is caught before it is sent. */
export async function sniffKind(file: Blob): Promise<FileKind | undefined> {
  const bytes = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return (Object.keys(signatures) as FileKind[]).find((kind) => signatures[kind].every((byte, index) => bytes[index] === byte));
}

export type FileProblem = 'portal.files.onlyImages' | 'portal.files.onlyImagesOrPdf' | 'portal.files.tooLarge' | 'portal.files.tooMany';

/** The first problem with adding `file` to a field that already holds `count` files; undefined when it may go. */
export async function checkFile(file: File, rule: UploadRule, count: number): Promise<FileProblem | undefined> {
  if (count >= rule.maxFiles) return 'portal.files.tooMany';
  const kind = await sniffKind(file);
  if (!kind || !rule.kinds.includes(kind)) return rule.kinds.includes('pdf') ? 'portal.files.onlyImagesOrPdf' : 'portal.files.onlyImages';
  if (file.size > REGISTRATION_FILE_MAX_BYTES) return 'portal.files.tooLarge';
  return undefined;
}
