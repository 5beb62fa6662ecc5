import { describe, expect, it } from 'vitest';
import { anonymousStatistics, anonymousTypeReport, anonymousTypeSales } from '@shared/sold-report/anonymous';
import { completeMonth, typeReport } from '@shared/sold-report/tally';
import { soldReportTiles } from '@shared/sold-report/tiles';
import type { Statistics } from '@shared/sold-report/types';

const tally = (soldNumber: number, price = 1_000_000) => ({
  soldNumber,
  soldPriceSum: soldNumber * price,
  listPriceSum: soldNumber * 950_000,
  ratioSum: (soldNumber * price) / 950_000,
  domSum: soldNumber * 10,
  newListing: 4,
});

const condo = (count: number, lastYear: number) => typeReport('condo', '2026-05', tally(count), tally(lastYear));

describe("a visitor's view of a sold report", () => {
  it('shows the figures the stored decisions mark visible, this month and last year apart', () => {
    const report = condo(4, 5);

    expect(anonymousTypeReport(report, { month: ['condo'], lastYear: [] })).toMatchObject({
      soldNumber: 4,
      averagePrice: 1_000_000,
      dom: 10,
      soldNumberLastYear: 5,
      averagePriceLastYear: null,
      domLastYear: null,
    });
    expect(anonymousTypeReport(report, { month: ['detatched'], lastYear: ['condo'] })).toMatchObject({
      soldNumber: 4,
      averagePrice: null,
      averageListPrice: null,
      averageSellingToListPrice: null,
      dom: null,
      averagePriceLastYear: 1_000_000,
    });
  });

  it('withholds counts of 1 or 2 sales, keeps 0 and the new listings', () => {
    expect(anonymousTypeReport(condo(1, 2), { month: ['condo'], lastYear: ['condo'] })).toMatchObject({
      soldNumber: null,
      soldNumberLastYear: null,
      averagePrice: null,
      averagePriceLastYear: null,
      newListing: 4,
      newListingLastYear: 4,
    });
    expect(anonymousTypeReport(condo(0, 0), undefined)).toMatchObject({
      soldNumber: 0,
      soldNumberLastYear: 0,
      averageSellingToListPrice: 1,
    });
    expect(anonymousTypeSales({ soldNumber: 2, averagePrice: 700_000 }, 'condo', ['condo'])).toEqual({
      soldNumber: null,
      averagePrice: null,
    });
  });

  it('hides every sold figure where the decisions are missing (documents of an earlier job)', () => {
    expect(anonymousTypeReport(condo(9, 9), undefined)).toMatchObject({
      soldNumber: 9,
      averagePrice: null,
      averagePriceLastYear: null,
    });
    expect(anonymousTypeSales({ soldNumber: 9, averagePrice: 700_000 }, 'condo', undefined)).toEqual({
      soldNumber: 9,
      averagePrice: null,
    });
    const series: Statistics = {
      '2026-05': completeMonth({ condo: { soldPrice: 1, dom: 2, soldNumber: 9, newListing: 1 } }),
    };
    expect(anonymousStatistics(series, undefined)['2026-05']!.condo).toEqual({
      soldPrice: null,
      dom: null,
      soldNumber: 9,
      newListing: 1,
    });
    expect(anonymousStatistics(series, { '2026-05': ['condo'] })['2026-05']!.condo.soldPrice).toBe(1);
    expect(anonymousStatistics(series, { '2026-04': ['condo'] })['2026-05']!.condo.soldPrice).toBeNull();
  });

  it('never shows a cell under 3 sales, even if a decision lists it', () => {
    expect(anonymousTypeSales({ soldNumber: 2, averagePrice: 700_000 }, 'condo', ['condo']).averagePrice).toBeNull();
    expect(anonymousTypeReport(condo(2, 2), { month: ['condo'], lastYear: ['condo'] }).averagePrice).toBeNull();
  });

  it("gives the tiles '--' for a withheld count and its rate", () => {
    const tiles = soldReportTiles(anonymousTypeReport(condo(2, 6), { month: [], lastYear: ['condo'] }));
    const byKey = Object.fromEntries(tiles.map((tile) => [tile.key, tile]));

    expect(byKey.soldNumber).toMatchObject({ value: '--', change: '--' });
    expect(byKey.averagePrice).toMatchObject({ value: '--', change: '--' });
    expect(byKey.salesToNewListings).toMatchObject({ value: '--', change: '--', guide: null });
  });
});
