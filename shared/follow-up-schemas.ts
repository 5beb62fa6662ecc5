import * as z from 'zod';
import { followUpNoteMaxLength, type FollowUp } from './users';
import { isPlainText, isValidIsoDate } from './validation/rules';
import { messages } from './validation/messages';

/**
 * `POST /users/{id}/follow-up` (document 2 §4, §5, §7): `{ date, note }` sets the agent's
 * follow-up of a contact; an empty body, or one with neither field, clears it (the toggle off).
 * A date in the past is fine: that is an overdue follow-up, not an error. `onlyIfNone: true`
 * (the bulk action's "Skip", issue 29) writes only while the caller has no follow-up on the
 * contact; otherwise the answer is 409 and nothing changes. `done: { date, note }` (Today's
 * "Done: clear it") clears the follow-up shown, which was done, and keeps it as a note of the
 * caller's; it comes without a new date or note.
 */
const blank = (value: unknown) => value === undefined || value === null || value === '';

/** The form's fields, each with its message (document 2 §5); the web's follow-up form checks with it. */
export const followUpFieldsSchema = z.object({
  date: z
    .string({ error: messages.followUpDateRequired })
    .trim()
    .min(1, messages.followUpDateRequired)
    .refine(isValidIsoDate, messages.dateInvalid),
  note: z
    .string({ error: messages.followUpNoteRequired })
    .trim()
    .min(1, messages.followUpNoteRequired)
    .min(10, messages.followUpNoteMinLength)
    .max(followUpNoteMaxLength, messages.followUpNoteMaxLength)
    .refine(isPlainText, messages.noteCharacters),
});

/** A follow-up done is cleared (our wording): a new one is set on its own. */
export const followUpDoneAlone = 'A follow-up marked done is cleared: send no new date or note with it.';

export const followUpSchema = z
  .object({
    date: z.unknown().optional(),
    note: z.unknown().optional(),
    onlyIfNone: z.boolean().optional(),
    done: z.object({ date: z.string(), note: z.string() }).optional(),
  })
  .transform((body, context): { followUp: FollowUp | null; onlyIfNone: boolean; done?: FollowUp } => {
    const flags = { onlyIfNone: body.onlyIfNone ?? false, ...(body.done && { done: body.done }) };
    if (blank(body.date) && blank(body.note)) return { followUp: null, ...flags };
    if (body.done) {
      context.addIssue({ code: 'custom', message: followUpDoneAlone, path: ['done'] });
      return z.NEVER;
    }
    const parsed = followUpFieldsSchema.safeParse({ date: body.date, note: body.note });
    if (parsed.success) return { followUp: parsed.data, ...flags };
    for (const issue of parsed.error.issues)
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });
export type FollowUpRequest = z.output<typeof followUpSchema>;
