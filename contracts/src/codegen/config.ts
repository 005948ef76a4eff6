import { z } from 'zod';
import { whenMissing } from '../http/requiredMessage';
import { locales, type Locale } from '../i18n/locales';

/**
 * What a developer tells the code generator about a new business entity (`GET|POST /codegen/{table}/config`). Field
 * names follow the origin's generator (`fieldConfigs`, `isShowInList` as 0/1, `formType`, `queryType`, `dictType`)
 * so its clients work unchanged; labels per language, the permission prefix and the resource are ours.
 */

export const CODEGEN_NAME_MAX = 60;
export const CODEGEN_FIELDS_MAX = 40;

/** How a field is edited on the form; the origin's names where it has the control. */
export const codegenFormTypes = ['INPUT', 'INPUT_NUMBER', 'SELECT', 'DATE', 'SWITCH', 'UPLOAD', 'RICH_TEXT'] as const;
export type CodegenFormType = (typeof codegenFormTypes)[number];

/** How a filter matches (list filters only). */
export const codegenQueryTypes = ['EQ', 'LIKE', 'BETWEEN'] as const;
export type CodegenQueryType = (typeof codegenQueryTypes)[number];

/** The value's type: decides the zod schema, the TypeScript type and the column type of the generated code. */
export const codegenFieldTypes = ['string', 'text', 'integer', 'decimal', 'boolean', 'date', 'dateTime'] as const;
export type CodegenFieldType = (typeof codegenFieldTypes)[number];

const flag = z.union([z.literal(0), z.literal(1)]).default(0);
const identifier = (pattern: RegExp, message: string) => z.string(whenMissing('validation.required')).trim().min(1, 'validation.required').max(CODEGEN_NAME_MAX).regex(pattern, message);

/** camelCase (`releaseDate`). */
export const camelIdentifier = identifier(/^[a-z][a-zA-Z0-9]*$/, 'codegen.validation.camelCase');
/** PascalCase (`DemoItem`). */
export const pascalIdentifier = identifier(/^[A-Z][a-zA-Z0-9]*$/, 'codegen.validation.pascalCase');
/** kebab-case plural, the wire name (`demo-items`). */
export const kebabIdentifier = identifier(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, 'codegen.validation.kebabCase');
/** snake_case (`demo_items_v1`). */
export const snakeIdentifier = identifier(/^[a-z][a-z0-9_]*$/, 'codegen.validation.snakeCase');

/** A text in each language; English required (the others fall back to it in the generated catalogs). */
export const codegenLabels = z.object({
  en: z.string(whenMissing('validation.required')).trim().min(1, 'validation.required').max(CODEGEN_NAME_MAX),
  ...(Object.fromEntries(locales.filter((locale) => locale !== 'en').map((locale) => [locale, z.string().trim().max(CODEGEN_NAME_MAX).default('')])) as Record<Exclude<Locale, 'en'>, z.ZodDefault<z.ZodString>>),
});
export type CodegenLabels = z.output<typeof codegenLabels>;

export const codegenFieldConfig = z
  .object({
    /** The column it comes from (empty for a field added from scratch). */
    columnName: z.string().trim().max(CODEGEN_NAME_MAX).default(''),
    columnType: z.string().trim().max(CODEGEN_NAME_MAX).default(''),
    fieldName: camelIdentifier,
    fieldType: z.enum(codegenFieldTypes),
    /** The English label, as the origin names it. */
    fieldComment: z.string().trim().max(CODEGEN_NAME_MAX).default(''),
    labels: codegenLabels,
    fieldSort: z.number().int().min(0).max(1000).default(0),
    isRequired: flag,
    isShowInList: flag,
    isShowInForm: flag,
    isShowInQuery: flag,
    formType: z.enum(codegenFormTypes),
    queryType: z.enum(codegenQueryTypes).default('EQ'),
    /** The dictionary a SELECT draws its options from (`dict_code`). */
    dictType: z.string().trim().max(CODEGEN_NAME_MAX).default(''),
    maxLength: z.number().int().min(1).max(100_000).nullable().default(null),
  })
  .superRefine((field, context) => {
    if (field.formType === 'SELECT' && !field.dictType) context.addIssue({ code: 'custom', path: ['dictType'], message: 'codegen.validation.dictionaryRequired' });
  });
export type CodegenFieldConfig = z.output<typeof codegenFieldConfig>;

/** Names the generated code may not use for a field: the entity's own id and the audit columns every read model has. */
export const CODEGEN_RESERVED_FIELDS = ['id', 'createTime', 'updateTime', 'revision'] as const;

export const codegenConfigForm = z
  .object({
    /** The read-model table it starts from, or the table the generated projection will own. */
    tableName: snakeIdentifier,
    /** The entity's name in English (the origin's businessName). */
    businessName: z.string(whenMissing('validation.required')).trim().min(1, 'validation.required').max(CODEGEN_NAME_MAX),
    /** The entity's name in every language (menu title, page titles). */
    businessLabels: codegenLabels,
    /** The bounded context's folder, the same in every package (`demoItems`). */
    moduleName: camelIdentifier,
    /** The entity's type name (`DemoItem`). */
    entityName: pascalIdentifier,
    /** Its resource on the wire and in the admin (`demo-items`). */
    resource: kebabIdentifier,
    /** Permission strings are `<prefix>:query|add|edit|delete` (`biz:demo-item`). */
    permissionPrefix: z.string(whenMissing('validation.required')).trim().regex(/^(biz|sys):[a-z][a-z0-9-]*$/, 'codegen.validation.permissionPrefix'),
    /** The menu it hangs under (a CATALOG); none: the top level. */
    parentMenuId: z.number().int().positive().nullable().default(null),
    author: z.string().trim().max(CODEGEN_NAME_MAX).default(''),
    fieldConfigs: z.array(codegenFieldConfig).min(1, 'codegen.validation.oneField').max(CODEGEN_FIELDS_MAX),
  })
  .superRefine((config, context) => {
    const seen = new Set<string>();
    config.fieldConfigs.forEach((field, index) => {
      if ((CODEGEN_RESERVED_FIELDS as readonly string[]).includes(field.fieldName)) context.addIssue({ code: 'custom', path: ['fieldConfigs', index, 'fieldName'], message: 'codegen.validation.reservedField' });
      if (seen.has(field.fieldName)) context.addIssue({ code: 'custom', path: ['fieldConfigs', index, 'fieldName'], message: 'codegen.validation.duplicateField' });
      seen.add(field.fieldName);
    });
  });
export type CodegenConfigForm = z.input<typeof codegenConfigForm>;
export type CodegenConfig = z.output<typeof codegenConfigForm>;
