import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { type PortalMessageKey, useI18n } from '../i18n/I18nContext';
import { ApiError } from '../session/apiClient';

/** Field → message; besides the text fields, file fields and `form` (a message over the whole form). */
export type FormErrors = Partial<Record<string, string>>;

/**
 * The zod issues of a failed parse as field → message key (the first issue of each field). Messages in contracts'
 * schemas are i18n keys, the same the api localises.
 */
export function fieldIssues(error: z.ZodError): Record<string, string> {
  const issues: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    issues[field] ??= issue.message;
  }
  return issues;
}

/**
 * Text fields checked by a contracts schema before sending, and the api's per-field errors shown on the same fields
 * after. `values` stay strings (what inputs hold); the schema turns them into the request.
 */
export function useForm<Field extends string>(initial: Record<Field, string>) {
  const { t } = useI18n();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});

  const setValue = useCallback((field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  /** The parsed request, or undefined with every failing field marked (spec: all failures at once). */
  function validate<S extends z.ZodType>(schema: S, extra: FormErrors = {}): z.output<S> | undefined {
    const result = schema.safeParse(values);
    const found: FormErrors = {};
    if (!result.success) {
      for (const [field, key] of Object.entries(fieldIssues(result.error))) found[field] = t(key as PortalMessageKey);
    }
    for (const [field, message] of Object.entries(extra)) if (message) found[field] ??= message;
    setErrors(found);
    return result.success && Object.keys(found).length === 0 ? result.data : undefined;
  }

  /** A failed call: the api's field errors on their fields, anything else as a message over the form. */
  function showFailure(error: unknown, fallback: string) {
    if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
      setErrors(error.fieldErrors);
      return;
    }
    setErrors({ form: error instanceof ApiError ? error.message : fallback });
  }

  const fieldProps = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValue(field, event.target.value),
    error: Boolean(errors[field]),
    helperText: errors[field] ?? ' ',
  });

  return { values, setValue, errors, setErrors, validate, showFailure, fieldProps };
}
