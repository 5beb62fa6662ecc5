import { vi } from 'vitest';

/** One embedded-metric-format record as Powertools Metrics writes it to stdout. */
export interface EmfRecord {
  _aws: {
    CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[];
  };
  [key: string]: unknown;
}

/**
 * Metrics switched on (the test config switches them off) in a fresh copy of the signals
 * module and of whatever `load` imports after it, and the EMF lines they write to stdout caught.
 */
export async function withMetricsOn<T>(load: () => Promise<T>): Promise<{ loaded: T; records: () => EmfRecord[] }> {
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
  vi.resetModules();
  const lines: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
    const text = String(chunk);
    if (text.includes('"_aws"')) {
      lines.push(text);
      return true;
    }
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
  });
  const loaded = await load();
  return { loaded, records: () => lines.map((line) => JSON.parse(line) as EmfRecord) };
}
