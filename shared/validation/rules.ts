import * as z from 'zod';
import { messages } from './messages';

/**
 * The reusable rules of document 1 §5.1. Empty values pass every rule except `required`:
 * optional fields treat '', null and undefined alike as "not given".
 */

/** An optional field: '', null and undefined become undefined before `inner` runs. */
export function optional<T extends z.ZodType>(inner: T) {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), inner.optional());
}

/** A required, trimmed text field with its own "required" message. */
export function requiredText(requiredMessage: string = messages.required) {
  return z.string({ error: requiredMessage }).trim().min(1, requiredMessage);
}

export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function email(requiredMessage: string = messages.emailRequired) {
  return requiredText(requiredMessage).toLowerCase().regex(emailPattern, messages.emailInvalid);
}

const isoDatePattern = /^(19|20)\d{2}-\d{2}-\d{2}$/;

/** A real calendar date `YYYY-MM-DD` with a year of 19xx or 20xx. */
export function isValidIsoDate(value: string): boolean {
  if (!isoDatePattern.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
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

/** The form's mask is MM/DD/YYYY; the wire is YYYY-MM-DD. */
export function usDateToIso(value: string): string | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  return match ? `${match[3]}-${match[1]}-${match[2]}` : undefined;
}

export function isoToUsDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : value;
}

/** At least 8 characters with lower, upper, digit and symbol; never ~ ` ' " or whitespace. */
export const strongPasswordPattern = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9])[^\s~`'"]{8,}$/;

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

/**
 * URL format rule (http or https, a dotted public-looking host). It refuses literal private
 * and loopback addresses; resolving host names to refuse private targets is the server's job.
 */
export function isPublicUrlFormat(value: string): boolean {
  let url: URL;
  try {
    url = new URL(/^[a-z]+:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local')) return false;
  if (isPrivateAddress(host)) return false;
  return host.includes('.') || host.includes(':');
}

/** Literal IPv4/IPv6 addresses in private, loopback, link-local or unspecified ranges. */
export function isPrivateAddress(host: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(host);
  const v4 = mapped ? mapped[1]! : host;
  const parts = v4.split('.');
  if (parts.length === 4 && parts.every((p) => /^\d{1,3}$/.test(p))) {
    const [a, b] = parts.map(Number) as [number, number];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (!host.includes(':')) return false;
  const h = host.toLowerCase();
  return (
    h === '::' ||
    h === '::1' ||
    h.startsWith('fc') ||
    h.startsWith('fd') ||
    h.startsWith('fe80') ||
    /^::ffff:[0-9a-f]{1,4}:[0-9a-f]{1,4}$/.test(h)
  );
}

export const publicUrl = z.string({ error: messages.urlInvalid }).trim().refine(isPublicUrlFormat, messages.urlInvalid);
