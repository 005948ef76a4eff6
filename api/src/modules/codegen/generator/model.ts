import { entityNamesOf, locales, snakeCaseOf, type CodegenConfig, type CodegenFieldConfig, type CodegenFileView, type EntityNames, type Locale } from '@jobmarket/contracts';

/** What a value is, whatever control edits it: decides its zod schema, TypeScript type and column. */
export type FieldKind = 'text' | 'integer' | 'decimal' | 'boolean' | 'date' | 'dateTime';

/** How the admin edits it (the config's formType, INPUT refined by the value's kind). */
export type FieldControl = 'text' | 'number' | 'select' | 'date' | 'dateTime' | 'switch' | 'upload' | 'richText';

export interface FieldModel {
  /** `releaseDate` */
  name: string;
  /** `release_date` */
  column: string;
  kind: FieldKind;
  control: FieldControl;
  isRequired: boolean;
  inList: boolean;
  inForm: boolean;
  inQuery: boolean;
  /** How its filter matches: LIKE only for text (else EQ). */
  queryType: 'EQ' | 'LIKE' | 'BETWEEN';
  /** The longest text accepted (text kinds only). */
  maxLength: number;
  dictType: string;
  /** The label in each language (an empty one falls back to English). */
  labels: Record<Locale, string>;
}

export interface EntityModel {
  config: CodegenConfig;
  names: EntityNames;
  fields: FieldModel[];
  /** `DEMO_ITEMS_TABLE` */
  tableConstant: string;
  /** The field that names a record (delete confirmation, show title): the first required text in the list, else none. */
  titleField: FieldModel | undefined;
}

const TEXT_MAX_DEFAULT = 255;
const LONG_TEXT_MAX_DEFAULT = 10_000;

function kindOf(field: CodegenFieldConfig): FieldKind {
  switch (field.formType) {
    case 'SWITCH':
      return 'boolean';
    case 'INPUT_NUMBER':
      return field.fieldType === 'integer' ? 'integer' : 'decimal';
    case 'DATE':
      return field.fieldType === 'dateTime' ? 'dateTime' : 'date';
    case 'SELECT':
    case 'UPLOAD':
    case 'RICH_TEXT':
      return 'text';
    case 'INPUT':
      return field.fieldType === 'string' || field.fieldType === 'text' ? 'text' : field.fieldType;
  }
}

function controlOf(field: CodegenFieldConfig, kind: FieldKind): FieldControl {
  switch (field.formType) {
    case 'SELECT':
      return 'select';
    case 'UPLOAD':
      return 'upload';
    case 'RICH_TEXT':
      return 'richText';
    case 'SWITCH':
      return 'switch';
    default:
      return kind === 'text' ? 'text' : kind === 'integer' || kind === 'decimal' ? 'number' : kind === 'boolean' ? 'switch' : kind;
  }
}

function fieldModelOf(field: CodegenFieldConfig): FieldModel {
  const kind = kindOf(field);
  const isLong = field.fieldType === 'text' || field.formType === 'RICH_TEXT';
  const english = field.labels.en || field.fieldComment || field.fieldName;
  return {
    name: field.fieldName,
    column: snakeCaseOf(field.fieldName),
    kind,
    control: controlOf(field, kind),
    isRequired: field.isRequired === 1,
    inList: field.isShowInList === 1,
    // a required field must be on the form, or nothing could ever create the entity
    inForm: field.isShowInForm === 1 || field.isRequired === 1,
    inQuery: field.isShowInQuery === 1,
    queryType: field.queryType === 'LIKE' && kind !== 'text' ? 'EQ' : field.queryType,
    maxLength: kind === 'text' ? (field.maxLength ?? (isLong ? LONG_TEXT_MAX_DEFAULT : TEXT_MAX_DEFAULT)) : 0,
    dictType: field.dictType,
    labels: Object.fromEntries(locales.map((locale) => [locale, (field.labels as Record<Locale, string | undefined>)[locale] || english])) as Record<Locale, string>,
  };
}

export function entityModelOf(config: CodegenConfig): EntityModel {
  const fields = [...config.fieldConfigs]
    .map((field, index) => ({ field, index }))
    .sort((a, b) => a.field.fieldSort - b.field.fieldSort || a.index - b.index)
    .map(({ field }) => fieldModelOf(field));
  const texts = fields.filter((field) => field.kind === 'text' && field.control !== 'richText' && field.control !== 'upload');
  return {
    config,
    names: entityNamesOf(config),
    fields,
    tableConstant: `${snakeCaseOf(config.moduleName).toUpperCase()}_TABLE`,
    titleField: texts.find((field) => field.isRequired && field.inList) ?? texts.find((field) => field.isRequired),
  };
}

/** A JavaScript string literal of any text (labels, dictionary codes): quotes, backslashes, line breaks escaped. */
export function literal(text: string): string {
  const json = JSON.stringify(text);
  // our style's single quotes, unless the text holds one
  return text.includes("'") ? json : `'${json.slice(1, -1).replace(/\\"/g, '"')}'`;
}

/** Source code of a sample value: strings as our literals, arrays element by element. */
export const valueCode = (value: unknown): string => (typeof value === 'string' ? literal(value) : Array.isArray(value) ? `[${value.map(valueCode).join(', ')}]` : JSON.stringify(value));

/** A property key: bare when it is an identifier, quoted otherwise (`'zh-cn'`). */
export const key = (name: string) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : literal(name));

export const file = (path: string, fileName: string, content: string, language: CodegenFileView['language'] = 'typescript'): CodegenFileView => ({ path, fileName, content, language });

/** Lines joined, empty ones from optional parts dropped where they are `null`. */
export const lines = (...parts: (string | null | false | undefined)[]) => parts.filter((part): part is string => typeof part === 'string').join('\n');

/** A value of the field's kind for specs: `second` gives a different one (an edit). */
export function sampleOf(field: FieldModel, second = false): string | number | boolean {
  switch (field.kind) {
    case 'text': {
      if (field.control === 'richText') return second ? '<p>Changed</p>' : '<p>Sample</p>';
      if (field.control === 'upload') return second ? '/api/v1/files/b' : '/api/v1/files/a';
      return (second ? 'Changed' : 'Sample').slice(0, field.maxLength);
    }
    case 'integer':
      return second ? 4 : 3;
    case 'decimal':
      return second ? 13.25 : 12.5;
    case 'boolean':
      return !second;
    case 'date':
      return second ? '2026-02-20' : '2026-01-15';
    case 'dateTime':
      return second ? '2026-02-20T10:15:00.000Z' : '2026-01-15T09:30:00.000Z';
  }
}

/** The TypeScript type of a field's value in the form, view and events. */
export function typeOf(field: FieldModel): string {
  const base = field.kind === 'integer' || field.kind === 'decimal' ? 'number' : field.kind === 'boolean' ? 'boolean' : 'string';
  // optional text defaults to '' and booleans to false; optional numbers and dates are null
  return field.isRequired || field.kind === 'text' || field.kind === 'boolean' ? base : `${base} | null`;
}
