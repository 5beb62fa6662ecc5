import * as z from 'zod';

/**
 * What the site says about whose it is, when `/config.json` does not say: the product, the
 * brokerage that offers it (the footer, About and Privacy pages speak as the brokerage) and
 * the address that answers questions about them, privacy included.
 */
export const webConfigDefaults = {
  productName: 'GTA Homes',
  brokerageName: 'GTA Homes Realty Inc., Brokerage',
  brokerageUrl: 'https://www.gtahomes.example',
  contactEmail: 'privacy@gtahomes.example',
} as const;

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
  brokerageUrl: z.string().default(webConfigDefaults.brokerageUrl),
  contactEmail: z.string().default(webConfigDefaults.contactEmail),
});
export type WebConfig = z.infer<typeof webConfigSchema>;
/** A config as written, before its defaults are filled in. */
export type WebConfigInput = z.input<typeof webConfigSchema>;
/** The settings a deployment may set to brand the site (CDK context, the local stack). */
export type WebBranding = Partial<Pick<WebConfig, keyof typeof webConfigDefaults>>;
