import type { z } from 'zod';

/** Field → i18n key (or a message the server already localised), as react-admin's `<Form validate>` expects. */
export type FieldErrors = Record<string, string>;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A react-admin form validator from one of the api's zod forms (contracts), so the admin checks exactly what the api
 * checks. A blank field that fails says "required" rather than its format rule (spec §5: required, then format-checked);
 * `required` lists fields the schema only checks in a refinement.
 */
export function validateWith(schema: z.ZodType, { required = [] }: { required?: string[] } = {}) {
  return (values: Record<string, unknown>): FieldErrors => {
    // a refinement (the confirmation matching) only runs once the rest passes, so a blank one is caught here too
    const errors: FieldErrors = Object.fromEntries(required.filter((field) => isBlank(values[field])).map((field) => [field, 'validation.required']));
    const result = schema.safeParse(values);
    if (result.success) return errors;
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (!field || errors[field]) continue;
      errors[field] = isBlank(values[field]) ? 'validation.required' : issue.message;
    }
    return errors;
  };
}

/** Where a failed call's message belongs in a form. */
export interface ServerFailure {
  /** Field → message from the api's `data.errors`, or the verification-code failure put on the code field. */
  fieldErrors: FieldErrors;
  /** A message no field can carry, for a notification. */
  message?: string;
}

/**
 * Reads an error from the http client (HttpError with the envelope as body): `data.errors` go on their fields
 * (`_`, a whole-form error, on `fallbackField`); A0130 (verification code wrong or expired) goes on the code field.
 */
export function serverFailureOf(error: unknown, fields: { code?: string; fallbackField?: string } = {}): ServerFailure {
  const body = (error as { body?: { code?: unknown; errors?: unknown } } | null | undefined)?.body;
  const message = (error as { message?: unknown } | null | undefined)?.message;
  const text = typeof message === 'string' && message ? message : 'admin.errors.generic';
  if (body && typeof body.errors === 'object' && body.errors !== null) {
    const fieldErrors: FieldErrors = {};
    for (const [field, fieldMessage] of Object.entries(body.errors as Record<string, unknown>)) {
      const target = field === '_' ? fields.fallbackField : field;
      if (target) fieldErrors[target] = String(fieldMessage);
    }
    if (Object.keys(fieldErrors).length > 0) return { fieldErrors };
  }
  if (body?.code === 'A0130' && fields.code) return { fieldErrors: { [fields.code]: text } };
  if (fields.fallbackField) return { fieldErrors: { [fields.fallbackField]: text } };
  return { fieldErrors: {}, message: text };
}

/** Up to two letters for an avatar without a picture: "Ada Lovelace" → "AL", "admin" → "A", "张三" → "张". */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const letters = words.length === 1 ? [words[0]!] : [words[0]!, words.at(-1)!];
  return letters.map((word) => Array.from(word)[0]!.toLocaleUpperCase()).join('');
}
