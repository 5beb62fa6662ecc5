import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { propertyTypes } from '@shared/property-types';
import { withinData } from '@shared/sold-report/data-extent';
import type { MonthlyStatistic, SoldReportAnswer, Statistics } from '@shared/sold-report/types';
import ReportCharts from '../../../web/src/features/sold-reports/components/report/report-charts';
import { theme } from '../../../web/src/ui/theme';

const statistic = (soldPrice: number | null, dom: number | null, soldNumber: number, newListing: number) =>
  ({ soldPrice, dom, soldNumber, newListing }) satisfies MonthlyStatistic;

/** Condo figures by month; the other types sold nothing. */
function statistics(byMonth: Record<string, MonthlyStatistic>): Statistics {
  return Object.fromEntries(
    Object.entries(byMonth).map(([month, condo]) => [
      month,
      Object.fromEntries(propertyTypes.map((type) => [type, type === 'condo' ? condo : statistic(null, null, 0, 0)])),
    ]),
  ) as Statistics;
}

const answer = {
  time: '202604',
  neighbourhood: { id: 'annex', name: 'Annex', community: 'Toronto' },
  statistics: statistics({
    '2026-03': statistic(700_000, 18, 40, 80),
    '2026-04': statistic(720_000, 16, 50, 80),
  }),
  communityStatistics: statistics({
    '2026-03': statistic(650_000, 20, 10, 20),
    '2026-04': statistic(660_000, 22, 12, 20),
  }),
  neighbourhoodStatistics: statistics({
    '2026-03': statistic(null, null, 0, 0),
    '2026-04': statistic(610_000, 9, 3, 4),
  }),
} as unknown as SoldReportAnswer;

function showCharts(toDate: string | null = null, shown: SoldReportAnswer = answer, justClosed = false) {
  render(
    <MantineProvider theme={theme} env="test">
      <ReportCharts answer={shown} type="condo" toDate={toDate} justClosed={justClosed} />
    </MantineProvider>,
  );
}

