/**
 * The lists a user can stop, and the signed token their unsubscribe links carry (DECISIONS
 * rows 13 and 38): `/unsubscribe?uid={token}` on the site, `/api/unsubscribe?uid={token}` in
 * the RFC 8058 header. A token is `{payload}.{signature}`: the payload is base64url JSON
 * `[1, userId, list, issuedAt]` that anyone can read (the page words its question from it);
 * only the server, which holds the key, can check the signature (functions/lib/mail/).
 * Plain TypeScript without zod, so the unsubscribe page stays small.
 */

/** Document 1 §4.5's question before unsubscribing from the newsletter, verbatim. */
export const newsletterUnsubscribeQuestion =
  'You will no longer receive the monthly sold reports newsletter. Are you sure you want to unsubscribe?';

/** The monthly sold-report newsletter, or the updates of one home valuation. */
export type MailingList = 'newsletter' | `valuation:${string}`;

/** Ids inside a token: a Cognito sub, a valuation id. ASCII only, so the payload is too. */
const idPattern = /^[A-Za-z0-9_-]{1,128}$/;
const valuationListPattern = /^valuation:([A-Za-z0-9_-]{1,128})$/;

export function isMailingList(value: unknown): value is MailingList {
  return value === 'newsletter' || (typeof value === 'string' && valuationListPattern.test(value));
}

/** The valuation a `valuation:{id}` list is about; undefined for the newsletter. */
export function valuationOfList(list: MailingList): string | undefined {
  return valuationListPattern.exec(list)?.[1];
}

/** The list of one valuation's updates. */
export function valuationList(valuationId: string): MailingList {
  const list = `valuation:${valuationId}` as const;
  if (!isMailingList(list)) throw new Error(`Not a valuation id: ${valuationId}`);
  return list;
}

/**
 * How long a link works: a year from the mail that carries it. CASL asks for at least 60
 * days; a year covers a newsletter someone finds again in an old folder, and bounds what a
 * leaked link can do.
 */
export const unsubscribeTokenLifetimeDays = 365;
const lifetimeSeconds = unsubscribeTokenLifetimeDays * 24 * 3600;
/** A token "issued" later than this ahead of the server's clock is not one of ours. */
const clockSkewSeconds = 24 * 3600;

/** What a token says. Trusted only once the server has checked the signature. */
export interface UnsubscribeClaims {
  userId: string;
  list: MailingList;
  /** Epoch seconds of the mail that carries the link. */
  issuedAt: number;
}

const tokenVersion = 1;

function toBase64Url(ascii: string): string {
  return btoa(ascii).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  try {
    return atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return undefined;
  }
}

/** The payload segment of a token for `claims` (the server appends the signature). */
export function encodeUnsubscribePayload(claims: UnsubscribeClaims): string {
  if (!idPattern.test(claims.userId)) throw new Error(`Not a user id: ${claims.userId}`);
  if (!isMailingList(claims.list)) throw new Error(`Not a mailing list: ${claims.list}`);
  if (!Number.isInteger(claims.issuedAt) || claims.issuedAt < 0) throw new Error('issuedAt must be epoch seconds');
  return toBase64Url(JSON.stringify([tokenVersion, claims.userId, claims.list, claims.issuedAt]));
}

/** A token split into its parts, with the claims its payload states (not yet verified). */
export interface ReadToken {
  payload: string;
  signature: string;
  claims: UnsubscribeClaims;
}

/** Reads a token's shape and claims; undefined when it is not one at all. */
export function readUnsubscribeToken(token: string): ReadToken | undefined {
  if (token.length > 600) return undefined;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return undefined;
  const json = fromBase64Url(payload);
  if (json === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) return undefined;
  const [version, userId, list, issuedAt] = parsed as unknown[];
  if (version !== tokenVersion || typeof userId !== 'string' || !idPattern.test(userId)) return undefined;
  if (!isMailingList(list) || typeof issuedAt !== 'number' || !Number.isInteger(issuedAt) || issuedAt < 0) {
    return undefined;
  }
  return { payload, signature, claims: { userId, list, issuedAt } };
}

/** Whether a token of `claims` no longer works at `now` (too old, or from the future). */
export function unsubscribeTokenOutOfDate(claims: UnsubscribeClaims, now: Date): boolean {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  return nowSeconds - claims.issuedAt > lifetimeSeconds || claims.issuedAt - nowSeconds > clockSkewSeconds;
}
