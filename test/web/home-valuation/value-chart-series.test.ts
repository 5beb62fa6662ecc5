import { describe, expect, it } from 'vitest';
import { monthsBackStart } from '@shared/format/dates';
import {
  availablePeriods,
  chartRows,
  todayMark,
  confirmedPoint,
  defaultPeriod,
  moneyAxis,
  moneyAxisFor,
  periodRange,
  purchaseOnScale,
  purchasePoint,
  saleOffLine,
  stampedDay,
  xLabeller,
  xTicks,
  axisTimes,
  distinctTicks,
  yTicks,
  axisValues,
} from '../../../web/src/features/home-valuation/value-chart-series';

const day = 86_400_000;
const now = Date.parse('2026-11-24T15:30:00Z');

describe('the value-history chart periods (document 3 §9.2, DECISIONS row 5)', () => {
  it('offers Since Sold only when a purchase date exists, and defaults to it then, else to 1Y', () => {
    expect(availablePeriods(undefined)).toEqual(['1W', '1M', '6M', '1Y', '5Y', 'all']);
    expect(availablePeriods('2019-05-01')).toContain('sinceSold');
    expect(defaultPeriod('2019-05-01')).toBe('sinceSold');
    expect(defaultPeriod(undefined)).toBe('1Y');
  });

  it('looks back 8 days for 1W, a year for 1Y, 30 years for All and to the purchase date for Since Sold', () => {
    const endOfToday = Date.parse('2026-11-24T23:59:59.999Z');
    expect(periodRange('1W', now)).toEqual({ from: endOfToday + 1 - 9 * day, to: endOfToday });
    // A period of months starts on the 1st, where the back-cast points fall: 1Y holds the month a
    // year ago, as the annual report's 12-month change does (QA 33).
    expect(new Date(periodRange('1Y', now).from).toISOString().slice(0, 10)).toBe('2025-11-01');
    expect(new Date(periodRange('6M', now).from).toISOString().slice(0, 10)).toBe('2026-05-01');
    expect(new Date(periodRange('1M', now).from).toISOString().slice(0, 10)).toBe('2026-10-24');
    expect(new Date(periodRange('all', now).from).toISOString().slice(0, 10)).toBe('1996-11-01');
    expect(new Date(periodRange('sinceSold', now, '2019-05-01').from).toISOString().slice(0, 10)).toBe('2019-05-01');
  });

  it("starts Since Sold on the sale's day, where the chart's first point falls between the index's (QA 38 M2, QA 70a L1)", () => {
    // Bought on 10 December 2025: from that day the server's first point is on the line between
    // 1 December's and 1 January's (QA 38 M2: the line had begun on 1 January); from 1 December
    // it began nine days before the owner bought (QA 70a L1).
    const range = periodRange('sinceSold', now, '2025-12-10');
    expect(new Date(range.from).toISOString().slice(0, 10)).toBe('2025-12-10');
    expect(purchasePoint({ price: 726_500, date: '2025-12-10' }, range)).toEqual({
      time: Date.parse('2025-12-10T00:00:00Z'),
      value: 726_500,
    });
  });

  it("starts 1Y where the annual report's 12 months start, the 1st of Toronto's month a year back (review 33b)", () => {
    // The 1st, the 15th, the 31st, and 21:00 in Toronto on 30 November (1 December in UTC).
    for (const [at, start] of [
      ['2026-12-01T15:00:00Z', '2025-12-01'],
      ['2026-12-15T15:00:00Z', '2025-12-01'],
      ['2026-12-31T15:00:00Z', '2025-12-01'],
      ['2026-12-01T02:00:00Z', '2025-11-01'],
    ] as const) {
      const from = periodRange('1Y', Date.parse(at)).from;
      expect(new Date(from).toISOString().slice(0, 10)).toBe(start);
      expect(from).toBe(monthsBackStart(new Date(at), 12));
    }
  });

  it('keeps the same range all day, so the chart is not asked again on every render', () => {
    expect(periodRange('1M', now)).toEqual(periodRange('1M', now + 3 * 3_600_000));
  });
});

