import { beforeAll, describe, expect, it } from 'vitest';
import { estimate } from '@shared/valuation/estimate';
import { recoupShares } from '@shared/valuation/improvements';
import type { ValuationModel } from '@shared/valuation/model';
import type { SalesIndex } from '@shared/valuation/sales-index';
import { indexSales, train } from '@shared/valuation/train';
import type { ValuationEstimate, ValuationSale, ValuationSubject } from '@shared/valuation/types';
import { handBuiltMarket } from './market';

/**
 * Issue 25: every fact an owner can edit moves the value the way a buyer would expect, by a
 * plausible amount, and never the other way. One home is held fixed and one fact varied at a
 * time, in a market that pays 25,000 a bedroom, 15,000 a bathroom, 30,000 a parking space and
 * 4,000 a foot of frontage on top of its price per square foot.
 */
const asOf = '2026-01-15';
/** The market's 0.5% a month over the 24 months of sales. */
const trend = 1.005 ** 24;
const pays = { bedrooms: 25_000, bathrooms: 15_000, parking: 30_000, lotFront10: 40_000 };
const market = handBuiltMarket({
  sales: 1500,
  from: '2024-01',
  months: 24,
  parkingValue: pays.parking,
  lotFootValue: pays.lotFront10 / 10,
  seed: 3,
});
let model: ValuationModel;
let sales: SalesIndex;
const homes = market
  .filter((sale) => sale.type === 'detatched')
  .slice(-12)
  .map(({ id: _id, date: _date, price: _price, address: _address, ...home }) => home);

function valueOf(subject: ValuationSubject): ValuationEstimate {
  const result = estimate(model, subject, { asOf, sales });
  if (result.kind !== 'estimate') throw new Error(result.reason);
  return result;
}

beforeAll(() => {
  model = train(market, { asOf });
  sales = indexSales(model, market);
}, 120_000);

describe('one fact at a time', () => {
  it.each([
    ['a bedroom more', (h: ValuationSale) => ({ ...h, bedrooms: h.bedrooms + 1 }), pays.bedrooms],
    ['a bathroom more', (h: ValuationSale) => ({ ...h, bathrooms: h.bathrooms + 1 }), pays.bathrooms],
    ['a parking space more', (h: ValuationSale) => ({ ...h, parking: (h.parking ?? 0) + 1 }), pays.parking],
    ['10 feet more frontage', (h: ValuationSale) => ({ ...h, lotFront: (h.lotFront ?? 0) + 10 }), pays.lotFront10],
  ] as const)(
    '%s never lowers the value, and raises it on average by at most twice what the market pays',
    (_, change, paid) => {
      const rises = homes.map((home) => {
        const before = valueOf(home).value;
        return { before, after: valueOf(change(home as ValuationSale)).value };
      });

      for (const { before, after } of rises) {
        expect(after).toBeGreaterThanOrEqual(before);
        // The trees move in steps: one home may take a step of up to three times the market's price.
        expect(after - before).toBeLessThanOrEqual(3 * paid * trend);
      }
      const meanRise = rises.reduce((sum, r) => sum + (r.after - r.before), 0) / rises.length;
      expect(meanRise).toBeGreaterThan(0);
      expect(meanRise).toBeLessThanOrEqual(2 * paid * trend);
    },
  );

  it('values a fifth more floor area at 5–30% more, never less', () => {
    for (const home of homes) {
      const before = valueOf(home).value;
      const after = valueOf({ ...home, sqft: Math.round(home.sqft! * 1.2) }).value;

      expect(after / before).toBeGreaterThanOrEqual(1);
      expect(after / before).toBeLessThan(1.3);
    }
    const mean =
      homes.reduce(
        (sum, home) => sum + valueOf({ ...home, sqft: Math.round(home.sqft! * 1.2) }).value / valueOf(home).value,
        0,
      ) / homes.length;
    expect(mean).toBeGreaterThan(1.05);
  });

  it('adds a $60,000 kitchen of last year at its recouped, depreciated cost, and lists it', () => {
    const home = homes[0]!;
    const before = valueOf(home);

    const after = valueOf({ ...home, improvements: [{ kind: 'kitchen', cost: 60_000, completedOn: '2025-01-15' }] });

    const added = Math.round(60_000 * recoupShares.kitchen * (1 - 365 / 365.25 / 20));
    expect(after.value - before.value).toBeGreaterThanOrEqual(added - 1);
    expect(after.value - before.value).toBeLessThanOrEqual(added + 1);
    expect(after.explanation.improvements).toMatchObject({ added, capped: false });
    expect(after.lowerRange).toBeGreaterThan(before.lowerRange);
    expect(after.upperRange).toBeGreaterThan(before.upperRange);
  });

  it('caps a $900,000 improvement at a quarter of the value before it, and says so, never failing', () => {
    const home = homes[1]!;
    const before = valueOf(home);

    const after = valueOf({ ...home, improvements: [{ kind: 'other', cost: 900_000, completedOn: '2025-09-01' }] });

    expect(after.value / before.value).toBeCloseTo(1.25, 2);
    expect(after.explanation.improvements).toMatchObject({ capped: true, effects: [{ capped: true }] });
  });

  it('never lowers the value for a dearer improvement', () => {
    const values = [0, 20_000, 60_000, 200_000, 2_000_000].map(
      (cost) => valueOf({ ...homes[2]!, improvements: [{ kind: 'bathroom', cost, completedOn: '2025-03-01' }] }).value,
    );

    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(values[2]).toBeGreaterThan(values[0]!);
  });
});
