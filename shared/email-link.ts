/**
 * Tracked e-mail links (document 3 §2.12, issue 16 "The e-mail redirect"): the pure half,
 * used by the server that signs and checks them (functions/lib/mail/tracked-link.ts) and by the
 * `/e/…` page that reads them. A tracked link is
 *
 *   {site}/e/{clickId}{path}?h={hmac}&{query}
 *
 * `clickId` names the message and the link in it (`{message reference}.{link number}`), `path`
 * and `query` are where the link leads on our own site, and `h` is an HMAC over the click id,
 * the path and the query, exactly as written, under the link-signing secret. `h` is always the
 * first parameter, so what was signed is the rest of the query as it stands. (First, not last:
 * a reader or a tool that cuts a long link after the target's own parameters, as mail clients'
 * link detection and our browser test's `…&i=[\w-]+` pattern do, then loses the target's tail
 * rather than the signature, and cannot mistake the tracked link for the plain one.)
 */

/** The message reference (16 base64url characters) and the link's number in the message. */
export const clickIdPattern = /^[A-Za-z0-9_-]{16}\.\d{1,3}$/;

/** The query parameter that carries the signature. */
export const signatureParameter = 'h';

/** What the signature covers: one line each, so no part can borrow another's text. */
export function signedTextOf(clickId: string, path: string, query: string): string {
  return `${clickId}\n${path}\n${query}`;
}

export interface TrackedLinkParts {
  clickId: string;
  /** The path it leads to, as written (starts with `/`). */
  path: string;
  /** Its query, as written, without the leading `?` and without the signature. */
  query: string;
  /** The signature as given (the server checks it). */
  hmac: string;
}

/** The tracked link for `path` and `query` on `site`. */
export function trackedLinkOf(site: string, parts: TrackedLinkParts): string {
  const query = parts.query ? `&${parts.query}` : '';
  return `${site.replace(/\/$/, '')}/e/${parts.clickId}${parts.path}?${signatureParameter}=${parts.hmac}${query}`;
}

/**
 * The parts of a tracked link from the page's `location.pathname` and `location.search`, or
 * undefined when it is not one (no click id, no signature). Nothing here says it is genuine.
 */
export function readTrackedLocation(pathname: string, search: string): TrackedLinkParts | undefined {
  const match = /^\/e\/([^/]+)(\/.*)?$/.exec(pathname);
  if (!match || !clickIdPattern.test(match[1]!)) return undefined;
  const query = search.replace(/^\?/, '');
  const signature = new RegExp(`^${signatureParameter}=([A-Za-z0-9_-]+)(?:&|$)`).exec(query);
  if (!signature) return undefined;
  return {
    clickId: match[1]!,
    path: match[2] ?? '/',
    query: query.slice(signature[0].length),
    hmac: signature[1]!,
  };
}

/** White space and control characters, which browsers strip or trim before they parse an address. */
const strippedByBrowsers = (value: string) =>
  /\s/.test(value) ||
  [...value].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);

/** A path with its percent-escapes decoded, as a router reads it; itself when they are malformed. */
const decodedOrRaw = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/**
 * Where a redirect may go: `path` and `query` as one address relative to our own origin, or
 * undefined when they could lead anywhere else. A path must start with one `/` followed by
 * something that is neither `/` nor `\` (browsers read `//host` and `/\host` as another host),
 * in any encoding: percent-encoded slashes and backslashes, control characters and spaces are
 * refused outright rather than decoded and re-checked, as no link we sign holds them. Nor may it
 * lead to the redirect page itself (`/e/…`) or to the API (`/api/…`), document 3 §2.12.
 */
export function safeRedirectTarget(path: string, query: string): string | undefined {
  if (!/^\/(?![/\\])/.test(path)) return undefined;
  // %2F, %5C (any case), backslashes, and anything a browser strips or trims before parsing.
  if (/%(?:2f|5c)|\\/i.test(path) || strippedByBrowsers(path)) return undefined;
  if (query.includes('\\') || query.includes('#') || strippedByBrowsers(query)) return undefined;
  const target = query ? `${path}?${query}` : path;
  // The last word goes to the URL parser browsers use: still on our origin, still this path.
  const base = 'https://origin.invalid';
  let parsed: URL;
  try {
    parsed = new URL(target, base);
  } catch {
    return undefined;
  }
  if (parsed.origin !== base || parsed.pathname !== path) return undefined;
  if (/^\/(?:e|api)(?:\/|$)/i.test(decodedOrRaw(path))) return undefined;
  return target;
}
