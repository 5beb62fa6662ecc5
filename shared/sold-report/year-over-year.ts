/**
 * The sold report's comparisons with the same month last year (document 1 §2.2): price
 * differences in thousands with a `k` suffix, percentages rounded to integers, and `--`
 * wherever a figure is missing or not finite. The PDF and the screens both use these.
 */

/** Shown for a figure that is missing or not finite. */
export const missingFigure = '--';

const isFiniteNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const signed = (value: number) => (value > 0 ? `+${value.toLocaleString('en-US')}` : value.toLocaleString('en-US'));

/**
 * Rounds half away from zero, without the `-0` that `Math.round(-0.4)` gives, and without
 * float noise: 1.015 × 100 is 101.49999999999999, and must still show 102.
 */
function roundInteger(value: number): number {
  const rounded = Math.sign(value) * Math.round(Number(Math.abs(value).toPrecision(12)));
  return rounded === 0 ? 0 : rounded;
}

/** `current - previous` in thousands, signed: `'+12k'`, `'-8k'`, `'0k'`; `--` when either is missing. */
export function priceDifferenceInThousands(current: number | null, previous: number | null): string {
  if (!isFiniteNumber(current) || !isFiniteNumber(previous)) return missingFigure;
  return `${signed(roundInteger((current - previous) / 1000))}k`;
}

/** The change from `previous` to `current` in percent, or null when it is not finite (e.g. `previous` is 0). */
export function percentChange(current: number | null, previous: number | null): number | null {
  if (!isFiniteNumber(current) || !isFiniteNumber(previous)) return null;
  const change = ((current - previous) / previous) * 100;
  return Number.isFinite(change) ? change : null;
}

/** A percentage rounded to an integer: `'62%'`, or `--`. */
export function formatPercent(percent: number | null): string {
  return isFiniteNumber(percent) ? `${roundInteger(percent)}%` : missingFigure;
}

/** A signed percentage rounded to an integer: `'+25%'`, `'-3%'`, `'0%'`, or `--`. */
export function formatSignedPercent(percent: number | null): string {
  return isFiniteNumber(percent) ? `${signed(roundInteger(percent))}%` : missingFigure;
}

/**
 * A signed difference of two percentages in percentage points: `'+9 pts'`, `'-1 pt'`, `'0 pts'`,
 * or `--`. Written apart from a relative change (`+25%`), which the tiles beside it show.
 */
export function formatSignedPoints(points: number | null): string {
  if (!isFiniteNumber(points)) return missingFigure;
  const rounded = roundInteger(points);
  return `${signed(rounded)} ${Math.abs(rounded) === 1 ? 'pt' : 'pts'}`;
}

/** A ratio (1.02) as a rounded percentage (`'102%'`), or `--`. */
export function formatRatioPercent(ratio: number | null): string {
  return isFiniteNumber(ratio) ? formatPercent(ratio * 100) : missingFigure;
}

/** The difference of two percentages in points, null when either is missing. */
export function percentPointChange(current: number | null, previous: number | null): number | null {
  return isFiniteNumber(current) && isFiniteNumber(previous) ? roundInteger(current) - roundInteger(previous) : null;
}

/** Which way a formatted change points, for its colour; null for `--`. */
export function trendOf(change: string): 'up' | 'down' | 'flat' | null {
  if (change === missingFigure) return null;
  if (change.startsWith('+')) return 'up';
  if (change.startsWith('-')) return 'down';
  return 'flat';
}

/** A count or day figure rounded to an integer, or `--`. */
export function formatWholeNumber(value: number | null): string {
  return isFiniteNumber(value) ? roundInteger(value).toLocaleString('en-US') : missingFigure;
}
