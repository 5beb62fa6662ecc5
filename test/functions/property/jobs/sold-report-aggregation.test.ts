import { describe, expect, it } from 'vitest';
import { createNaiveNeighbourhoodLocator } from '@shared/geo/neighbourhood-locator';
import { monthRange, type Month } from '@shared/months';
import { visitorSellingToListPrice } from '@shared/sold-report/anonymous';
import { completeMonth, completeTypeReports } from '@shared/sold-report/tally';
import { createSoldReportAggregator } from '../../../../functions/property/jobs/sold-report-aggregation/aggregate';
import { soldReportDocuments } from '../../../../functions/property/jobs/sold-report-aggregation/documents';
import {
  documentsVersion,
  monthsToWrite,
} from '../../../../functions/property/jobs/sold-report-aggregation/months-to-write';
import {
  monthPublication,
  publicationVersion,
  visitorSeriesOf,
  withDomChecked,
} from '../../../../functions/property/jobs/sold-report-aggregation/publication';
import { createVisitorDecisions } from '../../../../functions/property/jobs/sold-report-aggregation/visitors';
import type { AreaKey } from '../../../../functions/property/keys';
import type { Listing } from '@shared/listing';
import { ValidationError } from '../../../../functions/lib/errors';
import {
  alphaMaySoldPrices,
  fixtureListings,
  fixtureNeighbourhoods,
  ratioListings,
} from '../../../support/sold-report-fixture';

const areas: AreaKey[] = [
  'GTA',
  'CM#Toronto',
  'CM#Mississauga',
  'NB#alpha-park',
  'NB#beta-village',
  'NB#gamma-heights',
];

function talliesOf(listings = fixtureListings, locator?: Parameters<typeof createSoldReportAggregator>[1]) {
  const aggregator = createSoldReportAggregator(fixtureNeighbourhoods, locator);
  for (const listing of listings) aggregator.add(listing);
  return aggregator.result();
}

/** The fixture's signed-in documents, written by a run on 2026-06-15 (June is the month to date). */
function aggregate(locator?: Parameters<typeof createSoldReportAggregator>[1]) {
  return soldReportDocuments(talliesOf(fixtureListings, locator), {
    areas,
    months: ['2026-05', '2026-06'],
    seriesMonths: monthRange('2025-04', '2026-06'),
  });
}

/** The visitors' publication of a closed month, as a run in the month to date `monthToDate` makes it. */
function publicationOf(month: Month, monthToDate: Month = '2026-06', listings = fixtureListings) {
  const tallies = talliesOf(listings);
  return monthPublication(tallies, areas, month, createVisitorDecisions(tallies, monthToDate)(month), 'now');
}

const reportOf = (area: string, month: string) => {
  const found = aggregate().reports.find((r) => r.area === area && r.month === month);
  if (!found) throw new Error(`no report for ${area} ${month}`);
  return completeTypeReports(month, found.reports, area.startsWith('NB#') ? area.slice(3) : undefined);
};

