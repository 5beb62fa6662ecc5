import { describe, expect, it } from 'vitest';
import {
  publishedFigures,
  unpublishedMonths,
  visitorNeighbourhoodSales,
  visitorSellingToListPrice,
  visitorSoldReport,
  type PublishedSeries,
} from '@shared/sold-report/anonymous';
import { addSale, completeMonth, emptyTally, typeReports, type Tally } from '@shared/sold-report/tally';
import { soldReportTiles } from '@shared/sold-report/tiles';
import type { SoldReportAnswer } from '@shared/sold-report/types';

const tally = (soldNumber: number, price = 1_000_000): Tally => ({
  soldNumber,
  soldPriceSum: soldNumber * price,
  listPriceSum: soldNumber * 950_000,
  ratioSum: (soldNumber * price) / 950_000,
  domSum: soldNumber * 10,
  domFloorSum: 0,
  domCeilingSum: soldNumber * 30,
  domWidest: 30,
  newListing: 4,
});

/** A signed-in answer of May 2026 with condos: `count` sales this month, `lastYear` the same month of 2025. */
function liveAnswer(count: number, lastYear: number): SoldReportAnswer {
  const series = {
    '2026-05': completeMonth({ condo: { soldPrice: 1_000_000, dom: 10, soldNumber: count, newListing: 4 } }),
  };
  return {
    time: '202605',
    neighbourhood: { id: 'alpha-park', name: 'Alpha Park', community: 'Toronto' },
    reports: typeReports('2026-05', { condo: tally(count) }, { condo: tally(lastYear) }, 'alpha-park'),
    statistics: series,
    communityStatistics: series,
    neighbourhoodStatistics: series,
  };
}

/** An area's published months of condos (`shown`: the decision for each), published since 2024-01. */
const published = (months: Record<string, [Tally, boolean]>): PublishedSeries => ({
  from: '2024-01',
  months: Object.fromEntries(
    Object.entries(months).map(([month, [t, shown]]) => [month, { condo: publishedFigures(t, shown) }]),
  ),
});

