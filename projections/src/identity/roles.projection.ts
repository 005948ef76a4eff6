import type { RoleEvent } from '@jobmarket/contracts';
import { defineProjection } from '../runner/projection';

export const ROLES_TABLE = 'roles_v1';
export const ROLE_MENUS_TABLE = 'role_menus_v1';

/** Roles and the menus (hence permissions) assigned to each. */
export const rolesProjection = defineProjection({
  name: 'roles_v1',
  handles: ['RoleCreated', 'RoleUpdated', 'RoleMenusAssigned', 'RoleDeleted'],
  tables: [ROLE_MENUS_TABLE, ROLES_TABLE],
  async setup(db) {
    if (!(await db.schema.hasTable(ROLES_TABLE))) {
      await db.schema.createTable(ROLES_TABLE, (table) => {
        table.integer('id').primary();
        table.text('name').notNullable();
        table.text('code').notNullable().unique();
        table.integer('sort').notNullable();
        table.smallint('status').notNullable();
        table.smallint('data_scope').notNullable();
        table.timestamp('created_at', { useTz: true }).notNullable();
        table.timestamp('updated_at', { useTz: true }).notNullable();
      });
    }
    if (!(await db.schema.hasTable(ROLE_MENUS_TABLE))) {
      await db.schema.createTable(ROLE_MENUS_TABLE, (table) => {
        table.integer('role_id').notNullable();
        table.integer('menu_id').notNullable().index();
        table.primary(['role_id', 'menu_id']);
      });
    }
  },
  async apply(events, { tx }) {
    for (const recorded of events) {
      const event = recorded as unknown as RoleEvent;
      switch (event.type) {
        case 'RoleCreated': {
          const { id, name, code, sort, status, dataScope } = event.data;
          await tx(ROLES_TABLE)
            .insert({ id, name, code, sort, status, data_scope: dataScope, created_at: recorded.createdAt, updated_at: recorded.createdAt })
            .onConflict('id')
            .ignore();
          break;
        }
        case 'RoleUpdated': {
          const { id, name, code, sort, status, dataScope } = event.data;
          await tx(ROLES_TABLE).where({ id }).update({ name, code, sort, status, data_scope: dataScope, updated_at: recorded.createdAt });
          break;
        }
        case 'RoleMenusAssigned':
          await tx(ROLE_MENUS_TABLE).where({ role_id: event.data.id }).delete();
          if (event.data.menuIds.length > 0) {
            await tx(ROLE_MENUS_TABLE).insert(event.data.menuIds.map((menuId) => ({ role_id: event.data.id, menu_id: menuId })));
          }
          break;
        case 'RoleDeleted':
          await tx(ROLE_MENUS_TABLE).where({ role_id: event.data.id }).delete();
          await tx(ROLES_TABLE).where({ id: event.data.id }).delete();
          break;
      }
    }
  },
});
