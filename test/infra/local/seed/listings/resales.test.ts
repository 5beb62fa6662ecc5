import { beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '@shared/listing';
import { dayNumber, yearMonth } from '../../../../../infra/local/seed/calendar';
import { marketMonth, typePriceIndex } from '../../../../../infra/local/seed/data/market-bands';
import { generateGtaDataSet } from '../../../../../infra/local/seed/gta-data-set';
import { featurePremium, type PropertyFeatures } from '../../../../../infra/local/seed/listings/property-features';
import { resaleRate } from '../../../../../infra/local/seed/listings/resales';

/** Issue 25: the seed's sold homes come back to market years later, at the stated turnover. */
const today = '2026-05-15';
let listings: Listing[];
/** Each home's sold sale listings in date order (a home: its address, unit and neighbourhood). */
let soldByHome: Listing[][];

beforeAll(() => {
  ({ listings } = generateGtaDataSet({ size: 40_000, today }));
  const homes = new Map<string, Listing[]>();
  for (const l of listings) {
    if (l.saleType !== 'Sale' || l.status !== 'sold') continue;
    const key = `${l.neighbour}|${l.address}|${l.unit ?? ''}`;
    homes.set(key, [...(homes.get(key) ?? []), l]);
  }
  soldByHome = [...homes.values()].map((list) => list.sort((a, b) => (a.soldDate! < b.soldDate! ? -1 : 1)));
}, 60_000);

const indexAt = (l: Listing) => {
  const { year, month } = yearMonth(dayNumber(l.listDate));
  return typePriceIndex(l.type, marketMonth(year, month));
};

describe('the seed’s repeat sales', () => {
  it('sell about 4% of homes again within the five years, never within a year of the closing', () => {
    const pairs = soldByHome.flatMap((list) => list.slice(1).map((again, i) => [list[i]!, again] as const));
    const sales = soldByHome.reduce((sum, list) => sum + list.length, 0);

    expect(pairs.length / sales).toBeGreaterThan(0.02);
    expect(pairs.length / sales).toBeLessThan(0.08);
    for (const [first, again] of pairs)
      expect(dayNumber(again.listDate) - dayNumber(first.closeDate!)).toBeGreaterThanOrEqual(365);
  });

  it('sell again the same home: type, rooms, size and lot', () => {
    for (const list of soldByHome.filter((l) => l.length > 1)) {
      const facts = list.map((l) => [l.type, l.bedroom, l.bathroom, l.footage, l.lotFront, l.totalParking]);
      expect(new Set(facts.map((f) => JSON.stringify(f))).size).toBe(1);
    }
  });

  it('price the resale by the home’s quality and the market: its ratio to the first sale follows the index, within noise', () => {
    const logRatios = soldByHome
      .filter((list) => list.length > 1)
      .map(
        (list) => Math.log(list[1]!.soldPrice! / list[0]!.soldPrice!) - Math.log(indexAt(list[1]!) / indexAt(list[0]!)),
      );
    const mean = logRatios.reduce((a, b) => a + b, 0) / logRatios.length;
    const sd = Math.sqrt(logRatios.reduce((a, b) => a + (b - mean) ** 2, 0) / logRatios.length);

    // The quality drifts 5% and one owner in six renovates (5–20%); each sale's ratio to asking adds its own noise.
    expect(Math.abs(mean)).toBeLessThan(0.05);
    expect(sd).toBeGreaterThan(0.03);
    expect(sd).toBeLessThan(0.15);
  });

  it('states the turnover it uses: 5% a year for houses, 6% for condos', () => {
    expect(resaleRate.detatched).toBe(0.05);
    expect(resaleRate.condo).toBe(0.06);
  });
});

describe('what a buyer pays for the facts', () => {
  const house: PropertyFeatures = {
    style: '2-Storey',
    oriType: 'Detached',
    bedroom: 3,
    brPlus: 0,
    bathroom: 3,
    parking: 1,
    totalParking: 4,
    footage: '1500-2000',
    footageFrom: 1500,
    footageTo: 2000,
    estFootage: 1800,
    lotFront: 44.5,
    lotDepth: 110,
  };

  it('pays more for a bathroom, a den, a parking space or a wider lot, never less', () => {
    const base = featurePremium('detatched', 'suburb', house);

    for (const more of [
      { bathroom: 4 },
      { brPlus: 1 },
      { totalParking: 5 },
      { lotFront: 55 },
    ] satisfies Partial<PropertyFeatures>[]) {
      const premium = featurePremium('detatched', 'suburb', { ...house, ...more });
      expect(premium).toBeGreaterThan(base);
      expect(premium / base).toBeLessThan(1.1);
    }
    expect(featurePremium('condo', 'core', { ...house, bedroom: 1, bathroom: 1, parking: 1 })).toBeGreaterThan(
      featurePremium('condo', 'core', { ...house, bedroom: 1, bathroom: 1, parking: 0 }),
    );
  });

  it('is about 1 for a typical home', () => {
    expect(featurePremium('detatched', 'suburb', house)).toBeCloseTo(1, 1);
  });
});
