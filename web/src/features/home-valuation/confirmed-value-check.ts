import { formatCurrency } from '@shared/format/currency';

/** A confirmed value outside this share of the estimate is asked about once more (issue 25). */
export const plausibleShare = { low: 0.5, high: 2 } as const;

/**
 * The question to ask an agent whose confirmed value is below half or above twice the model's
 * estimate ("This is 99% below our estimate of $1,314,328. Confirm $2?"); undefined when the
 * value is within that band.
 */
export function farFromEstimate(value: number, estimate: number): string | undefined {
  if (!(estimate > 0) || !Number.isFinite(value)) return undefined;
  const share = value / estimate;
  if (share >= plausibleShare.low && share <= plausibleShare.high) return undefined;
  const percent = Math.round(Math.abs(share - 1) * 100);
  const side = share < 1 ? 'below' : 'above';
  return `This is ${percent}% ${side} our estimate of ${formatCurrency(estimate)}. Confirm ${formatCurrency(value)}?`;
}
