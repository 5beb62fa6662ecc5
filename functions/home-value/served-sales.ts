import type { ValuationModel } from '@shared/valuation/model';
import { indexEvidenceOf, type IndexEvidence } from '@shared/valuation/sales-index';
import { indexSales } from '@shared/valuation/train';
import type { ValuationSale } from '@shared/valuation/types';

/** The comparables and the index the service needs reach back two years (shared/valuation/README.md "Speed"). */
const comparableYears = 2;

function yearsBefore(day: string, years: number): string {
  return `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;
}

/** What the artifact holds for the service's sales index (artifact.ts `ValuationArtifact`). */
export interface ServedSales {
  /** The sales of the last two years before the artifact's day. */
  sales: ValuationSale[];
  /** What the older ones tell the area index (`indexEvidenceOf`). */
  earlierIndex: IndexEvidence;
  /** The neighbour features of the index these make (`SalesIndex.neighbourFeatureRows`). */
  neighbourFeatures: Float64Array;
}

/**
 * The service's sales index's makings, its neighbour features found here once, by the job,
 * rather than by each new instance (`npm run bench` times both).
 */
export function servedSales(model: ValuationModel, sales: readonly ValuationSale[], today: string): ServedSales {
  const since = yearsBefore(today, comparableYears);
  const recent = sales.filter((sale) => sale.date >= since && sale.date < today);
  const earlierIndex = indexEvidenceOf(model, sales, since);
  return {
    sales: recent,
    earlierIndex,
    neighbourFeatures: indexSales(model, recent, earlierIndex).neighbourFeatureRows(),
  };
}
