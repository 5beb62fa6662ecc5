import { describe, expect, it } from 'vitest';
import type { PriceIndexSeries } from '@shared/valuation/price-index';
import { monthsBackStart } from '@shared/format/dates';
import { yearBefore } from '../../../functions/home-value/insights';
import { improvementSteps } from '../../../shared/home-value/improvement-steps';
import { carriedBackPoints, chartPoints } from '../../../functions/home-value/valuing';

/** An index falling 1% a month from 2021-11 to 2026-12. */
const index: PriceIndexSeries = {
  firstMonth: '2021-11',
  lastMonth: '2026-12',
  levels: { '*': Array.from({ length: 62 }, (_, m) => -0.01 * m) },
};
const location = {
  address: '12 King St E',
  city: 'Toronto',
  lat: 43.65,
  lon: -79.38,
  neighbourhoodId: 'n1',
  area: 'Toronto',
};
const yearMs = 365 * 86_400_000;
const day = (at: number) => new Date(at).toISOString().slice(0, 10);

/** An annual report's page 3: the confirmed value's line and the model's over the same 12 months. */
describe("a report's 12-month lines", () => {
  // The 1st of a month, in the small hours in Toronto: the day an annual report is likeliest made.
  const now = Date.parse('2026-12-01T05:30:00Z');
  const from = now - yearMs;
  /** A detached home's $1,900,000 of today (2026-12-01) carried back over the year. */
  const carriedBack = (improvements?: { completionDate: string; added: number }[]) =>
    carriedBackPoints({
      index,
      location,
      type: 'detatched',
      value: 1_900_000,
      today: '2026-12-01',
      from,
      ...(improvements && { improvements }),
    });

  it("start on the same day, a year back, for the confirmed value and the model's (QA 25a F2)", () => {
    const confirmed = carriedBack();
    const model = chartPoints({
      createdDay: '2026-11-15',
      history: [{ day: '2026-11-15', value: 1_800_000 }],
      first: { day: '2026-11-15', value: 1_800_000 },
      improvements: [],
      index,
      location,
      type: 'detatched',
      from,
      to: now,
    });

    expect(day(confirmed[0]![0])).toBe('2025-12-01');
    expect(day(model[0]![0])).toBe('2025-12-01');
    expect(confirmed.at(-1)).toEqual([Date.parse('2026-12-01'), 1_900_000]);
    // Twelve months of a 1% fall: the year's change is the index's, not eleven months' of it.
    expect(confirmed.at(-1)![1] / confirmed[0]![1]).toBeCloseTo(Math.exp(-0.12), 3);
  });

  it("carry a value back without the owner's work in the months before it was done (QA 28)", () => {
    // $150,000 of work done on 2026-06-15 in a value confirmed at $1,900,000: without the steps the
    // year read as the index's 11% fall, as if the home had lost value while its owner improved it.
    const improvements = [{ completionDate: '2026-06-15', added: 150_000 }];
    const plain = carriedBack();
    const withWork = carriedBack(improvements);
    const at = (points: typeof plain, month: string) => points.find(([t]) => day(t) === `${month}-01`)![1];

    // From the month after the work, the same line; before it, the home without the work.
    expect(at(withWork, '2026-07')).toBe(at(plain, '2026-07'));
    expect(withWork.at(-1)).toEqual(plain.at(-1));
    for (const month of ['2025-12', '2026-03', '2026-06'])
      expect(Math.abs(at(withWork, month) - at(plain, month) * (1 - 150_000 / 1_900_000))).toBeLessThanOrEqual(1);
  });

  it("start on the 1st of Toronto's month a year back, in the evening and after a 29 February too (reviews 25, 33b)", () => {
    // 20:30 in Toronto on the 1st is the 2nd in UTC; 2028-03-01 less 365 days is 2027-03-02; on the
    // 15th the line starts on the 1st, where the chart's 1Y starts (the same day a year back began
    // it on the next month's 1st).
    for (const [at, today, first, firstPoint] of [
      ['2026-12-02T01:30:00Z', '2026-12-01', '2025-12-01', '2025-12-01'],
      ['2028-03-01T15:00:00Z', '2028-03-01', '2027-03-01', '2027-03-01'],
      ['2028-02-29T15:00:00Z', '2028-02-29', '2027-02-01', '2027-02-01'],
      ['2026-12-15T15:00:00Z', '2026-12-15', '2025-12-01', '2025-12-01'],
    ] as const) {
      const start = yearBefore(new Date(at));
      // The same start as the chart's 1Y (value-chart-series.ts).
      expect(start).toBe(monthsBackStart(new Date(at), 12));
      const confirmed = carriedBackPoints({ index, location, type: 'detatched', value: 1_000_000, today, from: start });
      expect(day(start)).toBe(first);
      expect(day(confirmed[0]![0])).toBe(firstPoint);
    }
  });
});

