import { codegenConfigForm } from '@jobmarket/contracts';
import { describe, expect, it } from 'vitest';
import { derivedConfigOf, singularOf } from './derivedConfig';
import type { ColumnRow } from './tables';

const column = (column_name: string, data_type: string, changes: Partial<ColumnRow> = {}): ColumnRow => ({
  column_name,
  data_type,
  udt_name: data_type,
  is_nullable: 'YES',
  column_default: null,
  character_maximum_length: null,
  column_comment: null,
  ...changes,
});

describe('configuration derived from a table', () => {
  it('names the entity after the table, singular, in each convention', () => {
    expect(derivedConfigOf('companies_v1', [column('name', 'text')])).toMatchObject({
      tableName: 'companies_v1',
      businessName: 'Company',
      moduleName: 'companies',
      entityName: 'Company',
      resource: 'companies',
      permissionPrefix: 'biz:company',
    });
    expect(derivedConfigOf('delivery_orders_v2', [column('name', 'text')])).toMatchObject({ moduleName: 'deliveryOrders', entityName: 'DeliveryOrder', resource: 'delivery-orders', permissionPrefix: 'biz:delivery-order' });
    expect(['addresses', 'statuses', 'categories', 'boxes', 'job_search', 'vip_levels'].map(singularOf)).toEqual(['address', 'status', 'category', 'box', 'job_search', 'vip_level']);
  });

  it('picks the value type, the form control and the filter from each column, leaving out id, audit and search columns', () => {
    const config = derivedConfigOf('demo_items_v1', [
      column('id', 'integer', { is_nullable: 'NO' }),
      column('title', 'character varying', { is_nullable: 'NO', character_maximum_length: 120 }),
      column('cover_image', 'text', { column_comment: 'Shown on the card' }),
      column('content', 'text'),
      column('remark', 'text'),
      column('price', 'numeric', { is_nullable: 'NO', column_default: '0' }),
      column('release_date', 'date'),
      column('publish_time', 'timestamp with time zone'),
      column('enabled', 'boolean'),
      column('tags', 'ARRAY', { udt_name: '_text' }),
      column('document', 'USER-DEFINED', { udt_name: 'tsvector' }),
      column('created_by', 'text'),
      column('create_time', 'timestamp with time zone'),
      column('updated_at', 'timestamp with time zone'),
      column('stream_revision', 'bigint'),
    ]);
    expect(config.fieldConfigs.map((field) => [field.fieldName, field.columnType, field.fieldType, field.formType, field.queryType, field.isRequired, field.isShowInList, field.isShowInQuery, field.maxLength])).toEqual([
      ['title', 'character varying', 'string', 'INPUT', 'LIKE', 1, 1, 1, 120],
      ['coverImage', 'text', 'string', 'UPLOAD', 'EQ', 0, 1, 0, null],
      ['content', 'text', 'text', 'RICH_TEXT', 'LIKE', 0, 0, 0, null],
      ['remark', 'text', 'text', 'INPUT', 'LIKE', 0, 0, 0, null],
      ['price', 'numeric', 'decimal', 'INPUT_NUMBER', 'EQ', 0, 1, 0, null],
      ['releaseDate', 'date', 'date', 'DATE', 'BETWEEN', 0, 1, 0, null],
      ['publishTime', 'timestamp with time zone', 'dateTime', 'DATE', 'BETWEEN', 0, 1, 0, null],
      ['enabled', 'boolean', 'boolean', 'SWITCH', 'EQ', 0, 1, 0, null],
      ['tags', '_text', 'string', 'INPUT', 'LIKE', 0, 1, 0, null],
    ]);
    expect(config.fieldConfigs.map((field) => [field.labels.en, field.fieldComment, field.fieldSort]).slice(0, 2)).toEqual([
      ['Title', 'Title', 1],
      ['Cover image', 'Shown on the card', 2],
    ]);
    expect(codegenConfigForm.safeParse(config).success).toBe(true);
  });

  it('offers at most 40 fields, so a wide table still derives a configuration the form accepts', () => {
    const config = derivedConfigOf('wide_v1', Array.from({ length: 45 }, (_, index) => column(`column_${index + 1}`, 'integer')));
    expect(config.fieldConfigs).toHaveLength(40);
    expect(config.fieldConfigs.at(-1)?.fieldName).toBe('column40');
    expect(codegenConfigForm.safeParse(config).success).toBe(true);
  });
});
