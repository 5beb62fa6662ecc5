/**
 * The prerendered pages (web/prerender/plugin.ts): which HTML file each path is served, by
 * CloudFront (its viewer-request function, infra/constructs/web-distribution.ts) and by the
 * local static server (infra/local/web-server.ts) alike. Every file holds the site's frame and
 * the page's own frame, without data, the same for everyone; a path none of them matches gets
 * `index.html`, the frame with a spinner. Pure data: the CDK app reads it too.
 */
export const shellNames = [
  'home-search-map',
  'home-search-gallery',
  'sold-report',
  'neighbourhoods',
  'neighbourhood-map',
  'property-details',
  'valuation-address',
  'valuation-summary',
  'valuations',
  'landing',
  'auth',
  'unsubscribe',
  'dashboard-home',
  'email-analytics',
  'dashboard-users',
  'dashboard',
] as const;
export type ShellName = (typeof shellNames)[number];

export interface ShellRoute {
  name: ShellName;
  /** A regular expression over the path (no query string), tested in this order. */
  pattern: string;
  /**
   * The route modules whose code the page needs first (relative to web/): the file is given
   * `<link rel="modulepreload">`s for their chunks, so they load beside the entry, not after it.
   */
  preload: readonly string[];
}

export const shellRoutes: readonly ShellRoute[] = [
  // `/` opens the map search (DECISIONS row 2).
  { name: 'home-search-map', pattern: '^/(home-search(/map(/[^/]+)?)?)?/?$', preload: ['src/routes/home-search/'] },
  {
    name: 'home-search-gallery',
    pattern: '^/home-search/gallery(/[^/]+)?/?$',
    preload: ['src/routes/home-search/', 'src/features/home-search/api/prefetch-gallery.ts'],
  },
  // Before the sold report's: `/neighbourhood/{id}` is a report, `/neighbourhood/map` is not.
  { name: 'neighbourhood-map', pattern: '^/neighbourhood/map/?$', preload: ['src/routes/neighbourhood/map.tsx'] },
  { name: 'sold-report', pattern: '^/(sold-report|neighbourhood)/[^/]+', preload: ['src/routes/sold-report/'] },
  {
    name: 'neighbourhoods',
    pattern: '^/(neighbourhoods|neighbourhood)/?$',
    preload: ['src/routes/neighbourhoods.tsx'],
  },
  {
    name: 'property-details',
    pattern: '^/(property-details/?|property/[^/]+/?)$',
    preload: ['src/routes/property-details.tsx', 'src/routes/property/'],
  },
  {
    name: 'valuation-address',
    pattern: '^/home-valuation/property-address/?$',
    preload: ['src/routes/home-valuation/$type.tsx', 'src/features/home-valuation/components/address-page.tsx'],
  },
  // Signed-in pages: their frame is the spinner, but their code loads beside the entry's. Added
  // by the app's router instead, every chunk would be a <link> appended in one task of its own.
  {
    name: 'valuation-summary',
    pattern: '^/home-valuation-summary/[^/]+/?$',
    preload: ['src/routes/home-valuation-summary/'],
  },
  { name: 'valuations', pattern: '^/(home-valuation|home-valuation-summary|property-estimation)(/.*)?$', preload: [] },
  { name: 'landing', pattern: '^/get-started/?$', preload: ['src/routes/get-started.tsx'] },
  {
    name: 'auth',
    pattern:
      '^/(sign-in|sign-in-new-password|sign-up|sign-up-verification|sign-up-waitlist|sign-up-waitlist-validation|reset-password|reset-password-verification)/?$',
    preload: ['src/routes/sign-in.tsx'],
  },
  { name: 'unsubscribe', pattern: '^/unsubscribe/?$', preload: [] },
  // Where the header's Dashboard link opens it: the admin's platform analytics, the agent's
  // e-mail analytics.
  {
    name: 'dashboard-home',
    pattern: '^/dashboard/?$',
    preload: [
      'src/routes/_dashboard.tsx',
      'src/routes/_dashboard/dashboard/index.tsx',
      'src/routes/_dashboard/dashboard/-platform-analytics.tsx',
    ],
  },
  {
    name: 'email-analytics',
    pattern: '^/dashboard/email-analytics/?$',
    preload: ['src/routes/_dashboard.tsx', 'src/routes/_dashboard/dashboard/email-analytics.tsx'],
  },
  // The Users list and an agent's contacts (`/dashboard/users/{query?}/agent-contacts`), the
  // pages an agent works from; not the invite and import pages under the same path.
  {
    name: 'dashboard-users',
    pattern: '^/dashboard/users(/(?!(invite-user|import-contacts)/?$)[^/]+)?(/agent-contacts)?/?$',
    preload: [
      'src/routes/_dashboard.tsx',
      'src/routes/_dashboard/dashboard/users/{-$query}/index.tsx',
      'src/routes/_dashboard/dashboard/users/{-$query}/agent-contacts.tsx',
    ],
  },
  { name: 'dashboard', pattern: '^/dashboard(/.*)?$', preload: ['src/routes/_dashboard.tsx'] },
];

/** Where the prerendered files are, under the build's folder. */
export const shellFolder = 'shells';

export const shellFile = (name: ShellName) => `/${shellFolder}/${name}.html`;

/** The HTML file that serves `path`: a page's prerendered file, or the app's `/index.html`. */
export function shellFileFor(path: string): string {
  const route = shellRoutes.find((candidate) => new RegExp(candidate.pattern).test(path));
  return route ? shellFile(route.name) : '/index.html';
}

/**
 * The site's branding in the prerendered files, filled in where they are served (the local
 * static server) or deployed (the CDK), from the deployment's `/config.json`: the build is
 * the same for every deployment (DESIGN "Local conventions").
 */
export const brandingKeys = ['productName', 'brokerageName', 'brokerageUrl', 'contactEmail'] as const;
export type Branding = Record<(typeof brandingKeys)[number], string>;

export const brandingPlaceholder = (key: keyof Branding) => `{{${key}}}`;

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** A prerendered file with the deployment's branding, HTML-escaped. */
export function fillBranding(html: string, branding: Branding): string {
  return html.replace(/\{\{(productName|brokerageName|brokerageUrl|contactEmail)\}\}/g, (_match, key: string) =>
    branding[key as keyof Branding].replace(/[&<>"']/g, (character) => escapes[character]!),
  );
}