describe('the chart rows (DECISIONS row 42)', () => {
  it('draws every stretch before the valuation existed as estimated, up to its first day (QA 26)', () => {
    const created = '2026-06-01T14:00:00.000Z';
    const june1 = Date.parse('2026-06-01T00:00:00Z');
    const rows = chartRows(
      [
        [june1 - 60 * day, 1_000_000],
        [june1 - 30 * day, 1_100_000],
        [june1, 1_200_000],
        [june1 + day, 1_210_000],
      ],
      created,
    );
    expect(rows[0]).toEqual({ time: june1 - 60 * day, estimated: 1_000_000 });
    expect(rows[1]).toEqual({ time: june1 - 30 * day, estimated: 1_100_000 });
    // The dashed line reaches the valuation's first day, where the solid line starts.
    expect(rows[2]).toEqual({ time: june1, estimated: 1_200_000, value: 1_200_000 });
    expect(rows[3]).toEqual({ time: june1 + day, value: 1_210_000 });
  });

  it("starts the solid line on the Toronto day the valuation was made, in Toronto's evening too", () => {
    // 01:00 UTC on 2 June is 21:00 on 1 June in Toronto: the history's first point is 1 June.
    const june1 = Date.parse('2026-06-01T00:00:00Z');
    const rows = chartRows(
      [
        [june1 - 31 * day, 1_100_000],
        [june1, 1_200_000],
      ],
      '2026-06-02T01:00:00.000Z',
    );
    expect(rows[1]).toEqual({ time: june1, estimated: 1_200_000, value: 1_200_000 });
  });

  it('draws a valuation older than the period all solid', () => {
    const june1 = Date.parse('2026-06-01T00:00:00Z');
    const rows = chartRows(
      [
        [june1, 1_200_000],
        [june1 + day, 1_210_000],
      ],
      '2025-01-10T14:00:00.000Z',
    );
    expect(rows.every((row) => row.estimated === undefined)).toBe(true);
  });

  it("marks today's value while the valuation's own line is too short to see (review 33)", () => {
    const june1 = Date.parse('2026-06-01T00:00:00Z');
    const months = Array.from({ length: 12 }, (_, i): [number, number] => [
      june1 - (12 - i) * 30 * day,
      1_000_000 + i * 1_000,
    ]);
    // Made today: one day of its own.
    const madeToday = chartRows([...months, [june1, 1_020_000]], '2026-06-01T14:00:00.000Z');
    expect(todayMark(madeToday)).toEqual({ time: june1, value: 1_020_000 });
    // Three days old on a year: 3 of 360 days, still a mark, at today's value.
    const threeDays = chartRows(
      [...months, [june1, 1_020_000], [june1 + day, 1_021_000], [june1 + 2 * day, 1_022_000]],
      '2026-06-01T14:00:00.000Z',
    );
    expect(todayMark(threeDays)).toEqual({ time: june1 + 2 * day, value: 1_022_000 });
    // A month of its own on a year reads as a line: no mark.
    const aMonth = chartRows(
      [...months, ...Array.from({ length: 31 }, (_, i): [number, number] => [june1 + i * day, 1_020_000 + i])],
      '2026-06-01T14:00:00.000Z',
    );
    expect(todayMark(aMonth)).toBeUndefined();
    // No day of its own in the period (a valuation made later than its points): no mark.
    expect(todayMark(chartRows(months, '2027-01-01T00:00:00.000Z'))).toBeUndefined();
    expect(todayMark([])).toBeUndefined();
  });

  it('marks the purchase at its real price and date, reaching back past the area index (issue 25)', () => {
    const june1 = Date.parse('2026-06-01T00:00:00Z');
    const range = periodRange('sinceSold', now, '2019-05-01');
    const purchase = purchasePoint({ price: 850_000, date: '2019-05-01' }, range)!;

    const rows = chartRows(
      [
        [Date.parse('2021-06-01T00:00:00Z'), 1_000_000],
        [june1, 1_200_000],
      ],
      '2026-06-01T14:00:00.000Z',
      purchase,
    );

    expect(purchase).toEqual({ time: Date.parse('2019-05-01T00:00:00Z'), value: 850_000 });
    // Its own row, first, so the time axis reaches it; no line runs through it.
    expect(rows[0]).toEqual({ time: purchase.time, purchase: 850_000 });
    expect(rows.slice(1).every((row) => row.purchase === undefined)).toBe(true);
    // Outside the period (1Y here), it is not marked.
    expect(purchasePoint({ price: 850_000, date: '2019-05-01' }, periodRange('1Y', now))).toBeUndefined();
    expect(purchasePoint(undefined, range)).toBeUndefined();
  });

  it('draws a purchase within 2.5 times the line, and none further off (QA 35: a $15M typo flattened the line)', () => {
    const line: [number, number][] = [
      [Date.parse('2025-07-01T00:00:00Z'), 1_000_000],
      [Date.parse('2026-06-01T00:00:00Z'), 1_200_000],
    ];
    const at = (value: number) => purchaseOnScale({ time: Date.parse('2025-09-15T00:00:00Z'), value }, line);

    expect([at(450_000), at(1_100_000), at(2_900_000)]).toEqual([true, true, true]);
    expect([at(390_000), at(3_100_000), at(15_070_000)]).toEqual([false, false, false]);
    // No line yet to measure against: drawn.
    expect(purchaseOnScale({ time: 0, value: 15_070_000 }, [])).toBe(true);
  });

  it('marks the confirmed value on the day it was confirmed', () => {
    expect(confirmedPoint('2026-07-03T18:00:00Z', 1_300_000)).toEqual({
      time: Date.parse('2026-07-03T00:00:00Z'),
      value: 1_300_000,
    });
    expect(confirmedPoint(undefined, 1_300_000)).toBeUndefined();
  });

  it("marks it on Toronto's day, as the history's points are, when UTC has already moved on", () => {
    // 00:13 UTC on 25 November is 19:13 on the 24th in Toronto: the chart's last point is the 24th.
    expect(confirmedPoint('2026-11-25T00:13:00Z', 1_234_000)).toEqual({
      time: Date.parse('2026-11-24T00:00:00Z'),
      value: 1_234_000,
    });
  });
});

