import type { ConfigEvent } from '@jobmarket/contracts';
import { defineProjection } from '../runner/projection';

export const CONFIGS_TABLE = 'configs_v1';

/** System config entries (name, key, value, remark); the api's typed settings read this table. */
export const configsProjection = defineProjection({
  name: 'configs_v1',
  handles: ['ConfigCreated', 'ConfigUpdated', 'ConfigDeleted'],
  tables: [CONFIGS_TABLE],
  async setup(db) {
    if (await db.schema.hasTable(CONFIGS_TABLE)) return;
    await db.schema.createTable(CONFIGS_TABLE, (table) => {
      table.integer('id').primary();
      table.text('config_name').notNullable();
      table.text('config_key').notNullable().index();
      table.text('config_value').notNullable();
      table.text('remark');
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('updated_at', { useTz: true }).notNullable();
    });
  },
  async apply(events, { tx }) {
    for (const recorded of events) {
      const event = recorded as unknown as ConfigEvent;
      switch (event.type) {
        case 'ConfigCreated': {
          const { id, configName, configKey, configValue, remark } = event.data;
          await tx(CONFIGS_TABLE)
            .insert({ id, config_name: configName, config_key: configKey, config_value: configValue, remark, created_at: recorded.createdAt, updated_at: recorded.createdAt })
            .onConflict('id')
            .ignore();
          break;
        }
        case 'ConfigUpdated': {
          const { id, configName, configKey, configValue, remark } = event.data;
          await tx(CONFIGS_TABLE)
            .where({ id })
            .update({ config_name: configName, config_key: configKey, config_value: configValue, remark, updated_at: recorded.createdAt });
          break;
        }
        case 'ConfigDeleted':
          await tx(CONFIGS_TABLE).where({ id: event.data.id }).delete();
          break;
      }
    }
  },
});
