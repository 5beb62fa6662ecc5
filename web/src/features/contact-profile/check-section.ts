import { torontoDate } from '@shared/format/dates';
import { profileSectionSchema, type ProfileSectionUpdate } from '@shared/profile-sections-schemas';

/*
 * A section's payload checked with the schema `PUT /profiles/{id}` parses (document 2 §5's
 * messages), before anything is sent. Loaded with the forms, not the views: zod and the phone
 * rules stay out of the screen's first load.
 */

export type SectionCheck<F extends string> =
  | { success: true; update: ProfileSectionUpdate }
  /** `formError`: a rule broken by a field this form does not show (a one-letter name from the sign-up). */
  | { success: false; errors: Partial<Record<F, string>>; formError?: string };

/** The payload as sent (an input, before zod's transforms); the schema says what each section holds. */
export type SectionPayload = { section: ProfileSectionUpdate['section']; version: number } & Record<string, unknown>;

export function checkSection<F extends string>(payload: SectionPayload, fields: readonly F[]): SectionCheck<F> {
  const result = profileSectionSchema(torontoDate(new Date())).safeParse(payload);
  if (result.success) return { success: true, update: result.data };
  const errors: Partial<Record<F, string>> = {};
  let formError: string | undefined;
  for (const issue of result.error.issues) {
    // A testimonial's issue is at ['testimonials', index]: the form shows it on its one field.
    const field = String(issue.path[0]) as F;
    if (fields.includes(field)) errors[field] ??= issue.message;
    else formError ??= `${String(issue.path[0] ?? '')}: ${issue.message}`;
  }
  return { success: false, errors, formError };
}
