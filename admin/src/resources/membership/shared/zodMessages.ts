import type { z } from 'zod';

/** A validation message as react-admin's forms take it: a catalog key, with its arguments when it has any. */
export type FieldMessage = string | { message: string; args: Record<string, unknown> };

/**
 * One zod issue of a contracts schema in the reader's words: the schema's own message is a catalog key
 * (`validation.required`, `validation.wholeNumber`); zod's built-in checks (a maximum, a number that is not one) are
 * worded from their code, so no English zod text reaches the screen.
 */
export function fieldMessageOf(issue: z.core.$ZodIssue): FieldMessage {
  if (issue.message.startsWith('validation.')) return issue.message;
  switch (issue.code) {
    case 'too_big':
      return { message: issue.origin === 'string' ? 'validation.tooLong' : 'validation.tooBig', args: { maximum: Number(issue.maximum) } };
    case 'too_small':
      return issue.origin === 'string' ? 'validation.required' : { message: 'validation.tooSmall', args: { minimum: Number(issue.minimum) } };
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === '' ? 'validation.required' : 'validation.invalid';
    default:
      return 'validation.invalid';
  }
}

/** An input's validator from one field of a contracts schema, so the form checks exactly what the api checks. */
export const validateField =
  (schema: z.ZodType) =>
  (value: unknown): FieldMessage | undefined => {
    const result = schema.safeParse(value);
    return result.success ? undefined : fieldMessageOf(result.error.issues[0]!);
  };
