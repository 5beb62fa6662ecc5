/**
 * How the site's files are cached and compressed, in one place for the two servers that serve
 * them: CloudFront in AWS (constructs/web-distribution.ts) and the local static server behind
 * the browser tests and the Lighthouse bench (local/static-files.ts).
 */

/** Vite names everything under `assets/` by its content's hash: a name never changes content. */
export const hashedAssetsPrefix = 'assets/';

/** Hashed assets: a year, never revalidated. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';

/**
 * Everything else (the HTML shells, the favicon, the map glyphs): browsers revalidate on every
 * load, so a deployment shows at once; CloudFront keeps them a day, and each deployment
 * invalidates its copies.
 */
export const revalidateCacheControl = 'public, max-age=0, s-maxage=86400';

/**
 * The extensions of the site's files (what Vite builds and web/public holds, and what a site
 * is commonly asked for). A path ending in one is a file, and a missing one is 404; any other
 * path is a page of the app, whatever dots it holds: an invited contact's page ends in their
 * e-mail address (QA 44 M1: "hannah.lee@example.com" was read as a file with the extension
 * ".com", and the page answered a bare "Not Found" on a reload). No top-level domain is among them.
 */
export const fileExtensions = [
  'html',
  'js',
  'mjs',
  'css',
  'map',
  'json',
  'webmanifest',
  'txt',
  'xml',
  'pbf',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'avif',
  'svg',
  'ico',
  'ttf',
  'otf',
  'woff',
  'woff2',
  'wasm',
  'pdf',
] as const;

/** Whether a path names one of the site's files (`fileExtensions`) rather than a page of the app. */
export function isFilePath(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  const dot = last.lastIndexOf('.');
  return dot >= 0 && (fileExtensions as readonly string[]).includes(last.slice(dot + 1).toLowerCase());
}

export function cacheControlOf(path: string): string {
  return path.replace(/^\//, '').startsWith(hashedAssetsPrefix) ? immutableCacheControl : revalidateCacheControl;
}

/**
 * What CloudFront compresses (its documented list, the types this site serves), and only
 * between 1,000 and 10,000,000 bytes. It prefers brotli when the browser accepts it.
 */
export const compressibleTypes = [
  'text/html',
  'text/css',
  'text/javascript',
  'application/javascript',
  'application/json',
  'image/svg+xml',
  'text/plain',
  'font/ttf',
  'application/wasm',
] as const;
export const compressibleBytes = { min: 1_000, max: 10_000_000 } as const;
