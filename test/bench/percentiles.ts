/** p50/p95 of timings in milliseconds. */
export function percentiles(samples: number[]): { p50: number; p95: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? NaN };
}

/** Runs `work` `count` times one after another and returns each duration in milliseconds. */
export async function timeEach(count: number, work: (i: number) => Promise<unknown> | unknown): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await work(i);
    samples.push(performance.now() - started);
  }
  return samples;
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
