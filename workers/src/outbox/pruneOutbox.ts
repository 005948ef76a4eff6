import type { Knex } from 'knex';

/** Deletes notices the broker acknowledged long ago; unpublished rows are never pruned. */
export async function pruneOutbox(db: Knex, olderThanDays: number): Promise<number> {
  return db('notice_outbox')
    .whereNotNull('published_at')
    .andWhere('published_at', '<', db.raw(`now() - make_interval(days => ?)`, [olderThanDays]))
    .delete();
}
