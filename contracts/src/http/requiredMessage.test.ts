import { describe, expect, it } from 'vitest';
import { jobForm } from '../jobs/forms';
import { publisherRegistrationForm } from '../registration/forms';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('a required field says "required" only when it is missing', () => {
  it('words a too-long job title as too long, and a missing company as required', () => {
    const messages = messagesOf(jobForm.safeParse({ position: 'x'.repeat(101) }));
    expect(messages.company).toBe('validation.required');
    expect(messages.position).not.toBe('validation.required');
  });

  it('does the same for the registrations', () => {
    const messages = messagesOf(publisherRegistrationForm.safeParse({ company: 'c'.repeat(101) }));
    expect(messages.email).toBe('validation.required');
    expect(messages.company).not.toBe('validation.required');
  });
});
