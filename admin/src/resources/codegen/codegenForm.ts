import { codegenConfigForm, type CodegenConfigForm } from '@jobmarket/contracts/codegen/config';
import type { CodegenConfigView } from '@jobmarket/contracts/codegen/views';
import { locales } from '@jobmarket/contracts/i18n/locales';
import type { z } from 'zod';
import { fieldMessageOf, type FieldMessage } from '../membership/shared/zodMessages';

type Values = Record<string, unknown>;

const emptyLabels = () => Object.fromEntries(locales.map((locale) => [locale, ''])) as CodegenConfigForm['businessLabels'];

/** A field added by hand: a text input shown in the list and the form. */
export const newFieldDefaults = () => ({
  columnName: '',
  columnType: '',
  fieldName: '',
  fieldType: 'string',
  fieldComment: '',
  labels: emptyLabels(),
  isRequired: 0,
  isShowInList: 1,
  isShowInForm: 1,
  isShowInQuery: 0,
  formType: 'INPUT',
  queryType: 'EQ',
  dictType: '',
  maxLength: null,
});

/** A new entity from scratch: everything to fill, no field yet. */
export const newConfigDefaults = (): Values => ({
  tableName: '',
  businessName: '',
  businessLabels: emptyLabels(),
  moduleName: '',
  entityName: '',
  resource: '',
  permissionPrefix: '',
  parentMenuId: null,
  author: '',
  fieldConfigs: [],
});

/** The form's values from the api's answer: its configuration without the bookkeeping (saved, revision, update time). */
export function formValuesOf(view: CodegenConfigView): Values {
  const { saved: _saved, revision: _revision, updateTime: _updateTime, ...config } = view;
  return config;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const flag = (value: unknown) => (value === 1 || value === true ? 1 : 0);
const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : value === '' || value === null || value === undefined ? null : Number(value));

function labelsOf(value: unknown) {
  const labels = (value ?? {}) as Values;
  return Object.fromEntries(locales.map((locale) => [locale, text(labels[locale])]));
}

/**
 * The request body from the form's values: the configuration's fields only, the fields sorted as the grid shows them,
 * the English label as the origin's `fieldComment`, no dictionary for a control that is not a select.
 */
export function configBodyOf(values: Values): CodegenConfigForm {
  const fields = Array.isArray(values.fieldConfigs) ? (values.fieldConfigs as Values[]) : [];
  return {
    tableName: text(values.tableName),
    businessName: text(values.businessName),
    businessLabels: labelsOf(values.businessLabels) as CodegenConfigForm['businessLabels'],
    moduleName: text(values.moduleName),
    entityName: text(values.entityName),
    resource: text(values.resource),
    permissionPrefix: text(values.permissionPrefix),
    parentMenuId: numberOrNull(values.parentMenuId),
    author: text(values.author),
    fieldConfigs: fields.map((field, index) => {
      const labels = labelsOf(field.labels);
      return {
        columnName: text(field.columnName),
        columnType: text(field.columnType),
        fieldName: text(field.fieldName),
        fieldType: field.fieldType as CodegenConfigForm['fieldConfigs'][number]['fieldType'],
        fieldComment: labels.en ?? '',
        labels: labels as CodegenConfigForm['businessLabels'],
        fieldSort: index,
        isRequired: flag(field.isRequired),
        isShowInList: flag(field.isShowInList),
        isShowInForm: flag(field.isShowInForm),
        isShowInQuery: flag(field.isShowInQuery),
        formType: field.formType as CodegenConfigForm['fieldConfigs'][number]['formType'],
        queryType: (field.queryType ?? 'EQ') as CodegenConfigForm['fieldConfigs'][number]['queryType'],
        dictType: field.formType === 'SELECT' ? text(field.dictType) : '',
        maxLength: numberOrNull(field.maxLength),
      };
    }),
  };
}

/** The schema's own keys (`codegen.validation.*`, `validation.*`) as they are; zod's built-in checks in our words. */
const messageOf = (issue: z.core.$ZodIssue): FieldMessage => (issue.message.startsWith('codegen.validation.') ? issue.message : fieldMessageOf(issue));

/** Sets `message` at `path` in a nested error object, arrays where the path goes through an index (react-admin's shape). */
function placeError(errors: Values, path: readonly PropertyKey[], message: FieldMessage): void {
  let node: Values | unknown[] = errors;
  path.forEach((key, depth) => {
    const isLast = depth === path.length - 1;
    const slot = node as Record<PropertyKey, unknown>;
    if (isLast) {
      slot[key as string] ??= message;
      return;
    }
    const nextIsIndex = typeof path[depth + 1] === 'number';
    if (typeof slot[key as string] !== 'object' || slot[key as string] === null) slot[key as string] = nextIsIndex ? [] : {};
    node = slot[key as string] as Values;
  });
}

/** Fills the holes of error arrays with empty objects: react-admin reads every item of an array input's errors. */
function withoutHoles(value: unknown): unknown {
  if (Array.isArray(value)) return Array.from(value, (item) => (item === undefined ? {} : withoutHoles(item)));
  if (typeof value === 'object' && value !== null && !('args' in value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutHoles(item)]));
  return value;
}

/** The form's errors from the api's own schema (`codegenConfigForm`), on the inputs they concern. */
export function codegenFormErrors(values: Values): Values {
  const checked = codegenConfigForm.safeParse(configBodyOf(values));
  if (checked.success) return {};
  const errors: Values = {};
  for (const issue of checked.error.issues) {
    if (issue.path.length === 0) continue;
    placeError(errors, issue.path, messageOf(issue));
  }
  return withoutHoles(errors) as Values;
}