describe('the sold-report aggregation', () => {
  it("works out a neighbourhood's detached report for a month, with last year's figures", () => {
    const detached = reportOf('NB#alpha-park', '2026-05').detatched;

    expect(detached.soldNumber).toBe(3);
    expect(detached.averagePrice).toBe(1_080_000); // (1,100,000 + 880,000 + 1,260,000) / 3
    expect(detached.averageListPrice).toBeCloseTo(1_033_333.33, 2); // (1,000,000 + 900,000 + 1,200,000) / 3
    // To 9 places: each ratio is summed to the nearest 2⁻³⁰ (tally.ts), so that the order of the rows changes nothing.
    expect(detached.averageSellingToListPrice).toBeCloseTo((1.1 + 880 / 900 + 1.05) / 3, 9);
    expect(detached.dom).toBeCloseTo(52 / 3, 10); // (12 + 19 + 21) / 3
    expect(detached.newListing).toBe(3); // listed 05-01, 05-10 and 05-15; the April one is not new in May
    expect(detached.soldNumberLastYear).toBe(2);
    expect(detached.averagePriceLastYear).toBe(895_000); // (950,000 + 840,000) / 2
    expect(detached.averageListPriceLastYear).toBe(900_000);
    expect(detached.domLastYear).toBe(24.5);
    expect(detached.newListingLastYear).toBe(1);
  });

  it('lists the sales of a neighbourhood, newest first, with the fields of a sold row', () => {
    const rows = reportOf('NB#alpha-park', '2026-05').detatched.soldProperties;

    expect(rows.map((row) => row.soldDate)).toEqual(['2026-05-31', '2026-05-20', '2026-05-02']);
    expect(rows[0]).toMatchObject({ listingPrice: 1_200_000, soldPrice: 1_260_000, dom: 21, bedroom: 3, bathroom: 2 });
  });

  it('leaves leases out of the sold reports', () => {
    const condo = reportOf('NB#alpha-park', '2026-05').condo;

    expect(condo.soldNumber).toBe(1);
    expect(condo.averagePrice).toBe(620_000);
    expect(condo.newListing).toBe(1);
  });

  it('gives an empty month every type with no sales, no averages and the default ratio of 1', () => {
    expect(aggregate().reports.find((r) => r.area === 'NB#alpha-park' && r.month === '2026-06')?.reports).toEqual({});
    const june = reportOf('NB#alpha-park', '2026-06');

    expect(Object.keys(june)).toEqual([
      'detatched',
      'semiDetatched',
      'freeholdTownhouse',
      'condo',
      'condoTownhouse',
      'multi',
    ]);
    expect(june.multi).toMatchObject({
      soldNumber: 0,
      soldProperties: [],
      averagePrice: null,
      averageListPrice: null,
      averageSellingToListPrice: 1,
      dom: null,
      newListing: 0,
    });
  });

  it('adds up communities and the GTA, counting a sale outside every neighbourhood in its municipality', () => {
    const gta = reportOf('GTA', '2026-05').detatched;
    const toronto = reportOf('CM#Toronto', '2026-05').detatched;
    const mississauga = reportOf('CM#Mississauga', '2026-05').semiDetatched;

    expect(gta.soldNumber).toBe(5);
    expect(gta.averagePrice).toBe(895_000); // (3,240,000 + 735,000 + 500,000) / 5
    expect(gta.soldProperties).toEqual([]);
    expect(toronto.soldNumber).toBe(5);
    expect(mississauga).toMatchObject({ soldNumber: 1, averagePrice: 800_000, dom: 65 });
  });

  it('writes each area a monthly series for the charts', () => {
    const series = aggregate().series.find((s) => s.area === 'NB#alpha-park')!;

    expect(Object.keys(series.months)).toEqual(['2025-04', '2025-05', '2026-04', '2026-05']); // the months with activity
    expect(series.months['2026-05']!.detatched).toEqual({
      soldPrice: 1_080_000,
      dom: 52 / 3,
      soldNumber: 3,
      newListing: 3,
    });
    expect(series.months['2025-05']!.detatched).toMatchObject({ soldPrice: 895_000, soldNumber: 2 });
    expect(series.months['2025-12']).toBeUndefined(); // no activity at all: left out, and filled on reading
    expect(completeMonth(series.months['2026-05']).condo).toMatchObject({ soldNumber: 1, soldPrice: 620_000 });
    expect(completeMonth(series.months['2026-05']).multi).toEqual({
      soldPrice: null,
      dom: null,
      soldNumber: 0,
      newListing: 0,
    });
  });

  it("sums every neighbourhood's sales and average price by type for the month", () => {
    const may = aggregate().sales.find((s) => s.month === '2026-05')!;

    expect(may.neighbourhoods['alpha-park']).toEqual({
      detatched: { soldNumber: 3, averagePrice: 1_080_000 },
      condo: { soldNumber: 1, averagePrice: 620_000 },
    });
    expect(may.neighbourhoods['beta-village']).toEqual({ detatched: { soldNumber: 1, averagePrice: 735_000 } });
  });

  it('gives the same documents through the prefilter as through a loop over every polygon', () => {
    expect(aggregate()).toEqual(aggregate(createNaiveNeighbourhoodLocator(fixtureNeighbourhoods)));
  });

  it('gives the same documents for the same listings and clock', () => {
    expect(aggregate()).toEqual(aggregate());
  });
});

