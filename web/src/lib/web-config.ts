import { webConfigSchema, type WebConfig } from '@shared/web-config';

let current: WebConfig | undefined;

/**
 * Reads `/config.json` (written by the local stack or the CDK deployment) once at start-up,
 * so the same build runs everywhere.
 */
export async function loadWebConfig(): Promise<WebConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  current = webConfigSchema.parse(await response.json());
  return current;
}

export function webConfig(): WebConfig {
  if (!current) throw new Error('The web config is read before it was loaded');
  return current;
}

/** For tests and for start-up code that already holds a parsed config. */
export function setWebConfig(config: WebConfig): void {
  current = config;
}
