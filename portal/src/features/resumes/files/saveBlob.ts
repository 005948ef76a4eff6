// the browser may still be reading the blob after the click returns: the url is let go a little later
const REVOKE_AFTER_MS = 30_000;

/** Hands bytes fetched with the session to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** A file name from what a person typed: characters file systems refuse become dashes. */
export const fileNameOf = (name: string, extension: string): string => `${name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '-').trim() || 'resume'}.${extension}`;
