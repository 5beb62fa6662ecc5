import * as z from 'zod';
import { messages } from './messages';
import {
  emailPattern,
  withoutInvisibles,
  isNameLike,
  isPlainLine,
  isPlainText,
  isPublicUrlFormat,
  isValidIsoDate,
  sameDayNextYear,
  strongPasswordPattern,
} from './rules';

/**
 * The reusable rules of document 1 §5.1 as zod schemas, with the spec's messages; their
 * patterns and predicates are in rules.ts (zod-free, for the pages' plain checks). Empty values
 * pass every rule except `required`: optional fields treat '', null and undefined alike as
 * "not given".
 */

/** An optional field: '', null and undefined become undefined before `inner` runs. */
export function optional<T extends z.ZodType>(inner: T) {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), inner.optional());
}

/** A number as a decimal numeral may write it: `3`, `-2.5`, `.5`; not `0x10`, `1e1`, `true` or `[3]`. */
const decimalNumeral = /^\s*[+-]?(?:\d+\.?\d*|\.\d+)\s*$/;

/**
 * A number on the wire: a JSON number, or a string holding a plain decimal numeral (a query
 * string's, a form's). Anything else reaches `inner` as it came, so its own message refuses it:
 * `z.coerce.number()` read `true` as 1, `[3]` as 3 and `'0x10'` as 16 (QA 36 M3).
 */
export function wireNumber<T extends z.ZodType>(inner: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && decimalNumeral.test(value) ? Number(value) : value),
    inner,
  );
}

/** A required, trimmed text field with its own "required" message. */
export function requiredText(requiredMessage: string = messages.required) {
  return z.string({ error: requiredMessage }).trim().min(1, requiredMessage);
}

/**
 * A person's first or last name (document 2 §5: required with its own message, at least 2):
 * one line of plain text (`isPlainLine`, issue 24 L4), at most 100 characters, and neither a
 * link nor a formula (`isNameLike`, QA 76c M1).
 */
export function personName(requiredMessage: string) {
  return requiredText(requiredMessage)
    .min(2, messages.nameMinLength)
    .max(100, 'Name must have at most 100 characters')
    .refine(isPlainLine, messages.nameCharacters)
    .refine(isNameLike, messages.nameNotLinkOrFormula);
}

/** One line of plain text (`isPlainLine`: no control character, line break or markup), with the field's message. */
export function plainLine<T extends z.ZodString>(schema: T, message: string) {
  return schema.refine(isPlainLine, message);
}

/** Free text that may have line breaks and no other control character (`isPlainText`), with the field's message. */
export function plainText<T extends z.ZodString>(schema: T, message: string) {
  return schema.refine(isPlainText, message);
}

/** An e-mail address, without invisible characters, trimmed and in lower case (as `normalizedEmail` reads it). */
export function email(requiredMessage: string = messages.emailRequired) {
  return z
    .string({ error: requiredMessage })
    .overwrite(withoutInvisibles)
    .trim()
    .min(1, requiredMessage)
    .toLowerCase()
    .regex(emailPattern, messages.emailInvalid);
}

/**
 * A past-or-today date on the wire (`YYYY-MM-DD`, DESIGN "wire formats"). `today` is the
 * caller's Toronto date, so the rule stays pure.
 */
export function pastDate(today: string, invalidMessage: string = messages.dateInvalid) {
  return z
    .string({ error: invalidMessage })
    .trim()
    .refine(isValidIsoDate, invalidMessage)
    .refine((value) => value <= today, messages.dateInFuture);
}

/**
 * A date to come (`YYYY-MM-DD`): a real calendar date from `today` (the caller's Toronto date)
 * to the same day a year later. What is not a date, a missing one included, gets
 * `invalidMessage`; a real date before today or past the year says which.
 */
export function upcomingDate(today: string, invalidMessage: string = messages.dateInvalid) {
  const last = sameDayNextYear(today);
  return z.string({ error: invalidMessage }).superRefine((value, ctx) => {
    // A real date out of the span says which way it is out: "valid" reads as a typing slip.
    const message = !isValidIsoDate(value)
      ? invalidMessage
      : value < today
        ? messages.datePast
        : value > last
          ? messages.dateTooFar
          : undefined;
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

export const strongPassword = z
  .string({ error: messages.required })
  .min(1, messages.required)
  .min(8, messages.passwordMinLength)
  .regex(strongPasswordPattern, messages.strongPassword);

/** Postal or zip code: a leading digit means a US zip (5, optional -4), a letter a Canadian code. */
export const postalOrZipCode = requiredText().superRefine((value, ctx) => {
  if (/^\d/.test(value)) {
    if (!/^\d{5}(-?\d{4})?$/.test(value)) ctx.addIssue({ code: 'custom', message: messages.invalidZipCode });
  } else if (!/^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i.test(value)) {
    ctx.addIssue({ code: 'custom', message: messages.invalidPostalCode });
  }
});

/** A public http(s) URL (see `isPublicUrlFormat`). */
export const publicUrl = z.string({ error: messages.urlInvalid }).trim().refine(isPublicUrlFormat, messages.urlInvalid);
