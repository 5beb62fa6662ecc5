import { formatCurrency } from '../format/currency';

/**
 * Prices as markers, sliders and compact labels show them (document 3 §9.1): under 100,000
 * the full currency (`$2,500`, a lease); from 100,000 shortened with K, M, B or T to three
 * significant digits (`$850K`, `$1.25M`, `$12.5M`, `$2B`).
 */
export const shortenFrom = 100_000;

const units = [
  { size: 1e12, suffix: 'T' },
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'K' },
] as const;

export function shortenPrice(value: number): string {
  if (!Number.isFinite(value) || value < 0) return '--';
  if (value < shortenFrom) return formatCurrency(value);
  const index = units.findIndex((unit) => value >= unit.size);
  let { size, suffix } = units[index]!;
  let scaled = Number((value / size).toPrecision(3));
  // 999,600 rounds to 1000K: say 1M instead.
  if (scaled >= 1000 && index > 0) {
    ({ size, suffix } = units[index - 1]!);
    scaled = Number((value / size).toPrecision(3));
  }
  return `$${scaled}${suffix}`;
}
