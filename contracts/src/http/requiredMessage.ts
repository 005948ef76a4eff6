/**
 * A schema's message for a missing value only. zod 4 applies a schema-level message (`z.string('validation.required')`)
 * to every check of that schema that has none of its own, so a 101-character title read "This field is required";
 * this names the message for an absent value and leaves the others (too long, not an integer …) to their own wording.
 */
export const whenMissing = (key: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? key : undefined),
});
