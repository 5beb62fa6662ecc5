import { describe, expect, it } from 'vitest';
import { marketGuide, monthMarket, rateChartCap, salesToNewListingsRate } from '@shared/sold-report/market-guide';
import { soldReportTiles } from '@shared/sold-report/tiles';
import type { TypeReport } from '@shared/sold-report/types';
import {
  formatPercent,
  formatRatioPercent,
  formatSignedPercent,
  formatSignedPoints,
  percentChange,
  percentPointChange,
  priceDifferenceInThousands,
  trendOf,
} from '@shared/sold-report/year-over-year';

describe('price differences in thousands (document 1 §2.2)', () => {
  it('shows a rise as +Nk and a fall as -Nk, rounded to the thousand', () => {
    expect(priceDifferenceInThousands(1_262_400, 1_250_000)).toBe('+12k');
    expect(priceDifferenceInThousands(1_241_600, 1_250_000)).toBe('-8k');
  });

  it('shows no change as 0k, never -0k', () => {
    expect(priceDifferenceInThousands(1_000_200, 1_000_000)).toBe('0k');
    expect(priceDifferenceInThousands(999_800, 1_000_000)).toBe('0k');
  });

  it('groups large differences', () => {
    expect(priceDifferenceInThousands(3_500_000, 2_250_000)).toBe('+1,250k');
  });

  it('shows -- when either price is missing or not finite', () => {
    expect(priceDifferenceInThousands(1_000_000, null)).toBe('--');
    expect(priceDifferenceInThousands(null, 1_000_000)).toBe('--');
    expect(priceDifferenceInThousands(Number.NaN, 1)).toBe('--');
    expect(priceDifferenceInThousands(Number.POSITIVE_INFINITY, 1)).toBe('--');
  });
});

describe('percentages (rounded integers)', () => {
  it('rounds a change to a signed integer', () => {
    expect(formatSignedPercent(percentChange(10, 8))).toBe('+25%');
    expect(formatSignedPercent(percentChange(8, 10))).toBe('-20%');
    expect(formatSignedPercent(-0.4)).toBe('0%');
    expect(formatSignedPercent(24.5)).toBe('+25%');
  });

  it('shows -- for a change from zero, which is not finite', () => {
    expect(percentChange(5, 0)).toBeNull();
    expect(formatSignedPercent(percentChange(5, 0))).toBe('--');
  });

  it('rounds the price-to-list ratio to 0 decimals', () => {
    expect(formatRatioPercent(1.015)).toBe('102%');
    expect(formatRatioPercent(0.984)).toBe('98%');
    expect(formatRatioPercent(null)).toBe('--');
  });

  it('compares two percentages in points of their rounded values', () => {
    expect(percentPointChange(62.4, 58.6)).toBe(3);
    expect(percentPointChange(62.4, null)).toBeNull();
  });

  it('tells which way a formatted change points', () => {
    expect(['+12k', '-3%', '0%', '--'].map(trendOf)).toEqual(['up', 'down', 'flat', null]);
  });

  it('shows -- for a rate that is not finite', () => {
    expect(formatPercent(Number.NaN)).toBe('--');
  });
});

