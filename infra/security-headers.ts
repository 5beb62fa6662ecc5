import type { HeadersFrameOption, HeadersReferrerPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { bootScriptHash } from '../web/prerender/boot-script';

/**
 * The site's security headers, in one place for the two servers that send them: CloudFront in
 * AWS (constructs/web-distribution.ts) and the local static server behind the browser tests
 * (local/web-server.ts). Only the origins of Cognito and of the uploads bucket differ.
 */

/** The origins other than the site's own that the browser talks to. */
export interface PolicyOrigins {
  /** What Amplify calls: the user pool's endpoint (cognito-local on a laptop). */
  cognito: readonly string[];
  /**
   * The uploads bucket: the browser PUTs a headshot to a presigned URL there, shows headshots
   * from presigned URLs and fetches the agent's into the sold-report PDF.
   */
  uploads: readonly string[];
}

/**
 * The Content-Security-Policy's directives (issue 11). Scripts and workers come only from the
 * site's own files (maplibre's worker is one of them, web/src/ui/map/map-canvas.tsx), and the
 * one inline script of the prerendered pages by its hash (web/prerender/boot-script.ts); styles
 * may be inline for Mantine; images may be `data:` (maplibre's and Mantine's icons), `blob:`
 * (a headshot's preview) or a headshot; the browser calls the site, Cognito and the uploads
 * bucket, nothing else. Frames may show `blob:`: the sample annual reports' page shows a PDF
 * the browser built (/valuation-annual-report, DECISIONS row 18). Plugin data only from `blob:`:
 * Chrome's PDF viewer is an internal `<embed>` governed by `object-src`, and a `blob:` document
 * (the annual report's preview tab, that frame) inherits this policy, so `'none'` would blank
 * every PDF the browser built; no other object or embed is allowed.
 */
export function contentSecurityPolicyDirectives(origins: PolicyOrigins): [string, string[]][] {
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", bootScriptHash]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...origins.uploads]],
    ['worker-src', ["'self'", 'blob:']],
    ['connect-src', ["'self'", ...origins.cognito, ...origins.uploads]],
    ['frame-src', ["'self'", 'blob:']],
    ['object-src', ['blob:']],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

/** The header's value. */
export function contentSecurityPolicy(origins: PolicyOrigins): string {
  return contentSecurityPolicyDirectives(origins)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');
}

/**
 * What Amplify calls in AWS: the user pool's endpoint of the region. The identity pool's
 * (cognito-identity) is not called: the web app configures Amplify without it.
 */
export function cognitoEndpointsOf(region: string): string[] {
  return [`https://cognito-idp.${region}.amazonaws.com`];
}

/** Two years, including the site's subdomains (CloudFront only: over plain http it means nothing). */
export const strictTransportSecurity = { maxAgeSeconds: 2 * 365 * 24 * 3600, includeSubdomains: true } as const;
/** Other sites learn only the origin of a page that links to them or calls them (Cognito). */
export const referrerPolicy = 'strict-origin-when-cross-origin' satisfies `${HeadersReferrerPolicy}`;
export const frameOption = 'DENY' satisfies `${HeadersFrameOption}`;

/** The headers of every answer of a site served over plain http (the local static server). */
export function localSecurityHeaders(origins: PolicyOrigins): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(origins),
    'x-content-type-options': 'nosniff',
    'referrer-policy': referrerPolicy,
    'x-frame-options': frameOption,
  };
}
