import { fileKinds, type FileKind } from '@jobmarket/contracts';

// the leading bytes of each accepted kind (JPEG SOI marker, PNG signature, "%PDF-")
const signatures: Record<FileKind, readonly number[]> = {
  jpg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
};

/** What a file really is, judged by its bytes alone (a renamed .exe stays an .exe); undefined when none we accept. */
export function sniffFileKind(bytes: Uint8Array): FileKind | undefined {
  return (Object.keys(signatures) as FileKind[]).find((kind) => signatures[kind].every((byte, index) => bytes[index] === byte));
}

export function contentTypeOf(kind: FileKind): string {
  return fileKinds[kind];
}
