import { codegenEventTypes, type CodegenEvent } from '@jobmarket/contracts';
import { defineProjection } from '../runner/projection';
import { CODEGEN_CONFIGS_TABLE } from './tables';

/**
 * Saved code generator configurations (`codegen_v1`): the api's table list reads which tables are configured, and
 * the config, preview and download routes read the saved configuration. `revision` is the revision of the table's
 * stream whose event the row holds: a batch seen again never puts an older configuration back.
 */
export const codegenProjection = defineProjection({
  name: 'codegen_v1',
  handles: codegenEventTypes,
  tables: [CODEGEN_CONFIGS_TABLE],
  async setup(db) {
    if (await db.schema.hasTable(CODEGEN_CONFIGS_TABLE)) return;
    await db.schema.createTable(CODEGEN_CONFIGS_TABLE, (table) => {
      table.text('table_name').primary();
      table.jsonb('config').notNullable();
      table.bigint('revision').notNullable();
      table.text('updated_by');
      table.timestamp('update_time', { useTz: true }).notNullable();
    });
  },
  async apply(events, { tx }) {
    // configurations are saved by hand, one at a time: a statement per event
    for (const recorded of events) {
      const event = recorded as unknown as CodegenEvent;
      const revision = Number(recorded.revision);
      switch (event.type) {
        case 'CodegenConfigSaved': {
          const { config, actorId } = event.data;
          await tx(CODEGEN_CONFIGS_TABLE)
            .insert({ table_name: config.tableName, config: JSON.stringify(config), revision, updated_by: actorId, update_time: recorded.createdAt })
            .onConflict('table_name')
            .merge()
            .where(`${CODEGEN_CONFIGS_TABLE}.revision`, '<', revision);
          break;
        }
        case 'CodegenConfigReset':
          await tx(CODEGEN_CONFIGS_TABLE).where({ table_name: event.data.tableName }).where('revision', '<', revision).delete();
          break;
      }
    }
  },
});
