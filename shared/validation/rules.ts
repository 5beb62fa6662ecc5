/**
 * The reusable rules of document 1 §5.1 as plain patterns and predicates, without zod: the
 * pages use them for live checks (a password hint, an address while it is typed) and to show
 * dates. The rules as zod schemas, with their messages, are in rules-schemas.ts, built on these.
 */

/**
 * An e-mail address: something@domain.tld, of characters an address can hold unquoted, so an
 * apostrophe (o'neil@…) and letters of any script, but no space, no control or invisible
 * character (a zero-width space pasted from a page), and none of the separators `,;:<>()[]\"`
 * (QA 63b H1: addresses the rule took, and the user id's rule then refused, made contacts nobody
 * could open). The user id's rule (users-schemas.ts) takes every address this one takes.
 */
export const emailPattern = /^[^\s@,;:<>()[\]\\"\p{C}]+@[^\s@,;:<>()[\]\\"\p{C}]+\.[^\s@,;:<>()[\]\\"\p{C}]+$/u;

/**
 * The invisible characters a copy from a web page or a spreadsheet leaves in an address (a
 * zero-width space, a word joiner, a byte-order mark, a soft hyphen): read without them. Not the
 * zero-width joiners, which some scripts' addresses need (review 63 M6); the rule refuses them.
 */
export const withoutInvisibles = (value: string) => value.replace(/[\u200B\u2060\uFEFF\u00AD]/g, '');

/**
 * A user id: a Cognito `sub`, or the e-mail of an invited user who has not registered, which is
 * any address the e-mail rule takes (QA 63b H1: o'neil@… was invited, and then refused as an id).
 */
export const isUserId = (id: string) => id.length <= 254 && (/^[A-Za-z0-9._%+@-]+$/.test(id) || emailPattern.test(id));

/**
 * Characters no text a person types should hold (issue 24 L4): the C0 and C1 controls, the line
 * and paragraph separators, and the bidirectional overrides and isolates that make text read
 * otherwise than it is stored.
 */
const invisibleControls = /[\u2028\u2029\u202A-\u202E\u2066-\u2069]/;

/**
 * One line of plain text: no control character at all, no line break, no markup (`<`, `>`), and
 * no lone half of a surrogate pair (QA 36 L5: no character at all, which a PDF or an e-mail
 * cannot print: in a Unicode pattern it is a code point of its own, `\p{Cs}`).
 */
export function isPlainLine(value: string): boolean {
  return !/[\p{Cc}\p{Cs}<>]/u.test(value) && !invisibleControls.test(value);
}

/**
 * A name, not a link or a spreadsheet formula (QA 76c M1): an import's "name"
 * `=HYPERLINK("http://…","Click")` was invited, greeted by name in an e-mail sent as the agent,
 * where mail clients make the address a link. No name starts with `=`, `+`, `-` or `@` (what a
 * spreadsheet reads as a formula), nor holds a web address.
 */
export function isNameLike(value: string): boolean {
  const name = value.trim();
  return !/^[=+\-@]/.test(name) && !/:\/\/|\bwww\./i.test(name);
}

/** Text of several lines: line breaks (`\n`, `\r\n`) and no other control character, nor lone surrogate. */
export function isPlainText(value: string): boolean {
  return !/\r(?!\n)|(?![\r\n])\p{Cc}|\p{Cs}/u.test(value) && !invisibleControls.test(value);
}

/**
 * The address as the e-mail rule (`email` in rules-schemas.ts) reads it: without invisible
 * characters, trimmed and in lower case; undefined when the rule would refuse it.
 */
export function normalizedEmail(value: string): string | undefined {
  const address = withoutInvisibles(value).trim().toLowerCase();
  return emailPattern.test(address) ? address : undefined;
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
 * The same day a year after `isoDate` (`YYYY-MM-DD`); the 29th of February gives the 28th,
 * so "within a year" never reaches into the month after.
 */
export function sameDayNextYear(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y + 1, m - 1, d));
  if (next.getUTCMonth() !== m - 1) next.setUTCDate(0);
  return next.toISOString().slice(0, 10);
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
