import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { type PortalMessageKey, useI18n } from '../../i18n/I18nContext';
import { useSession } from '../../session/SessionContext';
import type { FormErrors } from '../../forms/useForm';

interface Registration<S extends z.ZodType<{ username: string }>> {
  form: { validate(schema: S, extra?: FormErrors): z.output<S> | undefined; showFailure(error: unknown, fallback: string): void };
  files: { missing(): FormErrors; appendTo(body: FormData): void };
  schema: S;
  /** `POST` target, e.g. `/registrations/job-seeker`. */
  path: string;
  /** What the sign-in page says to the new account. */
  done: PortalMessageKey;
}

/**
 * The submit of a registration page: every field and file checked at once, then one multipart `POST`; on success the
 * sign-in page opens with the new username filled in, on failure the api's errors land on their fields.
 */
export function useRegistrationSubmit<S extends z.ZodType<{ username: string }>>({ form, files, schema, path, done }: Registration<S>) {
  const { t } = useI18n();
  const { api } = useSession();
  const navigate = useNavigate();
  const [isSubmitting, setSubmitting] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const values = form.validate(schema, files.missing());
    if (!values) return;
    setSubmitting(true);
    try {
      const body = new FormData();
      for (const [field, value] of Object.entries(values)) body.set(field, String(value));
      files.appendTo(body);
      await api.request(path, { method: 'POST', form: body, auth: false });
      navigate('/login', { state: { username: values.username, registered: done } });
    } catch (error) {
      form.showFailure(error, t('portal.register.failed'));
    } finally {
      setSubmitting(false);
    }
  }

  return { submit, isSubmitting };
}
