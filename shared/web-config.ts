import * as z from 'zod';
import { webConfigDefaults } from './web-config-defaults';

export { webConfigDefaults };

/**
 * `/config.json`: the runtime settings of the web app, written by the local stack and by the
 * CDK deployment, so the same build runs in both worlds (DESIGN "Local conventions").
 */
export const webConfigSchema = z.object({
  /** Base URL of the API, e.g. `/api` (same origin). */
  apiUrl: z.string(),
  /** Base URL of listing photos, e.g. `/p`. */
  photosUrl: z.string(),
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Only on the local stack: cognito-local's endpoint for Amplify's `userPoolEndpoint`. */
  userPoolEndpoint: z.string().optional(),
  identityPoolId: z.string().optional(),
  /** A vector style URL for maplibre; a blank offline style when absent. */
  mapStyleUrl: z.string().optional(),
  productName: z.string().default(webConfigDefaults.productName),
  brokerageName: z.string().default(webConfigDefaults.brokerageName),
  /** The brokerage's mailing (postal) address: every e-mail's footer gives it (CASL), as About and Privacy do. */
  brokerageAddress: z.string().default(webConfigDefaults.brokerageAddress),
  brokerageUrl: z.string().default(webConfigDefaults.brokerageUrl),
  contactEmail: z.string().default(webConfigDefaults.contactEmail),
  /**
   * The external report the admin's 'Google Analytics' button opens (DECISIONS row 16); the
   * button is hidden without it. `-c googleAnalyticsUrl=...`, or GOOGLE_ANALYTICS_URL locally.
   */
  googleAnalyticsUrl: z.url({ protocol: /^https?$/, error: 'googleAnalyticsUrl must be an http(s) URL.' }).optional(),
});
export type WebConfig = z.infer<typeof webConfigSchema>;
/** A config as written, before its defaults are filled in. */
export type WebConfigInput = z.input<typeof webConfigSchema>;
/** The settings a deployment may set to brand the site (CDK context, the local stack). */
export type WebBranding = Partial<Pick<WebConfig, keyof typeof webConfigDefaults>>;
