import type { WebConfig, WebConfigInput } from '@shared/web-config';
import { webConfigDefaults } from '@shared/web-config-defaults';

let current: WebConfig | undefined;

/**
 * Reads `/config.json` (written by the local stack or the CDK deployment) once at start-up,
 * so the same build runs everywhere. The page has it on its way already (index.html preloads
 * it, so it must be asked for as the preload was); it is served to be revalidated on every
 * load (infra/web-caching.ts), so a deployment's new settings are read at once.
 */
export async function loadWebConfig(): Promise<WebConfig> {
  const response = await fetch('/config.json');
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  current = readWebConfig(await response.json());
  return current;
}

/**
 * The settings of `/config.json`. Its writers build it with `webConfigSchema` (shared/web-config.ts);
 * the browser checks only that each setting is there and is text, without zod: this runs on
 * every first load, before any page, and zod is ~23 KB gzipped that most pages never need.
 * The return type is the schema's, so a setting added to the schema must be read here too.
 */
export function readWebConfig(json: unknown): WebConfig {
  if (typeof json !== 'object' || json === null) throw new Error('/config.json is not an object');
  const settings = json as Record<string, unknown>;
  const optional = (key: keyof WebConfig): string | undefined => {
    const value = settings[key];
    if (value === undefined || typeof value === 'string') return value;
    throw new Error(`/config.json: ${key} is not text`);
  };
  const required = (key: keyof WebConfig): string => {
    const value = optional(key);
    if (value === undefined) throw new Error(`/config.json: ${key} is missing`);
    return value;
  };
  return {
    apiUrl: required('apiUrl'),
    photosUrl: required('photosUrl'),
    region: required('region'),
    userPoolId: required('userPoolId'),
    userPoolClientId: required('userPoolClientId'),
    userPoolEndpoint: optional('userPoolEndpoint'),
    identityPoolId: optional('identityPoolId'),
    mapStyleUrl: optional('mapStyleUrl'),
    googleAnalyticsUrl: optional('googleAnalyticsUrl'),
    // The schema's defaults, for a file written without them.
    productName: optional('productName') ?? webConfigDefaults.productName,
    brokerageName: optional('brokerageName') ?? webConfigDefaults.brokerageName,
    brokerageAddress: optional('brokerageAddress') ?? webConfigDefaults.brokerageAddress,
    brokerageUrl: optional('brokerageUrl') ?? webConfigDefaults.brokerageUrl,
    contactEmail: optional('contactEmail') ?? webConfigDefaults.contactEmail,
  };
}

export function webConfig(): WebConfig {
  if (!current) throw new Error('The web config is read before it was loaded');
  return current;
}

/** For tests and for start-up code that already holds a config; unset branding takes the defaults. */
export function setWebConfig(config: WebConfigInput): void {
  current = readWebConfig(config);
}
