import type { CodegenConfig, CodegenEvent } from '@jobmarket/contracts';
import { describe, it } from 'vitest';
import { ProjectionSpec, rowsOf, specEvent, specTime } from '../testing/projectionSpec';
import { codegenProjection } from './codegen.projection';
import { CODEGEN_CONFIGS_TABLE } from './tables';

const configOf = (tableName: string, changes: Partial<CodegenConfig> = {}): CodegenConfig => ({
  tableName,
  businessName: 'Demo item',
  businessLabels: { en: 'Demo item', 'zh-cn': '演示项', lo: 'ລາຍການສາທິດ', th: 'รายการสาธิต' },
  moduleName: 'demoItems',
  entityName: 'DemoItem',
  resource: 'demo-items',
  permissionPrefix: 'biz:demo-item',
  parentMenuId: null,
  author: '',
  fieldConfigs: [
    {
      columnName: 'title',
      columnType: 'text',
      fieldName: 'title',
      fieldType: 'string',
      fieldComment: 'Title',
      labels: { en: 'Title', 'zh-cn': '标题', lo: 'ຫົວຂໍ້', th: 'หัวข้อ' },
      fieldSort: 1,
      isRequired: 1,
      isShowInList: 1,
      isShowInForm: 1,
      isShowInQuery: 1,
      formType: 'INPUT',
      queryType: 'LIKE',
      dictType: '',
      maxLength: 100,
    },
  ],
  ...changes,
});

const inTable = (tableName: string, event: CodegenEvent) => specEvent(`codegen-${tableName}`, event);
const saved = (tableName: string, changes: Partial<CodegenConfig> = {}, actorId = '7') => inTable(tableName, { type: 'CodegenConfigSaved', data: { config: configOf(tableName, changes), actorId } });
const reset = (tableName: string) => inTable(tableName, { type: 'CodegenConfigReset', data: { tableName, actorId: '7' } });

describe('codegen projection', () => {
  const given = ProjectionSpec.for(codegenProjection);

  it('keeps a saved configuration with who saved it, when, and its stream revision', () =>
    given([saved('demo_items_v1')]).then(rowsOf(CODEGEN_CONFIGS_TABLE, { table_name: 'demo_items_v1', config: configOf('demo_items_v1'), revision: 0, updated_by: '7', update_time: specTime(1) })));

  it('answers the last configuration saved for a table, each table apart', () =>
    given([saved('demo_items_v1'), saved('jobs_v1', { moduleName: 'jobs', entityName: 'Job', resource: 'jobs', permissionPrefix: 'biz:job' })])
      .when([saved('demo_items_v1', { businessName: 'Sample', author: 'dev' }, '9')])
      .then(
        rowsOf(
          CODEGEN_CONFIGS_TABLE,
          { table_name: 'demo_items_v1', config: configOf('demo_items_v1', { businessName: 'Sample', author: 'dev' }), revision: 1, updated_by: '9', update_time: specTime(3) },
          { table_name: 'jobs_v1', revision: 0 },
        ),
      ));

  it('forgets a reset configuration, and a configuration saved after the reset is kept again', () =>
    given([saved('demo_items_v1'), reset('demo_items_v1'), saved('jobs_v1')])
      .when([saved('demo_items_v1', { author: 'again' })])
      .then(rowsOf(CODEGEN_CONFIGS_TABLE, { table_name: 'jobs_v1' }, { table_name: 'demo_items_v1', config: configOf('demo_items_v1', { author: 'again' }), revision: 2 })));

  it('ends with the same rows when a batch is replayed', () =>
    given([])
      .when([saved('demo_items_v1'), saved('demo_items_v1', { author: 'second' }), saved('jobs_v1'), reset('jobs_v1')], { times: 2 })
      .then(rowsOf(CODEGEN_CONFIGS_TABLE, { table_name: 'demo_items_v1', config: configOf('demo_items_v1', { author: 'second' }), revision: 1, update_time: specTime(2) })));
});
