import type { DepartmentEvent } from '@jobmarket/contracts';
import { defineProjection } from '../runner/projection';

export const DEPARTMENTS_TABLE = 'departments_v1';

/** The department tree; tree_path ("/1/4/9/") makes "this department and its children" one indexed prefix match. */
export const departmentsProjection = defineProjection({
  name: 'departments_v1',
  handles: ['DepartmentCreated', 'DepartmentUpdated', 'DepartmentDeleted'],
  tables: [DEPARTMENTS_TABLE],
  async setup(db) {
    if (await db.schema.hasTable(DEPARTMENTS_TABLE)) return;
    await db.schema.createTable(DEPARTMENTS_TABLE, (table) => {
      table.integer('id').primary();
      table.integer('parent_id').notNullable().index();
      table.text('tree_path').notNullable();
      table.text('name').notNullable();
      table.text('code').notNullable();
      table.integer('sort').notNullable();
      table.smallint('status').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('updated_at', { useTz: true }).notNullable();
    });
    await db.raw(`create index ${DEPARTMENTS_TABLE}_tree_path on ${DEPARTMENTS_TABLE} (tree_path text_pattern_ops)`);
  },
  async apply(events, { tx }) {
    for (const recorded of events) {
      const event = recorded as unknown as DepartmentEvent;
      const parentPath = async (parentId: number) =>
        parentId === 0 ? '/' : ((await tx(DEPARTMENTS_TABLE).where({ id: parentId }).first('tree_path'))?.tree_path ?? '/');
      switch (event.type) {
        case 'DepartmentCreated': {
          const { id, parentId, name, code, sort, status } = event.data;
          await tx(DEPARTMENTS_TABLE)
            .insert({ id, parent_id: parentId, tree_path: `${await parentPath(parentId)}${id}/`, name, code, sort, status, created_at: recorded.createdAt, updated_at: recorded.createdAt })
            .onConflict('id')
            .ignore();
          break;
        }
        case 'DepartmentUpdated': {
          const { id, parentId, name, code, sort, status } = event.data;
          const current = await tx(DEPARTMENTS_TABLE).where({ id }).first('tree_path');
          if (!current) break;
          const newPath = `${await parentPath(parentId)}${id}/`;
          if (newPath !== current.tree_path) {
            // move the whole subtree with it
            await tx(DEPARTMENTS_TABLE)
              .where('tree_path', 'like', `${current.tree_path}%`)
              .update({ tree_path: tx.raw('? || substr(tree_path, ?)', [newPath, current.tree_path.length + 1]) });
          }
          await tx(DEPARTMENTS_TABLE).where({ id }).update({ parent_id: parentId, name, code, sort, status, updated_at: recorded.createdAt });
          break;
        }
        case 'DepartmentDeleted':
          await tx(DEPARTMENTS_TABLE).where({ id: event.data.id }).delete();
          break;
      }
    }
  },
});
