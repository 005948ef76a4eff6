import type { CodegenConfigView, CodegenFileView, CodegenTableView } from '@jobmarket/contracts/codegen/views';

export const tableView = (overrides: Partial<CodegenTableView> = {}): CodegenTableView => ({
  tableName: 'demo_items_v1',
  tableComment: 'Demo items',
  projection: 'demo_items_v1',
  rowCount: 1234,
  tableCollation: 'C',
  engine: 'PostgreSQL',
  charset: 'UTF8',
  createTime: null,
  isConfigured: 1,
  ...overrides,
});

const labels = (en: string) => ({ en, 'zh-cn': '', lo: '', th: '' });

export const configView = (overrides: Partial<CodegenConfigView> = {}): CodegenConfigView => ({
  tableName: 'demo_items_v1',
  businessName: 'Demo item',
  businessLabels: { en: 'Demo item', 'zh-cn': '演示项', lo: 'ລາຍການສາທິດ', th: 'รายการสาธิต' },
  moduleName: 'demoItems',
  entityName: 'DemoItem',
  resource: 'demo-items',
  permissionPrefix: 'biz:demo-item',
  parentMenuId: 5,
  author: 'Ann',
  fieldConfigs: [
    { columnName: 'title', columnType: 'text', fieldName: 'title', fieldType: 'string', fieldComment: 'Title', labels: labels('Title'), fieldSort: 0, isRequired: 1, isShowInList: 1, isShowInForm: 1, isShowInQuery: 1, formType: 'INPUT', queryType: 'LIKE', dictType: '', maxLength: 100 },
    { columnName: 'status', columnType: 'text', fieldName: 'status', fieldType: 'string', fieldComment: 'Status', labels: labels('Status'), fieldSort: 1, isRequired: 0, isShowInList: 1, isShowInForm: 1, isShowInQuery: 0, formType: 'INPUT', queryType: 'EQ', dictType: '', maxLength: null },
  ],
  saved: true,
  revision: 2,
  updateTime: '2026-11-25 08:00:00',
  ...overrides,
});

export const generatedFiles: CodegenFileView[] = [
  { path: 'contracts/src/demoItems', fileName: 'events.ts', content: 'export type DemoItemEvent = { type: "DemoItemCreated" };\n', language: 'typescript' },
  { path: 'api/src/modules/demoItems', fileName: 'decider.ts', content: 'export function decide(command: DemoItemCommand) {\n  return [];\n}\n', language: 'typescript' },
  { path: 'api/src/modules/demoItems', fileName: 'routes.ts', content: 'export const routes = [];\n', language: 'typescript' },
  { path: 'projections/src/demoItems', fileName: 'migration.sql', content: 'create table demo_items_v1 (id bigint primary key, title text);\n', language: 'sql' },
];

/** The menu tree (`GET /menus`): two catalogs, one of them nested, and a menu that is not one. */
export const menuTree = [
  { id: 1, name: 'System', type: 'CATALOG', children: [{ id: 5, name: 'Demos', type: 'CATALOG', children: [] }, { id: 7, name: 'Users', type: 'MENU' }] },
  { id: 9, name: 'Dashboard', type: 'MENU' },
];

export const dictionaries = [
  { name: 'Gender', dictCode: 'gender', dictDataList: [] },
  { name: 'Item status', dictCode: 'item_status', dictDataList: [] },
];
