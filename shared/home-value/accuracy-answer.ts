import type { PropertyType } from '../property-types';
import type { BacktestMetrics } from '../valuation/accuracy';

/** One row of the model's back-test (percentages as numbers such as 7.4): shared/valuation/accuracy.ts. */
export type AccuracyFigures = BacktestMetrics;

/**
 * `GET /homevalue/accuracy`: the current model's back-test (the same computation as `npm run
 * backtest`: shared/valuation/backtest.ts `heldOutBacktest`), by property type and by fifth of
 * the estimate. A visitor may read it: every row covers 3 or more sales (DECISIONS row 26), and
 * it holds no sale price (a fifth's bounds are estimates).
 */
export interface AccuracyAnswer {
  computedAt: string;
  /** The sales valued: sold from `from` to `to`, by a model fitted on the `trainedOn` sales before. */
  heldOut: { from: string; to: string; trainedOn: number };
  rows: (AccuracyFigures & { type: PropertyType })[];
  all: AccuracyFigures;
  /** By fifth of the estimate, cheapest first: the estimates' bounds and the figures. */
  fifths: (AccuracyFigures & { from: number; to: number })[];
  /** Homes that had sold before, valued knowing that sale (absent under 3). */
  repeatSales?: AccuracyFigures;
}