describe('the market guide (document 1 §9)', () => {
  it("calls 60% a seller's market and 40% a balanced one", () => {
    expect(marketGuide(60)).toBe('seller');
    expect(marketGuide(59.4)).toBe('balanced');
    expect(marketGuide(40)).toBe('balanced');
    expect(marketGuide(39.4)).toBe('buyer');
  });

  it('reads the rate as the tile shows it, rounded', () => {
    expect(marketGuide(59.6)).toBe('seller');
    expect(marketGuide(39.5)).toBe('balanced');
  });

  it('has no guide without new listings', () => {
    expect(salesToNewListingsRate(4, 0)).toBeNull();
    expect(marketGuide(salesToNewListingsRate(4, 0))).toBeNull();
  });

  it("stops the rate chart's axis under one or two months no market has, judged within their own line", () => {
    const neighbourhood = [40, 55, 62, 48, 550, 51, 70, 45, 58, 66, 38, 52];
    const gta = [45, 48, 50, 102, 44, 47, 52, 49, 46, 51, 43, 45];
    // 550% is past 200% and three times its line's median: the axis fits the rest (102%, the GTA's
    // own high month, is kept, not clipped).
    expect(rateChartCap([gta, neighbourhood], [49, 61])).toBe(102);
    // A hot market's rates above 100% are its scale, not outliers.
    expect(rateChartCap([[110, 125, 98, 140, 132, 118]], [120])).toBeNull();
    // A line that rises and stays up is a trend: three months past the mark, none clipped.
    expect(rateChartCap([[60, 65, 70, 210, 230, 250, 240]], [140])).toBeNull();
    // Never under an average line, which is drawn at its real value.
    expect(rateChartCap([[20, 20, 20, 500]], [140])).toBe(140);
    expect(rateChartCap([[null, null]], [null])).toBeNull();
  });

  it('gives sales as a percentage of new listings', () => {
    expect(salesToNewListingsRate(6, 10)).toBe(60);
  });
});

const report = (overrides: Partial<TypeReport> = {}): TypeReport => ({
  type: 'detatched',
  month: '2026-05',
  soldNumber: 10,
  soldNumberLastYear: 8,
  soldProperties: [],
  averagePrice: 1_262_400,
  averagePriceLastYear: 1_250_000,
  averageListPrice: 1_240_000,
  averageListPriceLastYear: 1_250_000,
  averageSellingToListPrice: 1.018,
  dom: 14.4,
  domLastYear: 16,
  newListing: 16,
  newListingLastYear: 20,
  ...overrides,
});

describe('soldReportTiles', () => {
  it('gives the five tiles in the spec order with their comparisons', () => {
    const tiles = soldReportTiles(report());
    expect(tiles.map((t) => [t.label, t.value, t.change])).toEqual([
      ['Average Selling Price', '$1,262,400', '+12k'],
      ['Number of Sold Listings', '10', '+25%'],
      ['Average Selling Price To List Price', '102%', '+2 pts'],
      ['Days On Market', '14', '-10%'],
      ['Sales-To-New Listings Rate', '63%', '+23 pts'],
    ]);
    expect(tiles[2]!.shortfall).toBe('+22k');
    expect(tiles[4]!.guide).toBe('seller');
    // The days on market is a mean, which its title does not say (QA 76b L2).
    expect(tiles.map((t) => t.note)).toEqual([undefined, undefined, undefined, 'Average per sale', undefined]);
    expect(tiles.map((t) => t.trend)).toEqual(['up', 'up', 'up', 'down', 'up']);
  });

  it("sets a month under way's sales so far beside last year's whole month, not a change against it (QA 54b: -100% on its 4th day)", () => {
    const closed = soldReportTiles(report());
    const underWay = soldReportTiles(report(), { monthToDate: true });
    expect(underWay[1]).toEqual({
      key: 'soldNumber',
      label: 'Number of Sold Listings',
      value: '10',
      change: '8',
      trend: null,
      tone: 'neutral',
      lastYearWhole: true,
    });
    expect(closed[1]!.lastYearWhole).toBeUndefined();
    // The averages and rates of a part of the month compare with last year's as they are.
    expect(underWay.filter((t) => t.key !== 'soldNumber')).toEqual(closed.filter((t) => t.key !== 'soldNumber'));
  });

  it("compares this year's mean price-to-list ratio with last year's mean, not with last year's averages' ratio (QA 44 L1)", () => {
    // Last year's averages give 100%, but its sales' own ratios averaged 101.6%: the same as
    // this year's, rounded, so no change, where the averages' ratio had read +2 pts.
    const tile = soldReportTiles(
      report({ averageSellingToListPrice: 1.018, averageSellingToListPriceLastYear: 1.016 }),
    )[2]!;
    expect([tile.value, tile.change]).toEqual(['102%', '0 pts']);
    // Without sales last year there is nothing to compare with.
    expect(soldReportTiles(report({ averageSellingToListPriceLastYear: null }))[2]!.change).toBe('--');
  });

  it('says what a change means for a seller: fewer days on market is good, as a rising price is', () => {
    const better = soldReportTiles(report());
    expect(better.map((t) => t.tone)).toEqual(['good', 'good', 'good', 'good', 'good']);
    const worse = soldReportTiles(
      report({ averagePrice: 1_200_000, soldNumber: 6, averageSellingToListPrice: 0.96, dom: 20, newListing: 20 }),
    );
    expect(worse.map((t) => [t.change, t.tone])).toEqual([
      ['-50k', 'bad'],
      ['-25%', 'bad'],
      ['-4 pts', 'bad'],
      ['+25%', 'bad'],
      ['-10 pts', 'bad'],
    ]);
    const same = soldReportTiles(report({ dom: 16, soldNumber: 8 }));
    expect([same[1]!.tone, same[3]!.tone]).toEqual(['neutral', 'neutral']);
  });

  it('writes a change of a percentage in points, one point singular', () => {
    expect(formatSignedPoints(percentPointChange(52, 43))).toBe('+9 pts');
    expect(formatSignedPoints(1)).toBe('+1 pt');
    expect(formatSignedPoints(-1)).toBe('-1 pt');
    expect(formatSignedPoints(0)).toBe('0 pts');
    expect(formatSignedPoints(null)).toBe('--');
  });

  it('shows -- when the average price is not finite', () => {
    const tiles = soldReportTiles(report({ averagePrice: null, averagePriceLastYear: null }));
    expect(tiles[0]!.value).toBe('--');
    expect(tiles[0]!.change).toBe('--');
    expect(tiles[0]!.trend).toBeNull();
  });

  it('shows -- for the comparisons when last year had no sales', () => {
    const tiles = soldReportTiles(
      report({ soldNumberLastYear: 0, averagePriceLastYear: null, averageListPriceLastYear: null, domLastYear: null }),
    );
    expect(tiles.slice(0, 4).map((t) => t.change)).toEqual(['--', '--', '--', '--']);
  });

  it('does not show the default ratio of 1 for a month without sales', () => {
    const tiles = soldReportTiles(
      report({ soldNumber: 0, averagePrice: null, averageListPrice: null, averageSellingToListPrice: 1, dom: null }),
    );
    expect(tiles.map((t) => t.value)).toEqual(['--', '0', '--', '--', '0%']);
  });
});

