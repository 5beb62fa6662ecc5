import type * as z from 'zod';

/** The first message of each field of a failed parse, by field name, as the forms show them. */
export function firstErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return errors;
}
