import { sniffFileKind, storedFileIdOf, type FileKind, type ResumeFile } from '@jobmarket/contracts';
import type { FileStore, StoredFile } from './fileStore';

/** What a form's file field takes: the kinds (judged by the bytes), the size limit and the messages of each refusal. */
export interface OwnUploadRule {
  kinds: readonly FileKind[];
  maxBytes: number;
  notYours: string;
  wrongKind: string;
  tooLarge: string;
}

/**
 * A file url of a form (`/api/v1/files/<id>`, as `POST /files` answered) resolved to the caller's own upload: a url
 * that is not one of theirs is refused as such (whether it exists or not), and the file is judged again by its bytes
 * (never by its name or stored type) against the field's kinds and size limit.
 */
export async function resolveOwnUpload(store: FileStore, url: string, ownerId: number, rule: OwnUploadRule): Promise<{ file: ResumeFile } | { error: string }> {
  const id = storedFileIdOf(url);
  const stored: StoredFile | undefined = id ? await store.byId(id) : undefined;
  if (!stored || stored.ownerId !== String(ownerId)) return { error: rule.notYours };
  const kind = sniffFileKind(stored.bytes);
  if (!kind || !rule.kinds.includes(kind)) return { error: rule.wrongKind };
  if (stored.bytes.length > rule.maxBytes) return { error: rule.tooLarge };
  return { file: { fileId: stored.id, name: stored.name } };
}
