import type { Knex } from 'knex';

/** Next number for an entity the contract identifies by number (users, roles, menus, departments, …). */
export async function nextEntityId(db: Knex, category: string): Promise<number> {
  const { rows } = await db.raw<{ rows: { last_id: number }[] }>(
    `insert into entity_ids (category, last_id) values (?, 1)
       on conflict (category) do update set last_id = entity_ids.last_id + 1
       returning last_id`,
    [category],
  );
  return Number(rows[0]!.last_id);
}
