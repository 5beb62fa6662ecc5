import { isValidNanpPhone } from './nanp-phone';
import * as z from 'zod';
import { messages } from './messages';

/*
 * Phone rules live apart from the other rules because libphonenumber's metadata is ~30 KB
 * gzipped: pages that validate only e-mails and passwords should not load it.
 */

/** Ten digits that libphonenumber-js accepts for region CA (DECISIONS row 30). */
export function isCanadianPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 && isValidNanpPhone(digits, 'CA');
}

/** Stored and sent as the mask 000-000-0000. */
export function formatPhone(value: string): string {
  const d = value.replace(/\D/g, '');
  return d.length === 10 ? `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}` : value;
}

export const canadianPhone = z
  .string({ error: messages.phoneInvalid })
  .trim()
  .refine(isCanadianPhone, messages.phoneInvalid)
  .transform(formatPhone);