describe('a sale the line does not pass through (QA 56b M2)', () => {
  const saleDay = Date.parse('2024-03-08T00:00:00Z');
  const rows = chartRows(
    [
      [Date.parse('2024-03-01T00:00:00Z'), 800_000],
      [Date.parse('2024-04-01T00:00:00Z'), 831_000],
      [Date.parse('2026-12-01T00:00:00Z'), 731_359],
    ],
    '2026-12-01T12:00:00Z',
    { time: saleDay, value: 697_500 },
  );

  it("says how far the line sits from the price paid on the sale's day, read between its points", () => {
    // 800,000 + 7/31 of 31,000 = 807,000 on 8 March: 15.7% above the $697,500 paid.
    expect(saleOffLine(rows, { time: saleDay, value: 697_500 })).toBeCloseTo(807_000 / 697_500 - 1, 6);
    expect(saleOffLine(rows, { time: saleDay, value: 900_000 })).toBeCloseTo(807_000 / 900_000 - 1, 6);
  });

  it('says nothing of a sale within 5% of the line, or before the line begins', () => {
    expect(saleOffLine(rows, { time: saleDay, value: 790_000 })).toBeUndefined();
    expect(saleOffLine(rows, { time: Date.parse('2020-06-15T00:00:00Z'), value: 500_000 })).toBeUndefined();
  });
});

