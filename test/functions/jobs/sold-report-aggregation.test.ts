import { describe, expect, it } from 'vitest';
import { createNaiveNeighbourhoodLocator } from '@shared/geo/neighbourhood-locator';
import { monthRange, type Month } from '@shared/months';
import { completeMonth, completeTypeReports } from '@shared/sold-report/tally';
import { createSoldReportAggregator } from '../../../functions/jobs/sold-report-aggregation/aggregate';
import { soldReportDocuments } from '../../../functions/jobs/sold-report-aggregation/documents';
import { documentsVersion, monthsToWrite } from '../../../functions/jobs/sold-report-aggregation/months-to-write';
import { ValidationError } from '../../../functions/lib/errors';
import { fixtureListings, fixtureNeighbourhoods } from '../../support/sold-report-fixture';

/** The fixture's documents, written by a run on 2026-06-15 (June is the month to date) unless told otherwise. */
function aggregate(locator?: Parameters<typeof createSoldReportAggregator>[1], monthToDate: Month = '2026-06') {
  const aggregator = createSoldReportAggregator(fixtureNeighbourhoods, locator);
  for (const listing of fixtureListings) aggregator.add(listing);
  const tallies = aggregator.result();
  return soldReportDocuments(tallies, {
    areas: ['GTA', 'CM#Toronto', 'CM#Mississauga', 'NB#alpha-park', 'NB#beta-village', 'NB#gamma-heights'],
    months: ['2026-05', '2026-06'],
    seriesMonths: monthRange('2025-04', '2026-06'),
    monthToDate,
  });
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
    expect(detached.averageSellingToListPrice).toBeCloseTo((1.1 + 880 / 900 + 1.05) / 3, 10);
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

  it('gives the same documents, decisions included, for the same listings and clock', () => {
    expect(aggregate()).toEqual(aggregate());
  });
});

describe("the visitors' decisions stored with the documents", () => {
  const documents = aggregate();
  const reportDocument = (area: string, month: string) =>
    documents.reports.find((r) => r.area === area && r.month === month)!;
  const seriesDocument = (area: string) => documents.series.find((s) => s.area === area)!;

  it("hides a neighbourhood whose community's figures minus its own would give 1 or 2 sales", () => {
    // May 2026, detached: Toronto 5 = Alpha Park 3 + Beta Village 1 + 1 outside every polygon.
    // Toronto minus Alpha Park would be the sum of 2 sales: Alpha Park is hidden, Toronto and the GTA show.
    expect(reportDocument('NB#alpha-park', '2026-05').visibleToVisitors).toEqual({ month: [], lastYear: [] });
    expect(reportDocument('CM#Toronto', '2026-05').visibleToVisitors).toEqual({ month: ['detatched'], lastYear: [] });
    expect(reportDocument('GTA', '2026-05').visibleToVisitors).toEqual({ month: ['detatched'], lastYear: [] });
    // One sale each: Beta Village, Gamma Heights, Mississauga, and the condo of Alpha Park.
    for (const area of ['NB#beta-village', 'NB#gamma-heights', 'CM#Mississauga']) {
      expect(reportDocument(area, '2026-05').visibleToVisitors).toEqual({ month: [], lastYear: [] });
    }
  });

  it("stores each area's decisions for every month of its series, leaving out the months with none", () => {
    expect(seriesDocument('GTA').visibleToVisitors).toEqual({ '2026-05': ['detatched'] });
    expect(seriesDocument('CM#Toronto').visibleToVisitors).toEqual({ '2026-05': ['detatched'] });
    expect(seriesDocument('NB#alpha-park').visibleToVisitors).toEqual({}); // 3 sales, but hidden
    expect(seriesDocument('CM#Mississauga').visibleToVisitors).toEqual({});
  });

  it("stores the neighbourhoods' decisions with their sales of the month", () => {
    for (const month of documents.sales) expect(month.visibleToVisitors).toEqual({});
  });

  it("takes last year's decisions from the same month last year", () => {
    // A report of May 2027 compares with May 2026.
    const aggregator = createSoldReportAggregator(fixtureNeighbourhoods);
    for (const listing of fixtureListings) aggregator.add(listing);
    const nextYear = soldReportDocuments(aggregator.result(), {
      areas: ['GTA', 'NB#alpha-park'],
      months: ['2027-05'],
      seriesMonths: [],
      monthToDate: '2027-06',
    });
    expect(nextYear.reports.map((r) => r.visibleToVisitors)).toEqual([
      { month: [], lastYear: ['detatched'] },
      { month: [], lastYear: [] },
    ]);
  });

  it('hides every sold figure of the month to date, in every area, until the month is over', () => {
    const inMay = aggregate(undefined, '2026-05');

    for (const document of inMay.reports.filter((r) => r.month === '2026-05')) {
      expect(document.visibleToVisitors!.month).toEqual([]);
    }
    for (const document of inMay.series) expect(document.visibleToVisitors!['2026-05']).toBeUndefined();
    // The figures themselves are the same: a signed-in caller sees them.
    expect(inMay.series.find((s) => s.area === 'GTA')!.months).toEqual(seriesDocument('GTA').months);
    expect(seriesDocument('GTA').visibleToVisitors!['2026-05']).toEqual(['detatched']); // once June has begun
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