/** The table's rows as the cells' text, header row first. */
function rowsOf(caption: string): string[][] {
  const table = screen.getByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe("the sold report charts' text alternative (WCAG 1.1.1)", () => {
  it('gives each chart a table of its months for the GTA, the community and the neighbourhood', () => {
    showCharts();

    // Each figure with the sales it rests on; the 12-month figure pooled over the sales (QA 22a F1).
    expect(rowsOf('Price by month')).toEqual([
      ['Month', 'GTA', 'Toronto', 'Annex'],
      ['March 2026', '$700,000 (40 sales)', '$650,000 (10 sales)', '--'],
      ['April 2026', '$720,000 (50 sales)', '$660,000 (12 sales)', '$610,000 (3 sales)'],
      ['12-month average', '$711,111', '$655,455', '$610,000'],
    ]);
  });

  it('words the days on market and the sales-to-new-listings rate as the tooltips do', () => {
    showCharts();

    expect(rowsOf('Days On Market by month')[2]).toEqual([
      'April 2026',
      '16 days (50 sales)',
      '22 days (12 sales)',
      '9 days (3 sales)',
    ]);
    expect(rowsOf('Sales-To-New Listings Rate by month')[2]).toEqual([
      'April 2026',
      '63% (50 sales, 80 new listings)',
      '60% (12 sales, 20 new listings)',
      '75% (3 sales, 4 new listings)',
    ]);
    // The GTA's 90 sales on 160 new listings, the community's 22 on 40.
    expect(rowsOf('Sales-To-New Listings Rate by month').at(-1)).toEqual(['12-month average', '56%', '55%', '75%']);
  });

  // Review 44: the last point of a month-to-date report, a few days' sales, read as a whole month.
  it('names the month still being written as to date, and no other', () => {
    showCharts('2026-04');

    for (const caption of ['Price by month', 'Days On Market by month', 'Sales-To-New Listings Rate by month']) {
      expect(rowsOf(caption).map((row) => row[0])).toEqual([
        'Month',
        'March 2026',
        'April 2026 (to date)',
        '12-month average',
      ]);
    }
  });

  // Review 46: the months before the records (no figures, for anyone) blanked every 12-month
  // figure once a withheld month made the whole unknown.
  it('pools the 12 months over the months the records hold, not blank for those before them', () => {
    const reports = Object.fromEntries(propertyTypes.map((type) => [type, {}])) as SoldReportAnswer['reports'];
    showCharts(null, withinData({ ...answer, reports }, { dataFrom: '2026-04-01', wholeFrom: '2026-04' }));

    expect(rowsOf('Price by month')).toEqual([
      ['Month', 'GTA', 'Toronto', 'Annex'],
      ['March 2026', '--', '--', '--'],
      ['April 2026', '$720,000 (50 sales)', '$660,000 (12 sales)', '$610,000 (3 sales)'],
      ['12-month average', '$720,000', '$660,000', '$610,000'],
    ]);
  });
});

/** A visitor's month (shared/sold-report/anonymous.ts): a count of 1 or 2 sales withheld, with every figure of them. */
const withheldMonth = (newListing: number): MonthlyStatistic => ({
  soldPrice: null,
  dom: null,
  soldNumber: null,
  newListing,
});

/** The legend's items, as read. */
const legendItems = () =>
  within(screen.getByRole('list', { name: 'Chart legend' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe("the sold report charts' 12-month lines, as far as they are drawn (QA L7)", () => {
  // QA L7: a visitor's neighbourhood had no dashed line (a month of 2 sales withheld) while the
  // legend promised a "12-month average" for all three.
  it("names only the series with a line, and tells a visitor why the neighbourhood's is withheld", () => {
    const visitors = {
      ...answer,
      neighbourhoodStatistics: statistics({
        '2026-03': withheldMonth(2),
        '2026-04': statistic(610_000, 9, 3, 4),
      }),
    } as SoldReportAnswer;

    showCharts(null, visitors);

    expect(legendItems()).toEqual(['GTA', 'Toronto', 'Annex', '12-month average (GTA and Toronto)']);
    expect(
      screen.getByText(
        'No 12-month average for Annex: visitors see figures of 3 sales or more, and none that would give away a single sale. Sign in to see them all.',
      ),
    ).toBeTruthy();
    expect(rowsOf('Price by month').at(-1)).toEqual(['12-month average', '$711,111', '$655,455', '--']);
  });

  it("names the chart whose line alone is withheld: a community's days on market", () => {
    const visitors = {
      ...answer,
      communityStatistics: statistics({
        '2026-03': statistic(650_000, null, 10, 20),
        '2026-04': statistic(660_000, 22, 12, 20),
      }),
    } as SoldReportAnswer;

    showCharts(null, visitors);

    expect(legendItems().at(-1)).toBe('12-month average');
    expect(
      screen.getByText(/^No 12-month average for Toronto's days on market: visitors see figures of 3 sales or more/),
    ).toBeTruthy();
    expect(rowsOf('Days On Market by month').at(-1)).toEqual(['12-month average', '17 days', '--', '9 days']);
    expect(rowsOf('Price by month').at(-1)).toEqual(['12-month average', '$711,111', '$655,455', '$610,000']);
  });

  /** The answer a visitor gets while April 2026 is not published: every series withholds it. */
  const aprilUnpublished = (): SoldReportAnswer => {
    const unpublished = (series: Statistics): Statistics => ({
      ...series,
      '2026-04': Object.fromEntries(propertyTypes.map((type) => [type, withheldMonth(3)])) as Statistics[string],
    });
    return {
      ...answer,
      statistics: unpublished(answer.statistics),
      communityStatistics: unpublished(answer.communityStatistics),
      neighbourhoodStatistics: unpublished(answer.neighbourhoodStatistics),
    };
  };

  it('draws no 12-month line in a visitor’s month to date, and says none is until the month is over', () => {
    const visitors = aprilUnpublished();

    showCharts('2026-04', visitors);

    expect(legendItems()).toEqual(['GTA', 'Toronto', 'Annex']);
    expect(
      screen.getByText(
        'No 12-month average while April 2026 is not over: its figures are shown to visitors once it is.',
      ),
    ).toBeTruthy();
    expect(rowsOf('Price by month').map((row) => row[0])).toEqual(['Month', 'March 2026', 'April 2026 (to date)']);
  });

  it('says a month just over is not published yet, not that it had too few sales (review 65 L1)', () => {
    const visitors = aprilUnpublished();

    showCharts(null, visitors, true);

    expect(
      screen.getByText('No 12-month average until the figures of April 2026 are published, within hours of its end.'),
    ).toBeTruthy();
    expect(screen.queryByText(/3 sales or more/)).toBeNull();
  });

  it('gives an older month without figures in any series the reason it is withheld, not "not published" (review 65b)', () => {
    showCharts(null, aprilUnpublished());

    expect(screen.getByText(/visitors see figures of 3 sales or more/)).toBeTruthy();
    expect(screen.queryByText(/are published/)).toBeNull();
  });

  it('gives a signed-in reader the three lines and no note', () => {
    showCharts();
    expect(legendItems().at(-1)).toBe('12-month average');
    expect(screen.queryByText(/^No 12-month average/)).toBeNull();
  });

  it('leaves out of the legend a series without sales to average, without calling it withheld', () => {
    const quiet = {
      ...answer,
      neighbourhoodStatistics: statistics({
        // No sales, and no new listings for a rate.
        '2026-03': statistic(null, null, 0, 0),
        '2026-04': statistic(null, null, 0, 0),
      }),
    } as SoldReportAnswer;

    showCharts(null, quiet);

    expect(legendItems().at(-1)).toBe('12-month average (GTA and Toronto)');
    expect(screen.queryByText(/^No 12-month average/)).toBeNull();
  });
});