describe('the chart axes (document 3 §9.2)', () => {
  it('labels the years between a purchase long before the line and the line (QA 43)', () => {
    // Bought 2005-01-10; the area's index, and so the line, begins in December 2021.
    const line = Array.from({ length: 61 }, (_, index) => Date.UTC(2021, 11 + index, 1));
    const times = [Date.UTC(2005, 0, 10), ...line, Date.UTC(2026, 11, 3)];
    const label = (time: number) => new Date(time).toISOString().slice(0, 7);
    const ticks = xTicks(axisTimes(times)).map(label);
    expect(ticks[0]! < '2010').toBe(true);
    expect(ticks.filter((tick) => tick < '2021-12').length).toBeGreaterThanOrEqual(3);
    expect(ticks.length).toBeLessThanOrEqual(12);
    // Rows a month apart, or days, gain nothing.
    expect(axisTimes(line)).toEqual(line);
    const days = Array.from({ length: 40 }, (_, index) => Date.UTC(2026, 9, 25 + index));
    expect(axisTimes(days)).toEqual(days);
  });

  it('shows at most 12 x ticks, the first and last among them, over a month of days', () => {
    const times = Array.from({ length: 31 }, (_, index) => Date.UTC(2026, 9, 31) + index * day);
    const ticks = xTicks(times);
    expect(ticks).toHaveLength(12);
    expect(ticks[0]).toBe(times[0]);
    expect(ticks.at(-1)).toBe(times.at(-1));
    expect(xTicks(times.slice(0, 5))).toHaveLength(5);
  });

  it('leaves out a tick too close to the next: a purchase days before the 1st, the 1st days before today (QA 73a L1)', () => {
    // Since Sold, bought 28 August, valued today, 6 December: six points, each a tick before.
    const times = [
      Date.UTC(2026, 7, 28),
      Date.UTC(2026, 8, 1),
      Date.UTC(2026, 9, 1),
      Date.UTC(2026, 10, 1),
      Date.UTC(2026, 11, 1),
      Date.UTC(2026, 11, 6),
    ];
    expect(xTicks(times)).toEqual([
      Date.UTC(2026, 8, 1),
      Date.UTC(2026, 9, 1),
      Date.UTC(2026, 10, 1),
      Date.UTC(2026, 11, 6),
    ]);
    // A week of days keeps every one.
    const week = Array.from({ length: 7 }, (_, index) => Date.UTC(2026, 10, 30) + index * day);
    expect(xTicks(week)).toEqual(week);
  });

  it('puts the x ticks on a calendar, months of back-cast points and days alike: every January, every other month', () => {
    // Five years: a back-cast point on the 1st of each month from Nov 2021, then daily points
    // from 14 Nov 2026, the valuation's first day; and the purchase's day among them.
    const monthly = Array.from({ length: 61 }, (_, index) => Date.UTC(2021, 10 + index, 1));
    const daily = Array.from({ length: 17 }, (_, index) => Date.UTC(2026, 10, 14 + index));
    const times = [...monthly.slice(0, 18), Date.UTC(2023, 4, 27), ...monthly.slice(18), ...daily];
    const label = (time: number) => new Date(time).toISOString().slice(0, 7);
    expect(xTicks(times).map(label)).toEqual([
      '2022-01',
      '2022-07',
      '2023-01',
      '2023-07',
      '2024-01',
      '2024-07',
      '2025-01',
      '2025-07',
      '2026-01',
      '2026-07',
    ]);
    // Today, four months after July, is too close for a tick of its own at this spacing.
    expect(xTicks(times).at(-1)).toBe(Date.UTC(2026, 6, 1));
    // A year of months: every other month, from January.
    const year = Array.from({ length: 13 }, (_, index) => Date.UTC(2025, 11 + index, 1));
    expect(xTicks(year).map(label)).toEqual(['2026-01', '2026-03', '2026-05', '2026-07', '2026-09', '2026-11']);
    // A period that starts mid-month (1Y back from 30 November) labels its first month not at all.
    const fromThe30th = [Date.UTC(2025, 10, 30), ...Array.from({ length: 12 }, (_, i) => Date.UTC(2025, 11 + i, 1))];
    const twelve = xTicks(fromThe30th).map(label);
    expect(twelve).toHaveLength(12);
    expect(twelve[0]).toBe('2025-12');
    expect(xTicks(fromThe30th)).not.toContain(Date.UTC(2025, 10, 30));
    // Two and a half years on a phone, room for four labels: two Januaries, not odd months spread evenly.
    const sinceSold = Array.from({ length: 31 }, (_, index) => Date.UTC(2024, 5 + index, 1));
    expect(xTicks(sinceSold, 4).map(label)).toEqual(['2025-01', '2026-01']);
    expect(xTicks(sinceSold, 5).map(label)).toEqual(['2024-07', '2025-01', '2025-07', '2026-01', '2026-07']);
    const sixMonths = [Date.UTC(2026, 4, 30), ...Array.from({ length: 190 }, (_, i) => Date.UTC(2026, 5, 1 + i))];
    expect(xTicks(sixMonths).map(label)).toEqual([
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
    // The 30th of November, today, carries November's tick.
    const lastOnThe30th = [...year.slice(0, -1), Date.UTC(2026, 10, 30)];
    expect(xTicks(lastOnThe30th).at(-1)).toBe(Date.UTC(2026, 10, 30));
  });

  it('reaches the purchase at its price, though the estimated line passes its day lower (the owner sees their purchase)', () => {
    const bought = Date.UTC(2026, 4, 9);
    const rows = chartRows(
      [
        [bought, 779_000],
        [bought + 30 * day, 760_000],
      ],
      '2026-11-01',
      {
        time: bought,
        value: 785_000,
      },
    );
    const ticks = yTicks(axisValues(rows, undefined, { time: bought, value: 785_000 }));
    expect(ticks.at(-1)!).toBeGreaterThanOrEqual(785_000);
    expect(ticks[0]!).toBeLessThanOrEqual(760_000);
  });

  it('shows at most 6 round y ticks covering every value', () => {
    const values = [1_213_000, 1_287_500, 1_402_000];
    const ticks = yTicks(values);
    expect(ticks.length).toBeLessThanOrEqual(6);
    expect(ticks[0]!).toBeLessThanOrEqual(1_213_000);
    expect(ticks.at(-1)!).toBeGreaterThanOrEqual(1_402_000);
    expect(yTicks([])).toEqual([]);
    // A spread that the first round steps cannot cover in 6 ticks.
    const wide = yTicks([890_000, 1_340_000]);
    expect(wide.length).toBeGreaterThan(1);
    expect(wide.length).toBeLessThanOrEqual(6);
    expect(wide.every(Number.isFinite)).toBe(true);
    expect(wide[0]!).toBeLessThanOrEqual(890_000);
    expect(wide.at(-1)!).toBeGreaterThanOrEqual(1_340_000);
    expect(yTicks([500_000]).length).toBeGreaterThan(1);
  });

  it('never zooms a small move into the whole height: a home bought today at $1,450,000 and valued $1,461,753 (QA 38 M1)', () => {
    const ticks = yTicks([1_450_000, 1_461_753]);
    // Six ticks $2,500 apart all read "$1.45M" or "$1.46M": the axis could not be read, and a 0.8%
    // move filled the chart. The range spans at least 4% of the value.
    expect(ticks.at(-1)! - ticks[0]!).toBeGreaterThanOrEqual(0.04 * 1_461_753);
    expect(ticks[0]!).toBeLessThanOrEqual(1_450_000);
    expect(ticks.at(-1)!).toBeGreaterThanOrEqual(1_461_753);
    const label = moneyAxisFor(ticks);
    expect(new Set(ticks.map(label)).size).toBe(ticks.length);
  });

  it('writes each y tick differently, with as many decimals as their step needs', () => {
    for (const ticks of [
      [1_447_500, 1_450_000, 1_452_500, 1_455_000],
      [990_000, 995_000, 1_000_000, 1_005_000],
      [402_500, 403_000, 403_500],
      [1_200_000, 1_250_000, 1_300_000],
    ]) {
      const labels = ticks.map(moneyAxisFor(ticks));
      expect(new Set(labels).size, labels.join(' ')).toBe(ticks.length);
    }
    expect([1_447_500, 1_450_000, 1_452_500].map(moneyAxisFor([1_447_500, 1_450_000, 1_452_500]))).toEqual([
      '$1.4475M',
      '$1.45M',
      '$1.4525M',
    ]);
    expect([1_200_000, 1_250_000, 1_300_000].map(moneyAxisFor([1_200_000, 1_250_000, 1_300_000]))).toEqual([
      '$1.2M',
      '$1.25M',
      '$1.3M',
    ]);
  });

  it('writes money with K from 1,000 and M from 1,000,000', () => {
    expect(moneyAxis(950)).toBe('$950');
    expect(moneyAxis(850_000)).toBe('$850K');
    expect(moneyAxis(1_250_000)).toBe('$1.25M');
  });

  it('labels days for 1W and 1M, month-year past 13 points, otherwise year-month', () => {
    // A point stamps its Toronto day at 00:00 UTC: 1 December's is 1 December, not the
    // evening of 30 November that instant is in Toronto.
    const time = Date.parse('2026-12-01T00:00:00Z');
    expect(xLabeller('1W', 8)(time)).toBe('Dec 1');
    expect(xLabeller('1Y', 365)(time)).toBe('Dec 2026');
    expect(xLabeller('1Y', 12)(time)).toBe('2026-12');
    expect(stampedDay(time)).toBe('2026-12-01');
  });

  it("labels a month once: a back-cast 1 November and today's 28 November give one 2026-11, the latest", () => {
    const times = ['2026-09-01', '2026-10-01', '2026-11-01', '2026-11-28'].map((d) => Date.parse(d));
    const label = xLabeller('1Y', times.length);
    expect(distinctTicks(times, label).map(label)).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(distinctTicks(times, label).at(-1)).toBe(Date.parse('2026-11-28'));
  });
});
