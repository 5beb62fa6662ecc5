import { describe, expect, it } from 'vitest';
import { propertyTypes } from '@shared/property-types';
import type { MonthlyStatistic, SoldReportAnswer, Statistics } from '@shared/sold-report/types';
import {
  chartPoints,
  chartTicks,
  pointsUnder,
  seriesAverages,
  basisText,
} from '../../../web/src/features/sold-reports/chart-series';

const statistic = (soldPrice: number | null, soldNumber: number, newListing: number, dom: number | null = 20) =>
  ({ soldPrice, dom, soldNumber, newListing }) satisfies MonthlyStatistic;

function statistics(byMonth: Record<string, MonthlyStatistic>): Statistics {
  return Object.fromEntries(
    Object.entries(byMonth).map(([month, condo]) => [
      month,
      Object.fromEntries(propertyTypes.map((type) => [type, type === 'condo' ? condo : statistic(null, 0, 0, null)])),
    ]),
  ) as Statistics;
}

const answer = {
  statistics: statistics({ '2026-03': statistic(700_000, 40, 80), '2026-04': statistic(720_000, 50, 80) }),
  communityStatistics: statistics({ '2026-03': statistic(650_000, 10, 20), '2026-04': statistic(660_000, 12, 20) }),
  neighbourhoodStatistics: statistics({ '2026-03': statistic(null, 0, 0, null), '2026-04': statistic(610_000, 3, 4) }),
} as unknown as SoldReportAnswer;

describe('the sold report charts (document 1 §2.2, §9)', () => {
  it('gives each month the GTA, community and neighbourhood figures, null where there is none', () => {
    expect(chartPoints(answer, 'condo', 'price')).toMatchObject([
      { month: '2026-03', gta: 700_000, community: 650_000, neighbourhood: null },
      { month: '2026-04', gta: 720_000, community: 660_000, neighbourhood: 610_000 },
    ]);
  });

  it('charts the sales-to-new-listings rate in percent, with no rate for a month without new listings', () => {
    const points = chartPoints(answer, 'condo', 'salesToNewListings');
    expect(points.map((p) => [p.gta, p.neighbourhood])).toEqual([
      [50, null],
      [62.5, 75],
    ]);
  });

  it("draws each series' 12-month line pooled over its sales, not as a mean of its months", () => {
    // The GTA: 40 sales at $700,000 and 50 at $720,000.
    expect(seriesAverages(answer, 'condo', 'price').gta).toBeCloseTo((40 * 700_000 + 50 * 720_000) / 90, 6);
    expect(seriesAverages(answer, 'condo', 'price').neighbourhood).toBe(610_000);
    // The rate: 90 sales on 160 new listings, not the mean of 50% and 62.5%.
    expect(seriesAverages(answer, 'condo', 'salesToNewListings').gta).toBe(56.25);
    expect(seriesAverages(answer, 'multi', 'price').gta).toBeNull();
  });

  it('says what each point rests on: a single sale reads as one', () => {
    const [march, april] = chartPoints(answer, 'condo', 'salesToNewListings');
    expect(basisText(april!.basis.neighbourhood, 'price')).toBe('3 sales');
    expect(basisText(april!.basis.neighbourhood, 'salesToNewListings')).toBe('3 sales, 4 new listings');
    expect(basisText({ sales: 1, newListings: 1 }, 'salesToNewListings')).toBe('1 sale, 1 new listing');
    expect(basisText(march!.basis.neighbourhood, 'price')).toBe('0 sales');
    expect(basisText({ sales: null, newListings: 4 }, 'price')).toBeNull();
  });

  it.each([[[612_000, 1_480_000, 905_000]], [[0.4, 0.42]], [[12, 95, 31, 7]], [[1_000_000]], [[3, 3_000_000]]])(
    'draws at most 7 round y ticks that cover %j',
    (values) => {
      const ticks = chartTicks(values);
      expect(ticks.length).toBeGreaterThanOrEqual(2);
      expect(ticks.length).toBeLessThanOrEqual(7);
      expect(ticks[0]).toBeLessThanOrEqual(Math.min(...values));
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(Math.max(...values));
      const steps = ticks.slice(1).map((tick, i) => tick - ticks[i]!);
      expect(new Set(steps.map((s) => s.toPrecision(6))).size).toBe(1);
    },
  );

  it('has no ticks when there is nothing to draw', () => {
    expect(chartTicks([null, null])).toEqual([]);
  });
});

describe('a rate chart with a month no market has', () => {
  const month = (m: number, neighbourhood: number | null) => ({
    month: `2026-${String(m).padStart(2, '0')}`,
    gta: 50,
    community: 55,
    neighbourhood,
    basis: { gta: null, community: null, neighbourhood: null },
  });

  it('draws a month past the axis top at the top, keeps its real value, and keeps its written value clear', () => {
    const points = [month(1, 40), month(2, 550), month(3, 400), month(4, 62), month(5, 900)];
    const shown = pointsUnder(points, 120);
    expect(shown.map((point) => point.neighbourhood)).toEqual([40, 120, 120, 62, 120]);
    expect(shown[1]).toMatchObject({ actual: { neighbourhood: 550, gta: 50 }, labelRow: { neighbourhood: 0 } });
    // The next month's written value goes a line lower; two months on, the first line is free again.
    expect(shown.map((point) => point.labelRow.neighbourhood)).toEqual([undefined, 0, 1, undefined, 0]);
    expect(pointsUnder([month(1, null)], 120)[0]!.neighbourhood).toBeNull();
    expect(pointsUnder(points, null)[1]!.neighbourhood).toBe(550);
  });
});