describe("the visitors' publication of a closed month", () => {
  it("gives a visitor the figures of 3 sales or more, no count of 1 or 2, and keeps every area's new listings", () => {
    const may = publicationOf('2026-05');

    // May 2026, detached: Toronto 5 = Alpha Park 3 + Beta Village 1 + 1 outside every polygon.
    // No mean days on market of fewer than 10 sales (dom-disclosure.ts).
    expect(may.areas['CM#Toronto']!.detatched).toEqual({
      soldNumber: 5,
      averagePrice: 895_000,
      averageListPrice: 860_000,
      dom: null,
      newListing: 5,
    });
    expect(may.areas.GTA!.detatched).toMatchObject({ soldNumber: 5, averagePrice: 895_000 });
    // One sale each: Beta Village, Gamma Heights, Mississauga, and the condo of Alpha Park.
    expect(may.areas['NB#beta-village']!.detatched).toEqual({
      soldNumber: null,
      averagePrice: null,
      averageListPrice: null,
      dom: null,
      newListing: 1,
    });
    expect(may.areas['CM#Mississauga']!.semiDetatched).toMatchObject({ soldNumber: null, averagePrice: null });
    expect(may.areas['NB#alpha-park']!.condo).toMatchObject({ soldNumber: null, averagePrice: null, newListing: 1 });
  });

  it("hides a neighbourhood whose community's figures minus its own would give 1 or 2 sales", () => {
    // Toronto minus Alpha Park would be the sum of 2 sales: neither Alpha Park's figures nor its
    // count, which would give their number (QA 46d M2).
    expect(publicationOf('2026-05').areas['NB#alpha-park']!.detatched).toEqual({
      soldNumber: null,
      averagePrice: null,
      averageListPrice: null,
      dom: null,
      newListing: 3,
    });
  });

  describe("days on market, with each sale's list day and month known (QA 44 H1, DECISIONS row 35)", () => {
    const dayMs = 86_400_000;
    const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / dayMs;
    const dateOf = (n: number) => new Date(n * dayMs).toISOString().slice(0, 10);
    /** Three freehold townhouses of Alpha Park sold in October 2026 (the month before the run's). */
    const townhouses = (deals: [listDate: string, soldDate: string][]): Listing[] =>
      deals.map(([listDate, soldDate], i) => ({
        ...fixtureListings[0]!,
        mls: `T90000${i}`,
        type: 'freeholdTownhouse',
        listDate,
        soldDate,
        closeDate: soldDate,
        dom: day(soldDate) - day(listDate),
      }));

    /**
     * Each sale's possible sold days to a visitor who knows every list day, that the sales are
     * October's, and the publication: every assignment of October days (none before its list
     * day) is tried, and kept when it gives each shown mean days on market.
     */
    function soldDaysAVisitorCannotRuleOut(listings: Listing[]): Set<string>[] {
      const october = publicationOf('2026-10', '2026-11', listings);
      const means = (['GTA', 'CM#Toronto', 'NB#alpha-park'] as const).flatMap((area) => {
        const figures = october.areas[area]?.freeholdTownhouse;
        return figures?.dom != null ? [figures.dom] : [];
      });
      const first = day('2026-10-01');
      const last = day('2026-10-31');
      const possible = listings.map(() => new Set<string>());
      const choose = (i: number, days: number[]) => {
        if (i === listings.length) {
          const mean = days.reduce((sum, d, k) => sum + d - day(listings[k]!.listDate), 0) / days.length;
          if (means.every((shown) => Math.abs(shown - mean) < 1e-9))
            days.forEach((d, k) => possible[k]!.add(dateOf(d)));
          return;
        }
        for (let d = Math.max(first, day(listings[i]!.listDate)); d <= last; d++) choose(i + 1, [...days, d]);
      };
      choose(0, []);
      return possible;
    }

    it("withholds the mean that pins three late-October sales to the month's last two days", () => {
      // The helper's case: listed early in October, sold on the 30th and 31st, a mean of 27.67 days.
      const listings = townhouses([
        ['2026-10-02', '2026-10-30'],
        ['2026-10-03', '2026-10-31'],
        ['2026-10-05', '2026-10-31'],
      ]);
      const october = publicationOf('2026-10', '2026-11', listings);
      expect(october.areas['NB#alpha-park']!.freeholdTownhouse).toMatchObject({
        soldNumber: 3,
        averagePrice: 1_100_000,
      });

      const possible = soldDaysAVisitorCannotRuleOut(listings);
      listings.forEach((listing, k) =>
        expect(possible[k]!.size, listing.mls).toBe(
          day('2026-10-31') - Math.max(day('2026-10-01'), day(listing.listDate)) + 1,
        ),
      );
      expect(october.areas['NB#alpha-park']!.freeholdTownhouse!.dom).toBeNull();
    });

    it('withholds, in a publication of the older rule, every mean of a type whose sales changed since', () => {
      const mid = townhouses([
        ['2026-09-01', '2026-10-10'],
        ['2026-09-02', '2026-10-15'],
        ['2026-09-03', '2026-10-20'],
      ]);
      const { version: _version, ...older } = publicationOf('2026-10', '2026-11', mid);
      const decisions = (listings: Listing[]) => createVisitorDecisions(talliesOf(listings), '2026-11')('2026-10');

      // Unchanged: checked as a new one is, the means that narrow nothing kept.
      const same = withDomChecked(older, talliesOf(mid), decisions(mid));
      expect(same).toEqual({ ...older, version: publicationVersion });
      // A fourth sale imported since: the sums the visitor saw are not today's, so no mean of the type stays.
      const later = [...mid, ...townhouses([['2026-09-04', '2026-10-25']]).map((l) => ({ ...l, mls: 'T999999' }))];
      const checked = withDomChecked(older, talliesOf(later), decisions(later));
      expect(checked.areas['NB#alpha-park']!.freeholdTownhouse).toEqual({
        ...older.areas['NB#alpha-park']!.freeholdTownhouse,
        dom: null,
      });
      expect(checked.areas.GTA!.freeholdTownhouse!.dom).toBeNull();
    });

    it('shows the mean of 10 sales it cannot narrow, and no mean of fewer', () => {
      // Listed in September, sold through October: the sum of their days lies far from its least and most.
      const ten = townhouses(
        Array.from({ length: 10 }, (_, i): [string, string] => [`2026-09-0${1 + (i % 9)}`, `2026-10-${10 + i}`]),
      );
      const october = publicationOf('2026-10', '2026-11', ten);
      const mean = ten.reduce((sum, listing) => sum + listing.dom, 0) / 10;

      expect(october.areas['NB#alpha-park']!.freeholdTownhouse!.dom).toBe(mean);
      expect(october.areas.GTA!.freeholdTownhouse!.dom).toBe(mean);
      // Three of them: a mean of 3 sales is never offered, whatever their days.
      expect(publicationOf('2026-10', '2026-11', ten.slice(0, 3)).areas.GTA!.freeholdTownhouse!.dom).toBeNull();
    });
  });

  it('holds every area, those without activity as {}, and no sold row', () => {
    const may = publicationOf('2026-05');

    expect(Object.keys(may.areas)).toEqual(areas);
    expect(publicationOf('2025-12').areas).toEqual(Object.fromEntries(areas.map((area) => [area, {}])));
    for (const price of alphaMaySoldPrices) expect(JSON.stringify(may)).not.toContain(String(price));
  });

  it("gives a visitor's ratio as the average price over the average list price (issue 11's example)", () => {
    // Gamma Heights, April 2026, multi-residential: listed at $500k, $500k, $700k, sold at $510k, $490k, $735k.
    const april = publicationOf('2026-04', '2026-06', [...fixtureListings, ...ratioListings]);
    const figures = april.areas['NB#gamma-heights']!.multi!;

    expect(figures).toMatchObject({ soldNumber: 3, averagePrice: 1_735_000 / 3, averageListPrice: 1_700_000 / 3 });
    expect(visitorSellingToListPrice(figures)).toBeCloseTo(1_735 / 1_700, 12);
    expect(visitorSellingToListPrice(figures)).not.toBeCloseTo((510 / 500 + 490 / 500 + 735 / 700) / 3, 4);
  });

  it('shows no sold figure of the month to date, whatever is asked', () => {
    const tallies = talliesOf();

    expect(createVisitorDecisions(tallies, '2026-05')('2026-05').shown.size).toBe(0);
    expect(createVisitorDecisions(tallies, '2026-06')('2026-05').shown.get('GTA')).toEqual(['detatched']);
  });

  it("copies each area's entry of every publication into its visitor series, in month order", () => {
    const [april, may] = [publicationOf('2026-04'), publicationOf('2026-05')];
    const series = visitorSeriesOf([may, april]);

    expect(series.map((s) => s.area)).toEqual(areas);
    const toronto = series.find((s) => s.area === 'CM#Toronto')!;
    expect(Object.keys(toronto.months)).toEqual(['2026-04', '2026-05']);
    expect(toronto.months['2026-05']).toEqual(may.areas['CM#Toronto']);
    expect(toronto.months['2026-04']).toEqual(april.areas['CM#Toronto']);
  });
});

