import { DELIVERY_FILES_MAX, FILE_SIGNATURE_BYTES, type FileKind, sniffFileKind } from '@jobmarket/contracts';
import type { PortalMessageKey } from '../../../i18n/I18nContext';

const MEGABYTE = 1024 * 1024;
/** Spec §5 and §8: invoices and interview proof are jpg/png/pdf, at most 10 MB each, at most two. */
export const DELIVERY_FILE_MAX_BYTES = 10 * MEGABYTE;
const deliveryFileKinds: readonly FileKind[] = ['jpg', 'png', 'pdf'];

/** The `accept` of the file input: a hint to the picker; the bytes decide. */
export const deliveryFileAccept = 'image/jpeg,.jpg,.jpeg,image/png,.png,application/pdf,.pdf';

/**
 * Why `file` cannot join `count` files already chosen, in the spec's words ("Only jpg/png/pdf files can be uploaded",
 * "File size cannot exceed 10MB"); undefined when it may. Judged by its first bytes as the api judges it.
 */
export async function deliveryFileProblemOf(file: Blob, count: number): Promise<PortalMessageKey | undefined> {
  if (count >= DELIVERY_FILES_MAX) return 'portal.delivery.invoice.atMostTwo';
  const kind = sniffFileKind(new Uint8Array(await file.slice(0, FILE_SIGNATURE_BYTES).arrayBuffer()));
  if (!kind || !deliveryFileKinds.includes(kind)) return 'delivery.files.onlyJpgPngPdf';
  if (file.size > DELIVERY_FILE_MAX_BYTES) return 'delivery.files.tooLarge';
  return undefined;
}

/** Those of the picked files that may join `keptCount` kept ones, and the first reason one was refused. */
export async function acceptDeliveryFiles(keptCount: number, picked: readonly File[]): Promise<{ files: File[]; problem?: PortalMessageKey }> {
  const files: File[] = [];
  let problem: PortalMessageKey | undefined;
  for (const file of picked) {
    const reason = await deliveryFileProblemOf(file, keptCount + files.length);
    if (reason) problem ??= reason;
    else files.push(file);
  }
  return { files, problem };
}
