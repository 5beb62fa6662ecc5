/** Tick labels of the trend charts. */

const trim = (value: number, digits: number) => String(Number(value.toFixed(digits)));

/** `$950k`, `$1.25M`, `$0`. */
export function compactPrice(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  if (abs >= 1_000_000) return `${sign}$${trim(abs / 1_000_000, 2)}M`;
  if (abs >= 1_000) return `${sign}$${trim(abs / 1_000, 0)}k`;
  return `${sign}$${trim(abs, 0)}`;
}

/** Days, one decimal at most: `12`, `12.5`. */
export const days = (value: number) => trim(value, 1);

/** A rate in percent: `45%`. */
export const percent = (value: number) => `${trim(value, 1)}%`;