describe("a month's market guide needs new listings enough to call it (QA 22a F3)", () => {
  it("calls no market on fewer than 5 new listings, though it shows the rate: one sale on one is not a seller's market", () => {
    expect(monthMarket(1, 1)).toEqual({ rate: 100, guide: null, noGuide: 'fewListings' });
    expect(monthMarket(3, 5)).toEqual({ rate: 60, guide: 'seller', noGuide: null });
    expect(monthMarket(1, 20)).toMatchObject({ guide: 'buyer' });
    expect(monthMarket(4, 0)).toMatchObject({ rate: null, noGuide: 'noNewListings' });
    expect(monthMarket(null, 9)).toMatchObject({ rate: null, noGuide: 'withheld' });
    expect(soldReportTiles(report({ soldNumber: 1, newListing: 1 }))[4]!.guide).toBeNull();
  });

  it('compares no rate on fewer than 5 new listings in either month: no "-225 pts" in red on one listing (QA 72c M1)', () => {
    const firstDays = soldReportTiles(
      report({ soldNumber: 0, newListing: 1, soldNumberLastYear: 9, newListingLastYear: 4 }),
      { monthToDate: true },
    )[4]!;
    expect(firstDays).toMatchObject({ value: '0%', change: '--', trend: null, tone: 'neutral', guide: null });
    const fewLastYear = soldReportTiles(report({ soldNumberLastYear: 3, newListingLastYear: 4 }))[4]!;
    expect(fewLastYear).toMatchObject({ value: '63%', change: '--', tone: 'neutral' });
    expect(
      soldReportTiles(report({ newListing: 5, soldNumber: 3, newListingLastYear: 5, soldNumberLastYear: 1 }))[4],
    ).toMatchObject({
      change: '+40 pts',
      tone: 'good',
    });
  });
});