describe('the months a run writes', () => {
  const june15 = new Date('2026-06-15T12:00:00Z');
  const data = monthRange('2021-06', '2026-06');
  const lastRun = (ranAt: string, summary: Record<string, unknown> = { documentsVersion }) => ({
    job: 'x',
    ranAt,
    input: {},
    summary,
    durationMs: 0,
  });

  it('rebuilds every month on a first run and when asked to', () => {
    expect(monthsToWrite({}, undefined, june15, data)).toEqual(data);
    expect(monthsToWrite({ all: true }, lastRun('2026-06-14T08:00:00Z'), june15, data)).toEqual(data);
  });

  it('rebuilds every month after a run that wrote documents of another shape', () => {
    expect(monthsToWrite({}, lastRun('2026-06-14T08:00:00Z', {}), june15, data)).toEqual(data);
    expect(monthsToWrite({}, lastRun('2026-06-14T08:00:00Z', { documentsVersion: 1 }), june15, data)).toEqual(data);
  });

  it('writes the month to date and the month just closed on a daily run', () => {
    expect(monthsToWrite({}, lastRun('2026-06-14T08:00:00Z'), june15, data)).toEqual(['2026-05', '2026-06']);
  });

  it('reaches back to the month of the last run when runs were missed', () => {
    expect(monthsToWrite({}, lastRun('2026-02-10T08:00:00Z'), june15, data)).toEqual([
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
    ]);
  });

  it('writes one month when given one, and refuses a month after the current one', () => {
    expect(monthsToWrite({ month: '2025-11' }, undefined, june15, data)).toEqual(['2025-11']);
    expect(() => monthsToWrite({ month: '2026-07' }, undefined, june15, data)).toThrow(ValidationError);
  });

  it('takes the month in Toronto: just after midnight on the 1st is already the new month', () => {
    // 00:30 in Toronto on June 1st is still May 31st in Vancouver, and 04:30 UTC.
    const justAfterMidnight = new Date('2026-06-01T04:30:00Z');
    const justBefore = new Date('2026-06-01T03:30:00Z');

    expect(monthsToWrite({}, lastRun('2026-05-31T08:00:00Z'), justAfterMidnight, data)).toEqual(['2026-05', '2026-06']);
    expect(monthsToWrite({}, lastRun('2026-05-31T08:00:00Z'), justBefore, data)).toEqual(['2026-04', '2026-05']);
  });
});
