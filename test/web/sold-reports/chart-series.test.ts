import { describe, expect, it } from 'vitest';
import { propertyTypes } from '@shared/property-types';
import type { MonthlyStatistic, SoldReportAnswer, Statistics } from '@shared/sold-report/types';
import {
  chartPoints,
  chartTicks,
  pointsUnder,
  seriesAverage,
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
    expect(chartPoints(answer, 'condo', 'price')).toEqual([
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

  it('averages a series over the months that have a figure', () => {
    const points = chartPoints(answer, 'condo', 'price');
    expect(seriesAverage(points, 'gta')).toBe(710_000);
    expect(seriesAverage(points, 'neighbourhood')).toBe(610_000);
    expect(seriesAverage(chartPoints(answer, 'multi', 'price'), 'gta')).toBeNull();
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
  });

  it('draws the month at the axis top it stops at and keeps its real value', () => {
    const points = [month(1, 40), month(2, 550), month(3, null), month(4, 62)];
    const shown = pointsUnder(points, 107);
    expect(shown[1]).toMatchObject({ neighbourhood: 107, actual: { neighbourhood: 550, gta: 50 } });
    expect(shown[2]!.neighbourhood).toBeNull();
    expect(shown.map((point) => point.neighbourhood)).toEqual([40, 107, null, 62]);
    expect(pointsUnder(points, null)[1]!.neighbourhood).toBe(550);
    // The axis then tops at 120%, not 600%.
    expect(chartTicks([...shown.flatMap((p) => [p.gta, p.community, p.neighbourhood]), 107]).at(-1)).toBe(120);
  });
});
