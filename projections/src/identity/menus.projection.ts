import type { MenuEvent, MenuFields } from '@jobmarket/contracts';
import { defineProjection } from '../runner/projection';

export const MENUS_TABLE = 'menus_v1';

function columnsOf(fields: MenuFields) {
  return {
    parent_id: fields.parentId,
    name: fields.name,
    type: fields.type,
    route_name: fields.routeName,
    route_path: fields.routePath,
    component: fields.component,
    perm: fields.perm,
    visible: fields.visible,
    sort: fields.sort,
    icon: fields.icon,
    redirect: fields.redirect,
    keep_alive: fields.keepAlive,
    always_show: fields.alwaysShow,
    params: JSON.stringify(fields.params),
  };
}

/** Menus, directories, buttons (permission strings) and external links, as one flat table with parent ids. */
export const menusProjection = defineProjection({
  name: 'menus_v1',
  handles: ['MenuCreated', 'MenuUpdated', 'MenuDeleted'],
  tables: [MENUS_TABLE],
  async setup(db) {
    if (await db.schema.hasTable(MENUS_TABLE)) return;
    await db.schema.createTable(MENUS_TABLE, (table) => {
      table.integer('id').primary();
      table.integer('parent_id').notNullable().index();
      table.text('name').notNullable();
      table.text('type').notNullable();
      table.text('route_name');
      table.text('route_path');
      table.text('component');
      table.text('perm');
      table.smallint('visible').notNullable();
      table.integer('sort').notNullable();
      table.text('icon');
      table.text('redirect');
      table.smallint('keep_alive').notNullable();
      table.smallint('always_show').notNullable();
      table.jsonb('params').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('updated_at', { useTz: true }).notNullable();
    });
  },
  async apply(events, { tx }) {
    for (const recorded of events) {
      const event = recorded as unknown as MenuEvent;
      switch (event.type) {
        case 'MenuCreated':
          await tx(MENUS_TABLE)
            .insert({ id: event.data.id, ...columnsOf(event.data), created_at: recorded.createdAt, updated_at: recorded.createdAt })
            .onConflict('id')
            .ignore();
          break;
        case 'MenuUpdated':
          await tx(MENUS_TABLE).where({ id: event.data.id }).update({ ...columnsOf(event.data), updated_at: recorded.createdAt });
          break;
        case 'MenuDeleted':
          await tx(MENUS_TABLE).where({ id: event.data.id }).delete();
          break;
      }
    }
  },
});