describe('the value history before the work an owner lists (review 26)', () => {
  it("takes a held bathroom job out of the months before it with the count's worth, as any improvement", () => {
    const steps = improvementSteps({
      improvements: {
        items: [
          {
            randomId: 'k',
            area: 'Kitchen',
            cost: 50_000,
            completionDate: '2026-06-01',
            added: 34_123,
            beforeLastSale: false,
          },
          {
            randomId: 'e',
            area: 'New ensuite',
            cost: 40_000,
            completionDate: '2026-08-01',
            added: 0,
            beforeLastSale: false,
            inFacts: 'bathrooms',
            factWorth: 41_249,
          },
          { randomId: 'd', area: 'Deck', cost: 9_000, completionDate: '2023-06-01', added: 0, beforeLastSale: true },
        ],
        added: 34_123,
        capped: false,
      },
    });

    expect(steps).toEqual([
      { completionDate: '2026-06-01', added: 34_123 },
      { completionDate: '2026-08-01', added: 41_249 },
    ]);
  });
});

describe("the chart's short periods of a valuation made this month (QA 52)", () => {
  // Made on 2026-12-01 at $1,000,000; today is 2026-12-04, and the index fell 1% from November.
  const history = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'].map((day) => ({ day, value: 1_000_000 }));
  const endOfToday = Date.parse('2026-12-04T23:59:59.999Z');
  const points = (from: number) =>
    chartPoints({
      createdDay: '2026-12-01',
      history,
      first: history[0]!,
      improvements: [],
      index,
      location,
      type: 'detatched',
      from,
      to: endOfToday,
    });
  const november = points(Date.parse('2026-11-01'))[0]!;

  it.each([
    ['1M', 31, '2026-11-03'],
    ['1W', 8, '2026-11-26'],
  ])('starts %s on its first day, on the line between the monthly points around it', (_, days, first) => {
    const line = points(endOfToday - days * 86_400_000);

    expect(day(line[0]![0])).toBe(first);
    const share = (line[0]![0] - november[0]) / (Date.parse('2026-12-01') - november[0]);
    expect(line[0]![1]).toBe(Math.round(november[1] + share * (1_000_000 - november[1])));
    expect(line.slice(1).map(([at]) => day(at))).toEqual(history.map((point) => point.day));
  });

  it("starts between two back-cast points of a valuation made mid-month, on the line to the next month's", () => {
    // Made on 2026-12-10; 1M on 2026-12-12 starts on 2026-11-11, between November's 1st and December's.
    const made = [
      { day: '2026-12-10', value: 1_000_000 },
      { day: '2026-12-12', value: 1_000_000 },
    ];
    const line = chartPoints({
      createdDay: '2026-12-10',
      history: made,
      first: made[0]!,
      improvements: [],
      index,
      location,
      type: 'detatched',
      from: Date.parse('2026-12-12T23:59:59.999Z') - 31 * 86_400_000,
      to: Date.parse('2026-12-12T23:59:59.999Z'),
    });

    expect(line.map(([at]) => day(at))).toEqual(['2026-11-11', '2026-12-01', '2026-12-10', '2026-12-12']);
    const [start, december] = [line[0]!, line[1]!];
    const nov1 = Date.parse('2026-11-01');
    // On the straight line from November's point (1% under December's, the index's step) to December's.
    const novemberValue = december[1] / Math.exp(-0.01);
    const share = (start[0] - nov1) / (december[0] - nov1);
    expect(Math.abs(start[1] - (novemberValue + share * (december[1] - novemberValue)))).toBeLessThanOrEqual(1);
  });

  it('steps up on the day an improvement was done, not over its month (QA 70a L2)', () => {
    // Made on 2026-12-10 at $1,000,000, a $50,000 kitchen in it, done on 2026-11-20.
    const made = [{ day: '2026-12-10', value: 1_000_000 }];
    const line = chartPoints({
      createdDay: '2026-12-10',
      history: made,
      first: made[0]!,
      improvements: [{ completionDate: '2026-11-20', added: 50_000 }],
      index,
      location,
      type: 'detatched',
      from: Date.parse('2026-11-01'),
      to: Date.parse('2026-12-10T23:59:59.999Z'),
    });

    expect(line.map(([at]) => day(at))).toEqual(['2026-11-01', '2026-11-19', '2026-11-20', '2026-12-01', '2026-12-10']);
    const value = (date: string) => line.find(([at]) => day(at) === date)![1];
    // Before the day, on the line of the home without the kitchen; from it, with it.
    const withoutOn1st = value('2026-11-01');
    // December's point, in the valuation's month, is its value with the kitchen.
    const withoutOnDec1 = value('2026-12-01') - 50_000;
    const share19 =
      (Date.parse('2026-11-19') - Date.parse('2026-11-01')) / (Date.parse('2026-12-01') - Date.parse('2026-11-01'));
    expect(
      Math.abs(value('2026-11-19') - (withoutOn1st + share19 * (withoutOnDec1 - withoutOn1st))),
    ).toBeLessThanOrEqual(600);
    expect(value('2026-11-20') - value('2026-11-19')).toBeGreaterThan(45_000);
    expect(value('2026-11-20') - value('2026-11-19')).toBeLessThan(51_000);
  });

  it('adds no point where the period starts on a monthly point or after the valuation was made', () => {
    expect(points(Date.parse('2026-11-01')).map(([at]) => day(at))).toEqual([
      '2026-11-01',
      ...history.map((p) => p.day),
    ]);
    expect(points(Date.parse('2026-12-02')).map(([at]) => day(at))).toEqual(history.slice(1).map((p) => p.day));
  });
});
