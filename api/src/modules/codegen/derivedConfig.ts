import {
  camelCaseOf,
  CODEGEN_FIELDS_MAX,
  CODEGEN_NAME_MAX,
  CODEGEN_RESERVED_FIELDS,
  kebabCaseOf,
  pascalCaseOf,
  type CodegenConfig,
  type CodegenFieldConfig,
  type CodegenFieldType,
  type CodegenFormType,
  type CodegenQueryType,
} from '@jobmarket/contracts';
import type { ColumnRow } from './tables';

/** Columns every read model has and the generated code writes itself: never offered as fields. */
const AUDIT_COLUMN = /^(id|revision|stream_revision|(create|created|update|updated)_(time|at|by))$/;
/** Column types the projection computes for search, never typed in a form. */
const DERIVED_TYPES = new Set(['tsvector', 'tsquery']);
/** Columns holding a file's address: an upload control. */
const UPLOAD_COLUMN = /(^|_)(url|urls|avatar|logo|image|images|photo|file|files|attachment|attachments)$/;
/** Long texts: a rich-text editor where they hold HTML, a plain long text otherwise. */
const RICH_TEXT_COLUMN = /(^|_)(content|html|body)$/;
const LONG_TEXT_COLUMN = /(^|_)(description|remark|remarks|notes?|detail|details|intro|introduction|summary)$/;
/** Columns worth a list filter by default. */
const QUERY_COLUMN = /(^|_)(name|title|code|keywords?|status)$/;

/** `job_count` → `Job count`. */
export const englishLabelOf = (name: string) => {
  const words = name.replace(/_v\d+$/, '').split(/[_-]+/).filter(Boolean).join(' ').toLowerCase();
  return (words.charAt(0).toUpperCase() + words.slice(1)).slice(0, CODEGEN_NAME_MAX);
};

/** `vip_levels` → `vip_level`, `companies` → `company`, `addresses` → `address`: English plurals the tables use. */
export function singularOf(name: string): string {
  if (/ies$/.test(name)) return name.replace(/ies$/, 'y');
  if (/(ss|sh|ch|x|z|us)es$/.test(name)) return name.replace(/es$/, '');
  if (/[^s]s$/.test(name)) return name.slice(0, -1);
  return name;
}

function typesOf(column: ColumnRow): { fieldType: CodegenFieldType; formType: CodegenFormType; queryType: CodegenQueryType } {
  const name = column.column_name;
  switch (column.data_type) {
    case 'smallint':
    case 'integer':
    case 'bigint':
      return { fieldType: 'integer', formType: 'INPUT_NUMBER', queryType: 'EQ' };
    case 'numeric':
    case 'real':
    case 'double precision':
      return { fieldType: 'decimal', formType: 'INPUT_NUMBER', queryType: 'EQ' };
    case 'boolean':
      return { fieldType: 'boolean', formType: 'SWITCH', queryType: 'EQ' };
    case 'date':
      return { fieldType: 'date', formType: 'DATE', queryType: 'BETWEEN' };
    case 'timestamp with time zone':
    case 'timestamp without time zone':
      return { fieldType: 'dateTime', formType: 'DATE', queryType: 'BETWEEN' };
    default:
      if (UPLOAD_COLUMN.test(name)) return { fieldType: 'string', formType: 'UPLOAD', queryType: 'EQ' };
      if (RICH_TEXT_COLUMN.test(name)) return { fieldType: 'text', formType: 'RICH_TEXT', queryType: 'LIKE' };
      if (LONG_TEXT_COLUMN.test(name)) return { fieldType: 'text', formType: 'INPUT', queryType: 'LIKE' };
      return { fieldType: 'string', formType: 'INPUT', queryType: 'LIKE' };
  }
}

/**
 * A field for each column but the audit and search ones, in the table's order; the first CODEGEN_FIELDS_MAX of a wider
 * table (a configuration holds no more).
 */
export function fieldConfigsOf(columns: readonly ColumnRow[]): CodegenFieldConfig[] {
  const offered = columns
    .filter((column) => !AUDIT_COLUMN.test(column.column_name) && !DERIVED_TYPES.has(column.udt_name) && !(CODEGEN_RESERVED_FIELDS as readonly string[]).includes(camelCaseOf(column.column_name)))
    .slice(0, CODEGEN_FIELDS_MAX);
  return offered.map((column, index) => {
    const label = englishLabelOf(column.column_name);
    const types = typesOf(column);
    return {
      columnName: column.column_name,
      columnType: (column.data_type === 'USER-DEFINED' || column.data_type === 'ARRAY' ? column.udt_name : column.data_type).slice(0, CODEGEN_NAME_MAX),
      fieldName: camelCaseOf(column.column_name),
      ...types,
      // the origin's generator takes a column's comment; ours name the column's meaning when they have one
      fieldComment: (column.column_comment?.trim() || label).slice(0, CODEGEN_NAME_MAX),
      labels: { en: label, 'zh-cn': '', lo: '', th: '' },
      fieldSort: index + 1,
      isRequired: column.is_nullable === 'NO' && column.column_default === null ? 1 : 0,
      isShowInList: types.fieldType === 'text' ? 0 : 1,
      isShowInForm: 1,
      isShowInQuery: QUERY_COLUMN.test(column.column_name) && types.fieldType === 'string' ? 1 : 0,
      dictType: '',
      maxLength: column.character_maximum_length,
    };
  });
}

/**
 * The configuration a table's columns suggest (`saved: false` until a developer saves it): one field per column but
 * the audit ones, types and controls from the column types, English labels from the column names, and the entity's
 * names from the table's (`vip_levels_v1` → module `vipLevels`, entity `VipLevel`, resource `vip-levels`,
 * permissions `biz:vip-level:*`).
 */
export function derivedConfigOf(tableName: string, columns: readonly ColumnRow[]): CodegenConfig {
  const plural = tableName.replace(/_v\d+$/, '');
  const singular = singularOf(plural);
  const entityName = pascalCaseOf(singular);
  const businessName = englishLabelOf(singular);
  return {
    tableName,
    businessName,
    businessLabels: { en: businessName, 'zh-cn': '', lo: '', th: '' },
    moduleName: camelCaseOf(plural),
    entityName,
    resource: kebabCaseOf(plural),
    permissionPrefix: `biz:${kebabCaseOf(entityName)}`,
    parentMenuId: null,
    author: '',
    fieldConfigs: fieldConfigsOf(columns),
  };
}
