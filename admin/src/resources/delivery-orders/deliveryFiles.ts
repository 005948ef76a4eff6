import { DELIVERY_FILES_MAX } from '@jobmarket/contracts/delivery/forms';
import { FILE_SIGNATURE_BYTES, sniffFileKind, type FileKind } from '@jobmarket/contracts/registration/uploads';

/** Spec §5 and §8: invoices and interview proof are jpg/png/pdf, at most 10 MB each, at most two. */
export const DELIVERY_FILE_MAX_BYTES = 10 * 1024 * 1024;
const deliveryFileKinds: readonly FileKind[] = ['jpg', 'png', 'pdf'];

/** The file input's `accept`: a hint to the picker; the bytes decide. */
export const deliveryFileAccept = 'image/jpeg,.jpg,.jpeg,image/png,.png,application/pdf,.pdf';

/**
 * Why `file` cannot join `count` files already chosen, as a catalog key in the spec's words ("Only jpg/png/pdf files
 * can be uploaded", "File size cannot exceed 10MB"); undefined when it may. Judged by its first bytes, as the api does.
 */
export async function deliveryFileProblemOf(file: Blob, count: number): Promise<string | undefined> {
  if (count >= DELIVERY_FILES_MAX) return 'registration.files.atMostTwo';
  const kind = sniffFileKind(new Uint8Array(await file.slice(0, FILE_SIGNATURE_BYTES).arrayBuffer()));
  if (!kind || !deliveryFileKinds.includes(kind)) return 'delivery.files.onlyJpgPngPdf';
  if (file.size > DELIVERY_FILE_MAX_BYTES) return 'delivery.files.tooLarge';
  return undefined;
}

/** Those of the picked files that may join `keptCount` kept ones, and the first reason one was refused. */
export async function acceptDeliveryFiles(keptCount: number, picked: readonly File[]): Promise<{ files: File[]; problem?: string }> {
  const files: File[] = [];
  let problem: string | undefined;
  for (const file of picked) {
    const reason = await deliveryFileProblemOf(file, keptCount + files.length);
    if (reason) problem ??= reason;
    else files.push(file);
  }
  return { files, problem };
}