describe("a visitor's view of a sold report", () => {
  it('shows a published month as it was published, last year from the publication of the same month last year', () => {
    const live = liveAnswer(4, 5);
    // Published before a late sale of each month: 3 then, 6 last year, at other prices.
    const neighbourhood = published({ '2026-05': [tally(3, 800_000), true], '2025-05': [tally(6, 700_000), false] });

    const answer = visitorSoldReport(live, '2026-05', { neighbourhood, community: neighbourhood, gta: neighbourhood });

    expect(answer.reports.condo).toMatchObject({
      soldNumber: 3,
      averagePrice: 800_000,
      averageListPrice: 950_000,
      dom: 10,
      soldProperties: [],
      // Hidden by its month's decisions: not its count either (QA 46d M2).
      soldNumberLastYear: null,
      averagePriceLastYear: null,
      averageListPriceLastYear: null,
      domLastYear: null,
      newListing: 4,
      newListingLastYear: 4,
    });
    expect(answer.neighbourhoodStatistics['2026-05']!.condo).toEqual({
      soldPrice: 800_000,
      dom: 10,
      soldNumber: 3,
      newListing: 4,
    });
  });

  it('shows a month not published as its new listings alone, no count of its sales (QA 46d H1)', () => {
    const answer = visitorSoldReport(liveAnswer(4, 2), '2026-05', {});

    expect(answer.reports.condo).toMatchObject({
      soldNumber: null,
      averagePrice: null,
      averageListPrice: null,
      averageSellingToListPrice: null,
      dom: null,
      soldNumberLastYear: null,
      averagePriceLastYear: null,
      newListing: 4,
    });
    expect(answer.statistics['2026-05']!.condo).toEqual({
      soldPrice: null,
      dom: null,
      soldNumber: null,
      newListing: 4,
    });
    // No sales so far is not said either: the first sale would change it.
    expect(answer.reports.multi).toMatchObject({ soldNumber: null, averageSellingToListPrice: null });
  });

  it('shows a type with no activity in a published month as no sales, not as unknown', () => {
    const neighbourhood = { from: '2024-01', months: { '2026-05': {}, '2025-05': {} } };
    const answer = visitorSoldReport(liveAnswer(4, 0), '2026-05', { neighbourhood });

    expect(answer.reports.condo).toMatchObject({ soldNumber: 0, averagePrice: null, averageSellingToListPrice: 1 });
  });

  it('shows a month before the first publication as no activity, and asks for the counts of one not published', () => {
    const neighbourhood = published({ '2026-05': [tally(3), true] });
    const series = {
      neighbourhood: { ...neighbourhood, from: '2026-05' },
      community: neighbourhood,
      gta: neighbourhood,
    };

    const answer = visitorSoldReport(liveAnswer(4, 5), '2026-05', series);

    expect(answer.reports.condo).toMatchObject({ soldNumber: 3, soldNumberLastYear: 0, newListingLastYear: 0 });
    expect(unpublishedMonths('2026-05', ['2026-05'], series)).toEqual([]);
    // The GTA's and the community's April (the neighbourhood's is before its first publication).
    expect(unpublishedMonths('2026-05', ['2026-04', '2026-05'], series)).toEqual([
      { area: 'community', month: '2026-04' },
      { area: 'gta', month: '2026-04' },
    ]);
    expect(unpublishedMonths('2026-06', ['2026-06'], series)).toEqual([
      { area: 'neighbourhood', month: '2026-06' },
      { area: 'community', month: '2026-06' },
      { area: 'gta', month: '2026-06' },
    ]);
    expect(unpublishedMonths('2026-05', ['2026-05'], { ...series, gta: undefined })).toEqual([
      { area: 'gta', month: '2026-05' },
    ]);
  });

  it('never publishes the figures of a cell under 3 sales, even if a decision shows it', () => {
    expect(publishedFigures(tally(2), true)).toEqual({
      soldNumber: null,
      averagePrice: null,
      averageListPrice: null,
      dom: null,
      newListing: 4,
    });
    expect(publishedFigures(tally(0), true)).toMatchObject({ soldNumber: 0, averagePrice: null });
  });

  it("gives the ratio of the averages, not the mean of the sales' ratios (issue 11's example)", () => {
    const sales = emptyTally();
    for (const [listingPrice, soldPrice] of [
      [500_000, 510_000],
      [500_000, 490_000],
      [700_000, 735_000],
    ] as const) {
      addSale(sales, { listingPrice, soldPrice, dom: 10, soldDate: '2026-05-11', listDate: '2026-05-01' });
    }
    const figures = publishedFigures(sales, true);

    expect(figures.averagePrice).toBe(1_735_000 / 3);
    expect(visitorSellingToListPrice(figures)).toBeCloseTo(1_735 / 1_700, 12);
    expect(sales.ratioSum / sales.soldNumber).toBeCloseTo(1.0167, 4); // what a signed-in user sees
    expect(visitorSellingToListPrice({ ...figures, averagePrice: null })).toBeNull();
    expect(visitorSellingToListPrice(publishedFigures(emptyTally(), true))).toBe(1);
  });

  it("gives the tiles '--' for a withheld count and its rate", () => {
    const answer = visitorSoldReport(liveAnswer(2, 6), '2026-05', {
      neighbourhood: published({ '2026-05': [tally(2), true], '2025-05': [tally(6), true] }),
    });
    const byKey = Object.fromEntries(soldReportTiles(answer.reports.condo).map((tile) => [tile.key, tile]));

    expect(byKey.soldNumber).toMatchObject({ value: '--', change: '--' });
    expect(byKey.averagePrice).toMatchObject({ value: '--', change: '--' });
    expect(byKey.salesToNewListings).toMatchObject({ value: '--', change: '--', guide: null });
  });
});

describe("a visitor's neighbourhood sales", () => {
  it('are those of the publication, types without sales left out', () => {
    expect(
      visitorNeighbourhoodSales({
        condo: publishedFigures(tally(3, 700_000), true),
        detatched: publishedFigures(tally(2), true),
        multi: publishedFigures({ ...emptyTally(), newListing: 2 }, true),
      }),
    ).toEqual({ detatched: { soldNumber: null, averagePrice: null }, condo: { soldNumber: 3, averagePrice: 700_000 } });
  });
});
