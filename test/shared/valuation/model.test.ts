import { beforeAll, describe, expect, it } from 'vitest';
import { appraise } from '@shared/valuation/appraise';
import { rangeOf } from '@shared/valuation/calibration';
import { monthNumber } from '@shared/valuation/dates';
import { estimate, rangeInputsOf } from '@shared/valuation/estimate';
import { segmentOf } from '@shared/valuation/features';
import { parseValuationModel, type ValuationModel } from '@shared/valuation/model';
import { backcastValue, indexLevel, seriesKey } from '@shared/valuation/price-index';
import type { SalesIndex } from '@shared/valuation/sales-index';
import { indexSales, train } from '@shared/valuation/train';
import type { ValuationEstimate, ValuationResult, ValuationSale, ValuationSubject } from '@shared/valuation/types';
import { handBuiltMarket, marketPrice } from './market';

const asOf = '2026-01-15';
const market = handBuiltMarket({ sales: 600, from: '2024-01', months: 24, trendPerMonth: 0.005, noise: 0.05 });
let model: ValuationModel;
let sales: SalesIndex;

const subjectOf = (sale: ValuationSale): ValuationSubject => {
  const { id: _id, date: _date, price: _price, address: _address, ...home } = sale;
  return home;
};
function valued(result: ValuationResult): ValuationEstimate {
  if (result.kind !== 'estimate') throw new Error(`expected an estimate, got ${result.reason}`);
  return result;
}

/**
 * The range's width in log for the subject valued with `index`'s comparables, at the level and
 * the comparables' adjustments it gets from `reference`'s. The range also widens with how far
 * the comparables had to be adjusted (calibration.test.ts), and thinner comparables may need
 * less adjustment: this holds that term and the level, leaving what the comparables' number and
 * distance change.
 */
function widthBy(subject: ValuationSubject, index: SalesIndex, reference: SalesIndex): number {
  const inputsWith = (sales: SalesIndex) => {
    const appraisal = appraise(model, subject, { asOf, sales });
    if (appraisal.kind !== 'appraisal') throw new Error('expected an appraisal');
    return rangeInputsOf(model, appraisal, subject, 0);
  };
  const { adjustment, logValue } = inputsWith(reference);
  const [lower, upper] = rangeOf(model.calibration, { ...inputsWith(index), adjustment, logValue });
  return upper - lower;
}

beforeAll(() => {
  model = train(market, { asOf });
  sales = indexSales(model, market);
}, 120_000);

