import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';

export const FILES_TABLE = 'files';

export interface NewFile {
  id?: string;
  ownerId: string;
  name: string;
  contentType: string;
  bytes: Buffer;
  /** Staff holding any of these may read the file besides its owner (and ROOT). */
  readerPerms: readonly string[];
  /** A document a record refers to (a registration's licence…): it stays for the record's history. */
  attached?: boolean;
}

export interface StoredFile {
  id: string;
  ownerId: string;
  name: string;
  contentType: string;
  readerPerms: string[];
  attached: boolean;
  bytes: Buffer;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The blob store for uploaded bytes (ARCHITECTURE §2 explicit exception): a plain table, written once per file and
 * never changed but for who may read it once it is adopted (an avatar); events refer to files by their random id.
 * Only an owner's free uploads can be deleted.
 */
export function fileStore(db: Knex) {
  return {
    newId: (): string => randomUUID(),

    async save(files: readonly NewFile[]): Promise<string[]> {
      if (files.length === 0) return [];
      const rows = files.map((file) => ({
        id: file.id ?? randomUUID(),
        owner_id: file.ownerId,
        name: file.name,
        content_type: file.contentType,
        size: file.bytes.length,
        reader_perms: [...file.readerPerms],
        attached: file.attached ?? false,
        bytes: file.bytes,
      }));
      await db(FILES_TABLE).insert(rows);
      return rows.map((row) => row.id);
    },

    async byId(id: string): Promise<StoredFile | undefined> {
      if (!UUID.test(id)) return undefined;
      const row = await db(FILES_TABLE).where({ id }).first('id', 'owner_id', 'name', 'content_type', 'reader_perms', 'attached', 'bytes');
      if (!row) return undefined;
      return {
        id: row.id,
        ownerId: row.owner_id,
        name: row.name,
        contentType: row.content_type,
        readerPerms: row.reader_perms ?? [],
        attached: row.attached,
        bytes: row.bytes,
      };
    },

    /**
     * Makes the owner's uploaded JPG/PNG their avatar: from now on it stays (attached) and staff who may list users
     * may see it. False when it is not the owner's image.
     */
    async adoptAsAvatar(id: string, ownerId: string, readerPerms: readonly string[]): Promise<boolean> {
      if (!UUID.test(id)) return false;
      const adopted = await db(FILES_TABLE)
        .where({ id, owner_id: ownerId })
        .whereIn('content_type', ['image/jpeg', 'image/png'])
        .update({ attached: true, reader_perms: db.raw('array(select distinct unnest(reader_perms || ?::text[]))', [[...readerPerms]]) });
      return adopted > 0;
    },

    /**
     * Makes the owner's uploads documents a record refers to (a resume's avatar, attachments, PDFs): from now on they
     * stay (attached) and staff holding any of `readerPerms` may read them too. Someone else's file is left alone;
     * answers how many were the owner's.
     */
    async attach(ids: readonly string[], ownerId: string, readerPerms: readonly string[]): Promise<number> {
      const valid = ids.filter((id) => UUID.test(id));
      if (valid.length === 0) return 0;
      return db(FILES_TABLE)
        .whereIn('id', valid)
        .where({ owner_id: ownerId })
        .update({ attached: true, reader_perms: db.raw('array(select distinct unnest(reader_perms || ?::text[]))', [[...readerPerms]]) });
    },

    /** Removes an owner's free upload; an attached document stays, and someone else's file is as if missing. */
    async deleteOwnUpload(id: string, ownerId: string): Promise<'deleted' | 'attached' | 'missing'> {
      if (!UUID.test(id)) return 'missing';
      const row = await db(FILES_TABLE).where({ id, owner_id: ownerId }).first('attached');
      if (!row) return 'missing';
      if (row.attached) return 'attached';
      await db(FILES_TABLE).where({ id, owner_id: ownerId, attached: false }).delete();
      return 'deleted';
    },
  };
}

export type FileStore = ReturnType<typeof fileStore>;
