import { describe, expect, it } from 'vitest';
import { codegenFormErrors, configBodyOf, formValuesOf, newConfigDefaults, newFieldDefaults } from './codegenForm';
import { catalogChoicesOf } from './codegenApi';
import { configView, menuTree } from './codegenTestData';

describe('codegenForm', () => {
  it('passes a saved configuration as it is, and sends it without the bookkeeping', () => {
    const values = formValuesOf(configView());
    expect(codegenFormErrors(values)).toEqual({});
    expect(Object.keys(configBodyOf(values))).not.toContain('saved');
  });

  it('puts each refusal on its own field of the grid, the fields before it left as empty objects', () => {
    const values = formValuesOf(configView());
    const fields = values.fieldConfigs as Record<string, unknown>[];
    const errors = codegenFormErrors({ ...values, fieldConfigs: [fields[0], { ...fields[1], formType: 'SELECT' }, { ...fields[1], fieldName: 'title' }] });
    expect(errors).toEqual({ fieldConfigs: [{}, { dictType: 'codegen.validation.dictionaryRequired' }, { fieldName: 'codegen.validation.duplicateField' }] });
  });

  it('asks a new entity for its names and at least one field', () => {
    const errors = codegenFormErrors(newConfigDefaults());
    expect(errors).toMatchObject({ tableName: 'validation.required', moduleName: 'validation.required', permissionPrefix: 'codegen.validation.permissionPrefix', fieldConfigs: 'codegen.validation.oneField' });
  });

  it('orders the fields as the grid shows them, takes the English label as the comment and drops a dictionary that is no select’s', () => {
    const body = configBodyOf({ ...newConfigDefaults(), fieldConfigs: [{ ...newFieldDefaults(), fieldName: 'b', labels: { en: 'B' }, dictType: 'gender' }, { ...newFieldDefaults(), fieldName: 'a', maxLength: '' }] });
    expect(body.fieldConfigs.map((field) => [field.fieldName, field.fieldSort, field.fieldComment, field.dictType, field.maxLength])).toEqual([
      ['b', 0, 'B', '', null],
      ['a', 1, '', '', null],
    ]);
  });

  it('offers every catalog of the menu tree as a parent, named with its ancestors', () => {
    expect(catalogChoicesOf(menuTree)).toEqual([
      { id: 1, name: 'System' },
      { id: 5, name: 'System › Demos' },
    ]);
  });
});