describe('the valuation model', () => {
  it('gives a comparable identical to the subject its time-adjusted price', () => {
    const twin = market.filter((sale) => sale.type === 'detatched' && sale.date < '2025-12-01').at(-1)!;

    const result = valued(estimate(model, subjectOf(twin), { asOf, sales }));

    const comparable = result.comparables.find((c) => c.sale.id === twin.id)!;
    const index = sales.indexAt(asOf);
    const key = seriesKey(index, twin.area, segmentOf(twin.type));
    const timeAdjusted =
      twin.price * Math.exp(indexLevel(index, key, monthNumber(asOf)) - indexLevel(index, key, monthNumber(twin.date)));
    expect(comparable.distanceMetres).toBe(0);
    expect(comparable.timeAdjustedPrice).toBeCloseTo(timeAdjusted, -1);
    expect(comparable.adjustedPrice).toBe(comparable.timeAdjustedPrice);
  });

  it('values a home on a street of identical homes at their price brought to the date', () => {
    // Arrange: 80 identical houses sold over 20 months at +1% a month, no noise.
    const street = Array.from({ length: 80 }, (_, i): ValuationSale => {
      const month = Math.floor(i / 4);
      return {
        id: `T${i}`,
        date: `${2024 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-${String(3 + (i % 4) * 6).padStart(2, '0')}`,
        price: Math.round(800_000 * 1.01 ** month),
        lat: 43.7 + (i % 9) * 0.0002,
        lon: -79.4 + (i % 7) * 0.0002,
        neighbourhood: 'north-park',
        area: 'Toronto',
        type: 'detatched',
        bedrooms: 3,
        bathrooms: 2,
        sqft: 1600,
      };
    });
    const streetModel = train(street, { asOf: '2025-09-01' });
    const streetSales = indexSales(streetModel, street);
    const { id: _id, date: _date, price: _price, ...home } = street[0]!;

    const result = valued(estimate(streetModel, home, { asOf: '2025-09-01', sales: streetSales }));

    // The last sales (month 19) brought one month on: 800,000 × 1.01^20.
    expect(Math.abs(result.value / (800_000 * 1.01 ** 20) - 1)).toBeLessThan(0.02);
  }, 60_000);

  it('never lowers the value for more bedrooms, all else equal, even where bedrooms sell for less size for size', () => {
    // Arrange: a market where, size for size, each bedroom takes 10,000 off the price.
    const cramped = handBuiltMarket({ sales: 600, from: '2024-01', months: 24, bedroomValue: -10_000, seed: 11 });
    const crampedModel = train(cramped, { asOf });
    const crampedSales = indexSales(crampedModel, cramped);
    const subjects = cramped.filter((_, i) => i % 12 === 0).map(subjectOf);

    for (const subject of subjects) {
      // Act
      const values = [0, 1, 2, 3].map((more) =>
        valued(
          estimate(crampedModel, { ...subject, bedrooms: subject.bedrooms + more }, { asOf, sales: crampedSales }),
        ),
      );
      // Assert
      for (let k = 1; k < values.length; k++) {
        expect(values[k]!.value).toBeGreaterThanOrEqual(values[k - 1]!.value);
        expect(values[k]!.upperRange).toBeGreaterThanOrEqual(values[k - 1]!.upperRange);
      }
    }
  }, 60_000);

  it('lands near the market price, with the price inside the range', () => {
    const subject = subjectOf(market.find((sale) => sale.type === 'detatched' && sale.neighbourhood === 'lakeside')!);

    const result = valued(estimate(model, subject, { asOf, sales }));

    const truth = marketPrice(subject as ValuationSale, 24, 0.005);
    expect(Math.abs(result.value / truth - 1)).toBeLessThan(0.1);
    expect(result.lowerRange).toBeLessThan(truth);
    expect(result.upperRange).toBeGreaterThan(truth);
    expect(result.date).toBe(asOf);
    expect(result.comparables.length).toBe(model.settings.comparables.shown);
  });

  it('explains the value: the blend, the comparables heaviest first, and the purchase brought to the date', () => {
    const subject = subjectOf(market.find((sale) => sale.type === 'detatched' && sale.neighbourhood === 'lakeside')!);

    const result = valued(
      estimate(model, { ...subject, purchase: { date: '2025-01-20', price: 900_000 } }, { asOf, sales }),
    );

    const { modelValue, comparablesValue, comparablesShare, indexedPurchasePrice } = result.explanation;
    expect(comparablesShare).toBeGreaterThan(0);
    expect(comparablesShare).toBeLessThan(1);
    expect(result.value).toBeGreaterThanOrEqual(Math.min(modelValue, comparablesValue) - 1);
    expect(result.value).toBeLessThanOrEqual(Math.max(modelValue, comparablesValue) + 1);
    const weights = result.comparables.map((c) => c.weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    // A year of a market rising 0.5% a month.
    expect(indexedPurchasePrice! / (900_000 * 1.005 ** 12)).toBeCloseTo(1, 1);
  });

  it('widens the range when the comparables are few', () => {
    const subject = subjectOf(market.find((sale) => sale.type === 'detatched' && sale.neighbourhood === 'lakeside')!);
    const few = indexSales(
      model,
      market.filter((_, i) => i % 8 === 0),
    );

    const many = valued(estimate(model, subject, { asOf, sales }));
    const thin = valued(estimate(model, subject, { asOf, sales: few }));

    expect(thin.explanation.support).toBeLessThan(many.explanation.support);
    expect(widthBy(subject, few, sales)).toBeGreaterThan(widthBy(subject, sales, sales));
  });

  it('widens the range when the comparables are far', () => {
    const subject = subjectOf(market.find((sale) => sale.type === 'detatched' && sale.neighbourhood === 'lakeside')!);
    const far = indexSales(
      model,
      market.filter((sale) => Math.hypot(sale.lat - subject.lat, (sale.lon - subject.lon) * 0.72) > 0.012),
    );

    const near = valued(estimate(model, subject, { asOf, sales }));
    const distant = valued(estimate(model, subject, { asOf, sales: far }));

    expect(Math.min(...distant.comparables.map((c) => c.distanceMetres))).toBeGreaterThan(1000);
    expect(distant.explanation.support).toBeLessThan(near.explanation.support);
    expect(widthBy(subject, far, sales)).toBeGreaterThan(widthBy(subject, sales, sales));
  });

  it('cannot value an address outside the covered area, or without enough recent sales of its kind', () => {
    const subject = subjectOf(market[0]!);
    const fewCondos = indexSales(model, [
      ...market.filter((sale) => sale.type !== 'condo'),
      ...market.filter((sale) => sale.type === 'condo').slice(-2),
    ]);

    const outside = estimate(model, { ...subject, lat: 44.6, lon: -78.2 }, { asOf, sales });
    const condo = estimate(model, { ...subject, type: 'condo' }, { asOf, sales: fewCondos });

    expect(outside).toMatchObject({ kind: 'cannotValue', reason: 'outsideCoveredArea' });
    expect(condo).toMatchObject({ kind: 'cannotValue', reason: 'tooFewComparables', comparablesFound: 2 });
  });

  it('uses only sales strictly before the valuation date', () => {
    const subject = subjectOf(market[300]!);
    const date = market[300]!.date;

    const result = valued(estimate(model, subject, { asOf: date, sales }));

    expect(result.comparables.every((c) => c.sale.date < date)).toBe(true);
  });

  it('is deterministic: the same sales and date give the same model and the same estimate', () => {
    const again = train(market, { asOf });
    const subject = subjectOf(market[42]!);

    expect(JSON.stringify(again)).toBe(JSON.stringify(model));
    expect(estimate(again, subject, { asOf, sales: indexSales(again, market) })).toEqual(
      estimate(model, subject, { asOf, sales }),
    );
  }, 120_000);

  it('values the same from its JSON artifact as from the trained object', () => {
    const loaded = parseValuationModel(JSON.parse(JSON.stringify(model)));
    const subject = subjectOf(market[7]!);

    expect(estimate(loaded, subject, { asOf, sales: indexSales(loaded, market) })).toEqual(
      estimate(model, subject, { asOf, sales }),
    );
    expect(() => parseValuationModel({ format: 'other' })).toThrow('This is not a valuation model.');
  });

  it('back-casts a value along the area index (the market rose 0.5% a month)', () => {
    const index = sales.indexAt(asOf);
    const key = seriesKey(index, 'Toronto', 'freehold');

    const yearBefore = backcastValue(index, key, { value: 1_000_000, month: '2025-12' }, '2024-12');

    expect(yearBefore / 1_000_000).toBeGreaterThan(1 / 1.005 ** 12 - 0.03);
    expect(yearBefore / 1_000_000).toBeLessThan(1 / 1.005 ** 12 + 0.03);
  });
});
