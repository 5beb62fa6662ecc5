import { beforeAll, describe, expect, it } from 'vitest';
import { estimate } from '@shared/valuation/estimate';
import type { ValuationModel } from '@shared/valuation/model';
import { neighbourFeatureNames, placeFeatureNames } from '@shared/valuation/features';
import { indexEvidenceOf, type SalesIndex } from '@shared/valuation/sales-index';
import { indexSales, train } from '@shared/valuation/train';
import type { ValuationEstimate, ValuationSale, ValuationSubject } from '@shared/valuation/types';
import { handBuiltMarket } from './market';

/**
 * The service keeps only two years of sales for its comparables (functions/home-value,
 * "The model in production"); what the older ones tell the area index comes with them as
 * evidence, so the service values a home exactly as the back-test protocol does with every
 * sale: the index reaches as far back, and a sale of four years ago is carried (issue 25,
 * finding 3).
 */
const asOf = '2026-01-01';
const twoYearsBefore = '2024-01-01';
const market = handBuiltMarket({
  sales: 2400,
  from: '2021-01',
  months: 60,
  trendPerMonth: -0.004,
  quality: 0.1,
  noise: 0.03,
  repeatShare: 0.3,
  resaleMonths: 6,
  seed: 11,
});
let model: ValuationModel;
let every: SalesIndex;
let recent: SalesIndex;
let recentOnly: SalesIndex;

const homeOf = ({ id: _id, date: _date, price: _price, ...home }: ValuationSale): ValuationSubject => home;
const valued = (subject: ValuationSubject, sales: SalesIndex): ValuationEstimate => {
  const result = estimate(model, subject, { asOf, sales });
  if (result.kind !== 'estimate') throw new Error(result.reason);
  return result;
};

beforeAll(() => {
  model = train(market, { asOf });
  every = indexSales(model, market);
  const lastTwoYears = market.filter((sale) => sale.date >= twoYearsBefore);
  recent = indexSales(model, lastTwoYears, indexEvidenceOf(model, market, twoYearsBefore));
  recentOnly = indexSales(model, lastTwoYears);
}, 120_000);

describe("the service's sales index: two years of sales and the older ones' evidence", () => {
  it('has the very index of every sale, as far back', () => {
    expect(recent.size).toBeLessThan(every.size * 0.5);
    expect(recent.indexAt(asOf)).toEqual(every.indexAt(asOf));
    expect(recent.indexAt(asOf).firstMonth).toBe('2021-01');
    // Without the evidence the index starts two years back.
    expect(recentOnly.indexAt(asOf).firstMonth).toBe('2024-01');
  });

  it('values a home with a sale four years back exactly as the back-test protocol does, carrying the sale', () => {
    const home = homeOf(market.find((sale) => sale.type === 'detatched' && sale.date >= '2025-06-01')!);
    const subject = { ...home, ownSale: { date: '2022-02-15', price: 800_000, source: 'listing' as const } };

    const service = valued(subject, recent);

    expect(service).toEqual(valued(subject, every));
    expect(service.explanation.carriedSale).toMatchObject({ date: '2022-02-15', price: 800_000 });
    // The market fell since: the sale is carried down with it.
    expect(service.explanation.carriedSale!.carriedPrice).toBeLessThan(800_000);
    expect(valued(subject, recentOnly).explanation.carriedSale).toBeUndefined();
  });
});

describe('a sale too old to be carried', () => {
  it('still has the improvements completed before it in its price: they add nothing', () => {
    const home = homeOf(market.find((sale) => sale.type === 'detatched')!);
    // Bought in 2015, before the index's first month (2021): no carried line.
    const ownSale = { date: '2015-06-01', price: 600_000, source: 'purchase' as const };
    const roof = { kind: 'roof' as const, cost: 20_000, completedOn: '2014-09-01' };
    const kitchen = { kind: 'kitchen' as const, cost: 60_000, completedOn: '2020-03-01' };

    const result = valued({ ...home, ownSale, improvements: [roof, kitchen] }, every);

    expect(result.explanation.carriedSale).toBeUndefined();
    expect(result.explanation.improvements!.effects[0]).toMatchObject({ beforeLastSale: true, added: 0 });
    expect(result.explanation.improvements!.effects[1]).toMatchObject({ beforeLastSale: false });
    expect(result.explanation.improvements!.effects[1]!.added).toBeGreaterThan(0);
    expect(result.explanation.improvements!.added).toBe(result.explanation.improvements!.effects[1]!.added);
  });
});

describe("the service's sales index read with its stored neighbour features", () => {
  const evidence = () => indexEvidenceOf(model, market, twoYearsBefore);
  const lastTwoYears = () => market.filter((sale) => sale.date >= twoYearsBefore);

  it('has every feature of every sale, to the bit, and values a home the same', () => {
    const read = indexSales(model, lastTwoYears(), evidence(), recent.neighbourFeatureRows());

    // toEqual counts NaN equal to NaN: a fact no neighbour has stays unknown.
    expect(Array.from(read.features)).toEqual(Array.from(recent.features));
    expect(read.features.some((value) => Number.isNaN(value))).toBe(true);
    const home = homeOf(market.find((sale) => sale.type === 'condo' && sale.date >= '2025-06-01')!);
    expect(valued(home, read)).toEqual(valued(home, recent));
  });

  it('are the last of the place features, as the rows hold them', () => {
    expect(placeFeatureNames.slice(-neighbourFeatureNames.length)).toEqual([...neighbourFeatureNames]);
    expect(recent.neighbourFeatureRows()).toHaveLength(recent.size * neighbourFeatureNames.length);
  });

  it("refuses features of other sales than the index's", () => {
    const rows = recent.neighbourFeatureRows();
    const fewer = lastTwoYears().slice(1);

    expect(() => indexSales(model, fewer, evidence(), rows)).toThrow(
      /The stored neighbour features hold \d+ numbers; the index's \d+ sales need \d+/,
    );
  });
});
