import { fileKinds, type FileKind } from '@jobmarket/contracts';

/** Bidi controls (LRE…RLO, LRI…PDI, LRM, RLM, ALM) let `invoice\u202Egnp.exe` show as `invoiceexe.png`. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** Extensions each kind may keep as sent; any other is replaced by the first. */
const extensionsOf: Record<FileKind, readonly string[]> = { jpg: ['jpg', 'jpeg'], png: ['png'], pdf: ['pdf'] };

export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/**
 * The name a file is stored and served under: the name sent, but with the extension of what its bytes are, so a PNG
 * sent as `poly.html` is saved by a browser as `poly.png` and never opened as a page.
 */
export function nameForKind(name: string, kind: FileKind): string {
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (extensionsOf[kind].includes(extension)) return name;
  return `${stem}.${extensionsOf[kind][0]}`;
}

/** The kind a stored content type stands for; undefined for a type uploads never get. */
export function kindOfContentType(contentType: string): FileKind | undefined {
  return (Object.keys(fileKinds) as FileKind[]).find((kind) => fileKinds[kind] === contentType);
}
