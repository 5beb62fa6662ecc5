import { beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '@shared/listing';
import { estimate } from '@shared/valuation/estimate';
import { segmentOf, sizeOf } from '@shared/valuation/features';
import { recoupShares } from '@shared/valuation/improvements';
import { homeFromListing, recordedSizeOf, saleFromListing } from '@shared/valuation/from-listing';
import type { ValuationModel } from '@shared/valuation/model';
import type { SalesIndex } from '@shared/valuation/sales-index';
import { indexSales, train } from '@shared/valuation/train';
import type { ValuationEstimate, ValuationResult, ValuationSale, ValuationSubject } from '@shared/valuation/types';
import { generateGtaDataSet } from '../../../infra/local/seed/gta-data-set';
import type { ValuationRequest } from '@shared/home-value/types';
import { monthNumber } from '@shared/valuation/dates';
import { indexLevel } from '@shared/valuation/price-index';
import { lastListingOf } from '../../../functions/home-value/last-listing';
import { subjectOf } from '../../../functions/home-value/valuing';

/**
 * Issue 25's "every fact moves the value the way a buyer would expect", on the seed the local
 * product learns from rather than a hand-built market: condos, whose size an owner corrects
 * more often than any other fact.
 */
const asOf = '2026-05-15';
let model: ValuationModel;
let sales: SalesIndex;
let condos: Listing[];
let houses: Listing[];
let soldCondos: Listing[];
let listings: Listing[];

beforeAll(() => {
  ({ listings } = generateGtaDataSet({ size: 16_000, today: asOf }));
  const sold = listings.map(saleFromListing).filter((sale): sale is ValuationSale => sale !== undefined);
  model = train(sold, { asOf });
  sales = indexSales(model, sold);
  condos = listings
    .filter((l) => l.type === 'condo' && l.area === 'Toronto' && l.bedroom === 2 && l.status === 'sold')
    .slice(-10);
  soldCondos = listings
    .filter((l) => l.type === 'condo' && l.status === 'sold' && l.footageFrom !== undefined)
    .slice(-60);
  houses = listings
    .filter((l) => l.type === 'detatched' && l.status === 'sold' && l.footageFrom !== undefined)
    .slice(-120);
}, 180_000);

/**
 * The condo as its owner's valuation reads it (valuing.ts `subjectOf`): the size the owner gives,
 * and the size on record (`recordedSize`): the listing's, or for a home no listing describes the
 * size its valuation was first given. `onRecord: 'given'` is a valuation made anew at each size.
 */
function valueAt(
  listing: Listing,
  footageFrom: number,
  footageTo: number,
  onRecord: 'listing' | 'given' | number = 'listing',
): ValuationEstimate {
  const recordedSize =
    onRecord === 'listing'
      ? recordedSizeOf(listing, listing.type)!
      : onRecord === 'given'
        ? sizeOf({ footageFrom, footageTo })!
        : onRecord;
  const subject: ValuationSubject = { ...homeFromListing(listing), recordedSize, footageFrom, footageTo };
  const result = estimate(model, subject, { asOf, sales });
  if (result.kind !== 'estimate') throw new Error(result.reason);
  return result;
}

/**
 * The home valued as its owner's form gives it, through the service's reading of the form
 * (valuing.ts `subjectOf`) with its listing on record: its own facts, changed by `change`.
 */
function ownerValue(listing: Listing, change: Partial<ValuationRequest>, owned = false): number {
  return ownerEstimate(listing, change, owned).value;
}

function ownerEstimate(
  listing: Listing,
  change: Partial<ValuationRequest>,
  owned: boolean,
  valuer: ValuationModel = model,
  on: SalesIndex = sales,
): ValuationEstimate {
  const location = {
    address: listing.address,
    city: listing.municipality,
    lat: listing.location.lat,
    lon: listing.location.lon,
    neighbourhoodId: listing.neighbour,
    area: listing.area,
  };
  // A house's owner gives no size (the form asks a condo's): the service reads it from the listing.
  const condo = listing.type === 'condo' || listing.type === 'condoTownhouse';
  const request: ValuationRequest = {
    locationId: 'seeded',
    address: listing.address,
    ...(listing.unit && { unit: listing.unit }),
    type: listing.type,
    bedroom: listing.bedroom,
    bathroom: listing.bathroom,
    parking: listing.totalParking ?? 0,
    ...(condo && { footageFrom: listing.footageFrom! }),
    ...(condo && listing.footageTo !== undefined && { footageTo: listing.footageTo }),
    ...change,
  };
  const subject = subjectOf(location, request, { lastListing: lastListingOf([listing])!, owned });
  const result = estimate(valuer, subject, { asOf, sales: on });
  if (result.kind !== 'estimate') throw new Error(result.reason);
  return result;
}

describe("a visitor's estimate of a seeded home sold in the last year (DECISIONS 47)", () => {
  it("does not rest on the home's sale: priced 60% higher, the sale moves it only as the area index does", () => {
    // The service's reading of a visitor's form (`subjectOf`, no owner): the home's own sale had
    // been its heaviest comparable, and moved the estimate 13.5–16.9% (review 29).
    const recent = (type: Listing['type']) =>
      listings
        .filter((l) => l.type === type && l.status === 'sold' && l.saleType === 'Sale' && l.soldDate! > '2025-08-01')
        .slice(-4);
    const shifts = [...recent('detatched'), ...recent('condo')].map((listing) => {
      const dearer = listings.flatMap((other) => {
        const sale = saleFromListing(other);
        return !sale ? [] : other.mls === listing.mls ? [{ ...sale, price: sale.price * 1.6 }] : [sale];
      });
      const onDearer = indexSales(model, dearer);
      const before = ownerEstimate(listing, {}, false);
      const after = ownerEstimate(listing, {}, false, model, onDearer);
      // The sale is one of those the area's index is estimated from, so it moves the index.
      const month = monthNumber(asOf);
      const key = before.explanation.index.key;
      const indexMove = indexLevel(onDearer.indexAt(asOf), key, month) - indexLevel(sales.indexAt(asOf), key, month);
      return { shift: Math.abs(Math.log(after.value / before.value)), indexMove: Math.abs(indexMove) };
    });

    expect(shifts).toHaveLength(8);
    // Resting on the sale, the estimate had moved 13.5–16.9%; now by the index's move, give or
    // take a point (the neighbours' premiums are read against the index: 0.5–1.0 points here).
    for (const { shift, indexMove } of shifts) expect(shift).toBeLessThan(indexMove + 0.01);
    expect(Math.max(...shifts.map((s) => s.indexMove))).toBeLessThan(0.015);
  }, 60_000);
});

describe('a seeded home valued with no sale to carry (QA 75a L1)', () => {
  // A visitor's valuation carries no sale (DECISIONS 47): a fact more than the listing gives moved
  // the value, and "What moved the value" said nothing.
  it.each([
    ['a bedroom', (l: Listing) => ({ bedroom: l.bedroom + 1 }), 'bedrooms'],
    ['a bathroom', (l: Listing) => ({ bathroom: l.bathroom + 1 }), 'bathrooms'],
  ] as const)('says what %s more than its listing adds, as much as the value moves', (_, change, fact) => {
    for (const listing of houses.slice(-8)) {
      const plain = ownerEstimate(listing, {}, false);
      const changed = ownerEstimate(listing, change(listing), false);
      expect(plain.explanation.factsVsListing, listing.mls).toBeUndefined();
      const explained = changed.explanation.factsVsListing!;
      expect(explained.facts, listing.mls).toEqual([fact]);
      expect(explained.added, listing.mls).toBeGreaterThan(0);
      // The value moves by what the line says, give or take its rounding (review 75 L5: within 2% passed a figure off by half).
      expect(Math.abs(explained.added - (changed.value - plain.value)), listing.mls).toBeLessThanOrEqual(2);
    }
  });

  it('says it once, on the carried sale, for a home whose own sale is carried', () => {
    const recent = houses.filter((l) => l.saleType === 'Sale' && l.soldDate! > '2025-06-01').slice(-4);
    expect(recent.length).toBeGreaterThan(0);
    for (const listing of recent) {
      const owned = ownerEstimate(listing, { bedroom: listing.bedroom + 1 }, true);
      expect(owned.explanation.carriedSale?.factsChanged?.facts, listing.mls).toEqual(['bedrooms']);
      expect(owned.explanation.factsVsListing, listing.mls).toBeUndefined();
    }
  });
});

describe('a seeded two-bedroom condo in Toronto', () => {
  const ranges = [
    [500, 599],
    [700, 799],
    [900, 999],
    [1000, 1199],
  ] as const;

  it('is worth markedly more the larger its floor area', () => {
    expect(condos).toHaveLength(10);
    for (const condo of condos) {
      const values = ranges.map(([from, to]) => valueAt(condo, from, to).value);

      // 900–999 against 500–599 sq ft: a buyer pays markedly more for 80% more room.
      expect(values[2]! / values[0]!, condo.address).toBeGreaterThan(1.08);
    }
  });

  it('is never worth less for a larger floor area, the model nor the value', () => {
    for (const condo of condos) {
      const estimates = ranges.map(([from, to]) => valueAt(condo, from, to));
      const models = estimates.map((e) => e.explanation.modelValue);
      const values = estimates.map((e) => e.value);

      expect(models, condo.address).toEqual([...models].sort((a, b) => a - b));
      // The comparables are those of the condo as recorded: the size given adjusts each one.
      expect(values, condo.address).toEqual([...values].sort((a, b) => a - b));
    }
  });

  it('as a home no listing describes, is never worth less once its owner gives a larger floor area', () => {
    for (const condo of condos) {
      // Its valuation was first given 700–799 sq ft: the comparables are found by that size.
      const values = ranges.map(
        ([from, to]) => valueAt(condo, from, to, sizeOf({ footageFrom: 700, footageTo: 799 })).value,
      );
      expect(values, condo.address).toEqual([...values].sort((a, b) => a - b));
      expect(values[2]! / values[0]!, condo.address).toBeGreaterThan(1.08);
    }
  });

  it('valued anew at each floor area with no listing to describe it, is worth at most 0.6% less for a larger one', () => {
    for (const condo of condos) {
      const values = ranges.map(([from, to]) => valueAt(condo, from, to, 'given').value);
      // Two valuations, each found its comparables for its own size: their weights favour
      // sales of that size, so a rarer size can shift the blend slightly (354 Bathurst St, 900-999
      // to 1000-1199: −0.38%, and −0.52% once the model read the smallest range's sales at 424.5
      // sq ft rather than 250, QA 74a M2).
      for (let i = 1; i < values.length; i++) expect(values[i]! / values[i - 1]!, condo.address).toBeGreaterThan(0.994);
    }
  });

  it('gives a wider range for a size far from the one on record, where held-out errors grow with the adjustments', () => {
    // The seed's own held-out errors do not grow with how far the comparables were adjusted
    // (its prices are drawn around each home's quality with one noise), so its range gives the
    // adjustments little weight (none on `npm start`'s full seed). King County's do: its calibration on the validation months gave
    // σ 0.10 more per unit of mean |log adjustment| (shared/valuation/README.md).
    const kingCountyLike = {
      ...model,
      calibration: { ...model.calibration, scale: { ...model.calibration.scale, adjustment: 0.1 } },
    };
    const relativeWidth = (e: ValuationEstimate) => (e.upperRange - e.lowerRange) / e.value;
    for (const condo of condos) {
      const recorded = recordedSizeOf(condo, condo.type)!;
      const widths = (m: ValuationModel, [from, to]: readonly [number, number]) => {
        const subject: ValuationSubject = {
          ...homeFromListing(condo),
          recordedSize: recorded,
          footageFrom: from,
          footageTo: to,
        };
        const result = estimate(m, subject, { asOf, sales });
        if (result.kind !== 'estimate') throw new Error(result.reason);
        return relativeWidth(result);
      };
      // The comparables are found for the size on record, but are not centred on it (the home's
      // own sale, the one sale of its very size, is none of them): of the smallest and the largest
      // sizes, 500–599 and 1,000–1,199 sq ft, one at least is further from them, and widens the
      // range by more than the size on record does.
      const widening = (range: readonly [number, number]) => widths(kingCountyLike, range) / widths(model, range);
      expect(Math.max(widening(ranges[0]), widening(ranges[3])), condo.address).toBeGreaterThan(
        widening([recorded, recorded]),
      );
    }
  });

  it.each([
    ['a bathroom more', (home: ValuationSubject) => ({ ...home, bathrooms: home.bathrooms + 1 })],
    ['a parking space more', (home: ValuationSubject) => ({ ...home, parking: (home.parking ?? 0) + 1 })],
    ['a den more', (home: ValuationSubject) => ({ ...home, dens: (home.dens ?? 0) + 1 })],
  ] as const)('is never worth less with %s', (_, change) => {
    for (const condo of condos) {
      const home = homeFromListing(condo);
      const before = estimate(model, home, { asOf, sales });
      const after = estimate(model, change(home), { asOf, sales });
      if (before.kind !== 'estimate' || after.kind !== 'estimate') throw new Error('not valued');

      expect(after.value, condo.address).toBeGreaterThanOrEqual(before.value);
    }
  });

  it('with an addition listed, is never worth less and never steps as its owner gives a larger size (review 26)', () => {
    // The addition and the larger size are one piece of work: they count once, at the larger of
    // the two. Held from 10% past the listed range's top, 3 sq ft more had cut $67,056.
    const addition = [{ randomId: 'a', area: 'Addition', cost: 150_000, completionDate: '2025-06-01' }];
    for (const condo of condos) {
      const top = condo.footageTo ?? condo.footageFrom!;
      const valuesAt = (improved: boolean) =>
        Array.from({ length: 41 }, (_, i) => Math.round(top * (0.9 + i / 100))).map((size) =>
          ownerValue(condo, {
            footageFrom: size,
            footageTo: undefined,
            ...(improved && { homeImprovements: addition }),
          }),
        );

      const values = valuesAt(true);
      const plain = valuesAt(false);
      const steps = values.slice(1).map((value, i) => value - values[i]!);
      // Never less (but for a dollar of rounding); never a step the size alone does not take
      // (the trees' own steps in size: one of these condos takes 8% at once).
      expect(Math.min(...steps), condo.address).toBeGreaterThanOrEqual(-1);
      steps.forEach((step, i) =>
        expect(step, `${condo.address} ${i}`).toBeLessThanOrEqual(Math.max(0, plain[i + 1]! - plain[i]!) + 1),
      );
      // Counted once: below the listed size the addition adds its share whole; 30% past the top,
      // only what its share exceeds the larger size's worth by (twice, it had added it whole).
      const share = values[0]! - plain[0]!;
      expect(share, condo.address).toBeGreaterThan(0.9 * 150_000 * recoupShares.addition);
      expect(values.at(-1)! - plain.at(-1)!, condo.address).toBeLessThan(share - 1_000);
    }
  });

  it('with two bathroom jobs listed, is never worth less for each bathroom more its owner gives (review 26b)', () => {
    const jobs = [
      { randomId: 'e', area: 'New ensuite', cost: 40_000, completionDate: '2025-06-01' },
      { randomId: 'r', area: 'Bathroom remodel', cost: 25_000, completionDate: '2025-07-01' },
    ];
    for (const condo of condos) {
      const values = [0, 1, 2, 3].map((more) =>
        ownerValue(condo, { bathroom: condo.bathroom + more, homeImprovements: jobs }),
      );
      values.slice(1).forEach((value, i) => expect(value - values[i]!, condo.address).toBeGreaterThanOrEqual(-1));
    }
  });
});

// QA 74a M2: a condo listed "0-499" was valued as 250 sq ft, the band's middle: below the same
// unit at a typed 400 sq ft, and below 7 of its 8 comparables of the same band.
describe('a seeded condo listed 0-499 sq ft', () => {
  it('is valued as a size within its band, between a typed 360 and a typed 495 sq ft', () => {
    const smallest = listings.filter((l) => l.type === 'condo' && l.footageFrom === 0 && l.footageTo === 499);
    expect(smallest.length).toBeGreaterThan(5);
    const outside = smallest.slice(-12).flatMap((condo) => {
      const band = ownerValue(condo, {}, false);
      const typed = (size: number) => ownerValue(condo, { footageFrom: size, footageTo: size }, false);
      const [low, high] = [typed(360), typed(495)];
      return band >= low && band <= high ? [] : [`${condo.address}: ${low} / ${band} / ${high}`];
    });
    expect(outside).toEqual([]);
  });
});

describe('a seeded home with a parking space more', () => {
  // The seed's prices pay a condo's space 8% (a condo townhouse's 4%) and a house's 2%
  // (featurePremium). Its condos have none or one, so the trees had nothing to say of a second;
  // and a 2% effect was lost in their steps (QA 43 M3: a condo's spaces added $33,150, $1,315 and
  // $12,559; a house's second $2,978 and third $16,816). What one more space is worth depends on
  // the home's segment and value, not on how many it has.
  it.each([
    ['condo', () => condos, 0.03, 0.1],
    ['detached house', () => houses.slice(-20), 0.01, 0.04],
  ] as const)('a %s gains the same share for each of three spaces, about what the seed pays', (_, homes, low, high) => {
    for (const listing of homes()) {
      const home = homeFromListing(listing);
      const values = [0, 1, 2, 3].map((parking) => {
        const result = estimate(model, { ...home, parking }, { asOf, sales });
        if (result.kind !== 'estimate') throw new Error(result.reason);
        return result.value;
      });
      const shares = values.slice(1).map((value, i) => value / values[i]! - 1);
      for (const share of shares) {
        expect(share, listing.address).toBeGreaterThanOrEqual(low);
        expect(share, listing.address).toBeLessThanOrEqual(high);
        expect(share, listing.address).toBeCloseTo(shares[0]!, 3);
      }
    }
  });
});

describe('a seeded house whose size is not known', () => {
  // A house typed as another kind gets no size from its listing: the trees, which learn the price
  // per square foot of sales that all have a size, then value it at its kind's typical size
  // (review 27: it came out at a third of its value, the trees' step for a missing size times the
  // median size).
  it('is valued near what it is worth with its size known', () => {
    expect(houses).toHaveLength(120);
    const ratios = houses.slice(-40).map((house) => {
      const home = homeFromListing(house);
      const known = estimate(model, home, { asOf, sales });
      const { footageFrom: _from, footageTo: _to, sqft: _sqft, ...unknown } = home;
      const blind = estimate(model, unknown, { asOf, sales });
      if (known.kind !== 'estimate' || blind.kind !== 'estimate') throw new Error('not valued');
      return blind.value / known.value;
    });
    const sorted = [...ratios].sort((a, b) => a - b);
    expect(sorted[20]!).toBeGreaterThan(0.8);
    expect(sorted[20]!).toBeLessThan(1.25);
    expect(sorted[0]!).toBeGreaterThan(0.5);
    expect(sorted[39]!).toBeLessThan(2);
  });
});

describe('a seeded home with its sale on record', () => {
  // The own sale's weight follows how far it lies from its comparables. Read on the home as the
  // owner gives it, a larger size moved the comparables' value more than the model's and shifted
  // the weight towards a sale below the blend (review 27: 29 of 240 seeded homes fell). It is read
  // at the recorded size.
  // This small seed holds too few repeat sales to learn a weight: a weighting like the full seed's.
  const weighted = () => ({ ...model, ownSale: { maximum: 0.7, ageYears: 6, gapLog: 0.12, samples: 400 } });
  type Point = { at: string; value: number; weight: number };
  const pointOf = (at: string, result: ValuationResult): Point => {
    if (result.kind !== 'estimate') throw new Error(result.reason);
    if (!result.explanation.carriedSale) throw new Error(`${at}: the sale was not carried`);
    return { at, value: result.value, weight: result.explanation.carriedSale.weight };
  };
  // The value never falls. (The sale's weight itself may move with the size given now: past the
  // greatest pull it is the held pull over the sale's distance from the blend, and that distance
  // moves with the size, QA 33 finding 3; the value, what the owner relies on, still never falls.)
  const fallsIn = (points: readonly Point[], address: string) =>
    points.slice(1).flatMap(({ at, value }, i) => (value < points[i]!.value ? [`${address} at ${at}`] : []));
  /** Each of 60 seeded houses with the sale `ownSaleOf` gives it, at 31 sizes from 0.6× to 1.8× its recorded one. */
  const housesFalling = (ownSaleOf: (house: Listing, home: ValuationSubject) => ValuationSubject['ownSale']) =>
    houses.slice(-60).flatMap((house) => {
      const home = homeFromListing(house);
      const recordedSize = recordedSizeOf(house, house.type)!;
      const ownSale = ownSaleOf(house, home);
      const { footageFrom: _f, footageTo: _t, ...rest } = home;
      const points = Array.from({ length: 31 }, (_, i) => {
        const sqft = Math.round(recordedSize * (0.6 + 0.04 * i));
        return pointOf(
          `${sqft} sq ft`,
          estimate(weighted(), { ...rest, sqft, recordedSize, ownSale }, { asOf, sales }),
        );
      });
      return fallsIn(points, house.address);
    });

  it("owned and valued through its owner's form, is never worth less for a larger size", () => {
    // The service takes a size near the listing's as the size the condo sold at (review 27b).
    const withSale = soldCondos.filter(
      (condo) => ownerEstimate(condo, {}, true, weighted()).explanation.carriedSale !== undefined,
    );
    expect(withSale.length).toBeGreaterThan(30);
    const falls = withSale.flatMap((condo) =>
      fallsIn(
        Array.from({ length: 17 }, (_, i) => {
          const footage = { footageFrom: 500 + 50 * i, footageTo: 549 + 50 * i };
          return pointOf(`${footage.footageFrom} sq ft`, ownerEstimate(condo, footage, true, weighted()));
        }),
        condo.address,
      ),
    );
    expect(falls).toEqual([]);
  }, 120_000);

  it('bought at a price the owner typed, is never worth less for a larger size', () => {
    const falls = housesFalling((_, home) => {
      const known = estimate(model, home, { asOf, sales });
      if (known.kind !== 'estimate') throw new Error(known.reason);
      return { date: '2023-03-15', price: Math.round(known.value * 0.93), source: 'purchase' };
    });
    expect(falls).toEqual([]);
  }, 120_000);

  it('is never worth less for a higher price paid on the same day (QA 33 finding 3)', () => {
    const counts: number[] = [];
    const falls = houses.slice(-60).flatMap((house) => {
      const home = homeFromListing(house);
      const known = estimate(model, home, { asOf, sales });
      if (known.kind !== 'estimate') throw new Error(known.reason);
      const points = Array.from({ length: 31 }, (_, i) => {
        const price = Math.round(known.value * (0.5 + 0.05 * i));
        const ownSale = { date: '2024-09-15', price, source: 'purchase' as const };
        return pointOf(`$${price}`, estimate(weighted(), { ...home, ownSale }, { asOf, sales }));
      });
      // A price 2.5 times the comparables or more (or two fifths or less) is set aside, and the
      // owner told why: the value then steps back to the estimate without it.
      const counted = points.filter((point) => point.weight > 0);
      counts.push(counted.length);
      return fallsIn(counted, house.address);
    });
    expect(falls).toEqual([]);
    expect(counts.filter((count) => count >= 25)).toHaveLength(60);
  }, 120_000);

  it('sold as its listing describes, is never worth less for a larger size', () => {
    const falls = housesFalling((house, { footageFrom, footageTo, bedrooms, bathrooms }) => ({
      date: '2023-03-15',
      price: 0.93 * house.soldPrice!,
      source: 'listing',
      asSold: { footageFrom, footageTo, bedrooms, bathrooms },
    }));
    expect(falls).toEqual([]);
  }, 120_000);

  it('bought with a part of its larger size, a room and a bathroom fewer than now, is never worth less for a larger size', () => {
    // Review 34 M1: the part of the size bought was measured on the home as it sold, which with a
    // room fewer can gain more from a larger size than the home as it is; that step, through the
    // sale's pull, outweighed the value's own (162 falls on 12 houses, worst −$6,594).
    const falls = houses.slice(-24).flatMap((house) => {
      const home = homeFromListing(house);
      const known = estimate(model, home, { asOf, sales });
      if (known.kind !== 'estimate') throw new Error(known.reason);
      const recordedSize = recordedSizeOf(house, house.type)!;
      const { footageFrom, footageTo, ...rest } = home;
      const asSold = {
        footageFrom,
        footageTo,
        bedrooms: home.bedrooms - 1,
        bathrooms: Math.max(1, home.bathrooms - 1),
      };
      return [0.3, 1].flatMap((sizeShareBought) =>
        [0.7, 1.3].flatMap((paid) => {
          const ownSale = {
            date: '2025-06-15',
            price: Math.round(known.value * paid),
            source: 'purchase' as const,
            asSold,
            sizeShareBought,
          };
          const points = Array.from({ length: 25 }, (_, i) => {
            const sqft = Math.round(recordedSize * (1 + 0.04 * i));
            return pointOf(
              `${sqft} sq ft`,
              estimate(weighted(), { ...rest, sqft, recordedSize, ownSale }, { asOf, sales }),
            );
          });
          return fallsIn(points, `${house.address} (${sizeShareBought} bought, ${paid}×)`);
        }),
      );
    });
    expect(falls).toEqual([]);
  }, 120_000);
});

describe('a seeded home whose owner gives the facts the work changed and lists the work', () => {
  // An addition's rooms are in the bedrooms and bathrooms its owner gives, as its floor area is
  // in the size: the facts and the work count once, at the larger of the two (closing 27 left a
  // house's addition given as a bedroom, and a condo's "addition with ensuite" given as a
  // bathroom too, counted twice). A listing's den stays a den when a room is added (review 28).
  const at = (completionDate: string, area: string, cost: number) => [{ randomId: 'w', area, cost, completionDate }];
  const rooms = (listing: Listing) => listing.bedroom + listing.brPlus;
  // Sold houses with a den (`3 + 1`) and without, and condos with one.
  const withDen = (listings: readonly Listing[]) => listings.filter((listing) => listing.brPlus > 0);
  const sample = () => [...withDen(houses).slice(-6), ...houses.filter((h) => h.brPlus === 0).slice(-4)];
  /** The value with the facts and the work, against the larger of the facts' value and the listed home's plus the work's share. */
  const counted = (listing: Listing, facts: Partial<ValuationRequest>, work: ValuationRequest['homeImprovements']) => {
    const record = ownerValue(listing, {});
    const share = ownerValue(listing, { homeImprovements: work }) - record;
    const both = ownerValue(listing, { ...facts, homeImprovements: work });
    return { share, both, larger: Math.max(ownerValue(listing, facts), record + share) };
  };

  it('draws on houses and condos with a listed den', () => {
    expect(withDen(houses).length).toBeGreaterThanOrEqual(6);
    expect(withDen(soldCondos).length).toBeGreaterThanOrEqual(6);
  });

  it("counts a house's addition once with the bedroom its owner gives for it, its den kept", () => {
    const addition = at('2025-06-01', 'Rear addition', 150_000);
    for (const house of sample()) {
      const { share, both, larger } = counted(house, { bedroom: rooms(house) + 1 }, addition);
      expect(share, house.address).toBeGreaterThan(0.9 * 150_000 * recoupShares.addition);
      expect(Math.abs(both - larger), house.address).toBeLessThanOrEqual(2);
    }
  });

  it('counts a finished basement, or a room converted to a bedroom, once with the bedroom its owner gives for it', () => {
    // QA 28: "Attic converted to bedroom" was held by no fact, and the bedroom counted twice.
    for (const work of [
      at('2025-06-01', 'Finished basement with a bedroom', 80_000),
      at('2025-06-01', 'Attic converted to bedroom', 60_000),
    ])
      for (const house of sample()) {
        const { both, larger } = counted(house, { bedroom: rooms(house) + 1 }, work);
        expect(Math.abs(both - larger), `${house.address}: ${work[0]!.area}`).toBeLessThanOrEqual(2);
      }
  });

  it('counts an addition with an ensuite once with the larger size and the bathroom its owner gives', () => {
    const addition = at('2025-06-01', 'Rear addition with ensuite', 150_000);
    for (const condo of [...condos, ...withDen(soldCondos).slice(-6)]) {
      const top = condo.footageTo ?? condo.footageFrom!;
      const facts = { footageFrom: Math.round(1.3 * top), footageTo: undefined, bathroom: condo.bathroom + 1 };
      const { both, larger } = counted(condo, facts, addition);
      expect(Math.abs(both - larger), condo.address).toBeLessThanOrEqual(2);
    }
  });

  it('sets an addition with a bedroom and an ensuite against both, and a powder room against the second bathroom', () => {
    const addition = at('2025-06-01', 'Addition with a bedroom and ensuite', 200_000);
    const powder = [{ randomId: 'p', area: 'New powder room', cost: 15_000, completionDate: '2025-08-01' }];
    for (const house of sample()) {
      const [r, b] = [rooms(house), house.bathroom];
      const value = (bedroom: number, bathroom: number, work: ValuationRequest['homeImprovements'] = []) =>
        ownerValue(house, { bedroom, bathroom, homeImprovements: work });
      const record = value(r, b);
      const shareOf = (work: ValuationRequest['homeImprovements']) => value(r, b, work) - record;
      // The facts' worths as a chain: the bedroom, then each bathroom in the home with the bedroom as before.
      const given = value(r + 1, b + 2);
      const bedroom = given - value(r, b + 2);
      const [first, second] = [value(r, b + 1) - record, value(r, b + 2) - value(r, b + 1)];
      const expected =
        given + Math.max(0, shareOf(addition) - first - Math.max(0, bedroom)) + Math.max(0, shareOf(powder) - second);
      expect(Math.abs(value(r + 1, b + 2, [...addition, ...powder]) - expected), house.address).toBeLessThanOrEqual(3);
    }
  });

  it('sets a job that added two bathrooms against both bathrooms its owner gives (closing 31)', () => {
    // Held by the first bathroom alone, its share had been set against that bathroom's worth and
    // the second bathroom's counted beside it.
    const two = at('2025-06-01', 'Renovated and added two bathrooms', 90_000);
    for (const house of sample()) {
      const b = house.bathroom;
      const value = (bathroom: number, work: ValuationRequest['homeImprovements'] = []) =>
        ownerValue(house, { bathroom, homeImprovements: work });
      const record = value(b);
      const share = value(b, two) - record;
      const given = value(b + 2);
      expect(
        Math.abs(value(b + 2, two) - (given + Math.max(0, share - (given - record)))),
        house.address,
      ).toBeLessThanOrEqual(3);
    }
  });

  it('bought long after its record, after work its owner lists, is valued as if the record gave what the work made', () => {
    // Review 26 R8: the purchase was carried a bathroom (or a room) short of what was paid for,
    // and the work since held as the one added, so it added nothing.
    const weighted = { ...model, ownSale: { maximum: 0.7, ageYears: 6, gapLog: 0.12, samples: 400 } };
    // Without a den, so the bedroom given is one added (`roomsRead`).
    const older = listings
      .filter((l) => l.type === 'detatched' && l.status === 'sold' && l.soldDate! < '2025-06-01' && l.brPlus === 0)
      .slice(-8);
    expect(older.length).toBe(8);
    const since = { randomId: 'r', area: 'Main bathroom remodel', cost: 18_000, completionDate: '2026-03-01' };
    const cases = [
      { made: { bathroom: 1 }, area: 'New ensuite', cost: 45_000 },
      { made: { bedroom: 1 }, area: 'Rear addition', cost: 150_000 },
    ];
    for (const { made, area, cost } of cases)
      for (const house of older) {
        const typed = { purchaseDate: '2026-01-15', purchasePrice: Math.round(0.95 * ownerValue(house, {})) };
        const facts = {
          bedroom: house.bedroom + (made.bedroom ?? 0),
          bathroom: house.bathroom + (made.bathroom ?? 0),
        };
        const work = [{ randomId: 'w', area, cost, completionDate: '2025-10-01' }, since];
        const given = { ...typed, ...facts, homeImprovements: work };
        const recorded = ownerEstimate({ ...house, ...facts }, given, true, weighted).value;
        const value = ownerEstimate(house, given, true, weighted).value;
        expect(Math.abs(value - recorded), `${house.address}: ${area}`).toBeLessThanOrEqual(2);
      }
  });

  it('bought long after its record, with work before and after the purchase, is never worth less for a room more', () => {
    // Review 30: the bathrooms bought were read off the count given, so a bathroom more made a
    // remodel before the purchase one bought, and the value fell (by up to $35,969).
    const weighted = { ...model, ownSale: { maximum: 0.7, ageYears: 6, gapLog: 0.12, samples: 400 } };
    const job = (area: string, cost: number, completionDate: string) => ({
      randomId: area,
      area,
      cost,
      completionDate,
    });
    const [before, after] = ['2025-10-01', '2026-03-01'];
    const works = [
      [job('Bathroom remodel', 40_000, before), job('New ensuite', 30_000, after)],
      [job('Finished basement with a 3-piece bath', 70_000, before), job('Added a 2-piece', 20_000, after)],
      [job('New ensuite', 45_000, before), job('Main bathroom remodel', 18_000, after)],
      [job('Attic converted to bedroom', 40_000, before), job('Rear addition', 150_000, after)],
      // Review 30b: the remodel, held as a further bathroom added, had dropped its share.
      [job('Added a 2-piece', 20_000, after), job('Bathroom remodel', 30_000, after)],
      // Review 31: two bathrooms added, each held; the second's worth had taken the whole of the
      // carried sale's adjustment, and a bathroom more lowered the value.
      [job('Added a 2-piece', 20_000, after), job('New ensuite', 30_000, after)],
      [job('Added a 2-piece', 20_000, after), job('Basement renovation, added ensuite', 30_000, after)],
      // Closing 31: a job that made two bathrooms, before the purchase and after it.
      [job('Renovated and added two bathrooms', 60_000, after)],
      [job('Added two bathrooms', 60_000, before), job('New ensuite', 30_000, after)],
    ];
    const soldBefore = (type: Listing['type'], count: number) =>
      listings.filter((l) => l.type === type && l.status === 'sold' && l.soldDate! < '2025-06-01').slice(-count);
    const falls: string[] = [];
    for (const house of [...soldBefore('detatched', 10), ...soldBefore('semiDetatched', 6)]) {
      const typed = { purchaseDate: '2026-01-15', purchasePrice: Math.round(0.95 * ownerValue(house, {})) };
      for (const work of works)
        for (const fact of ['bathroom', 'bedroom'] as const) {
          const other = fact === 'bathroom' ? 'bedroom' : 'bathroom';
          const counts = [0, 1, 2, 3, 4].map((more) => Math.max(1, house[fact] - 1 + more));
          for (const otherMore of [0, 1]) {
            const values = counts.map(
              (count) =>
                ownerEstimate(
                  house,
                  { ...typed, homeImprovements: work, [fact]: count, [other]: house[other] + otherMore },
                  true,
                  weighted,
                ).value,
            );
            // Never less, but for a twentieth of a percent: the learned rooms interact (a bathroom
            // is worth a little more with fewer bedrooms), and the chain measures a bathroom held
            // with the bedrooms as before the work, so a job set against a larger bedroom's worth
            // than its own can pass on less than the bathroom's step (a sixth bathroom with a
            // bedroom more and two bathroom jobs: −$458 of $1,089,110).
            values.slice(1).forEach((v, i) => {
              if (v < values[i]! * (1 - 0.0005))
                falls.push(`${house.address}, ${work[0]!.area}: ${fact} ${counts[i + 1]}, −$${values[i]! - v}`);
            });
          }
        }
    }
    expect(falls).toEqual([]);
  }, 120_000);

  it('bought long after its record, with additions before and after the purchase, carries the first one as bought', () => {
    // Review 30b: with an addition after the purchase too, the sale was carried from the record's
    // size, so the first addition's floor area, in the price paid, was added to it again (the
    // value was that of a home with both additions done since, on 6 of these 10).
    const weighted = { ...model, ownSale: { maximum: 0.7, ageYears: 6, gapLog: 0.12, samples: 400 } };
    const older = listings
      .filter((l) => segmentOf(l.type) === 'condo' && l.status === 'sold' && l.soldDate! < '2025-06-01')
      .filter((l) => l.footageFrom !== undefined)
      .slice(-10);
    expect(older.length).toBe(10);
    // Unequal costs, so the share bought (0.3) is not its complement.
    const addition = (completionDate: string) => ({
      randomId: completionDate,
      area: 'Rear addition',
      cost: completionDate === '2025-10-01' ? 60_000 : 140_000,
      completionDate,
    });
    const [before, after] = ['2025-10-01', '2026-03-01'];
    const wrong: string[] = [];
    for (const condo of older) {
      const typed = { purchaseDate: '2026-01-15', purchasePrice: Math.round(0.95 * ownerValue(condo, {})) };
      const recorded = sizeOf({ footageFrom: condo.footageFrom, footageTo: condo.footageTo })!;
      const valueAt = (size: number, dates: string[]) =>
        ownerEstimate(
          condo,
          { ...typed, footageFrom: size, footageTo: size, homeImprovements: dates.map(addition) },
          true,
          weighted,
        ).value;
      const size = Math.round(1.5 * recorded);
      const [bought, straddled, since] = [
        [before, before],
        [before, after],
        [after, after],
      ].map((dates) => valueAt(size, dates));
      // The later addition is set against the size's worth since the purchase, under the larger
      // size's whole worth in the value (what it had been measured against, from the record's).
      const valued = ownerEstimate(
        condo,
        { ...typed, footageFrom: size, footageTo: size, homeImprovements: [addition(before), addition(after)] },
        true,
        weighted,
      );
      const { effects, added } = valued.explanation.improvements!;
      const whole = valued.value - added - ownerEstimate(condo, typed, true, weighted).value;
      if (!(effects[1]!.factWorth! > 0 && effects[1]!.factWorth! < whole - 1))
        wrong.push(`${condo.address}: ${effects[1]!.factWorth} of ${whole}`);
      // The same price paid for more of the work is less gained since.
      if (!(bought! <= straddled! + 1 && straddled! < since! - 1))
        wrong.push(`${condo.address}: ${bought}, ${straddled}, ${since}`);
      const sweep = [1.2, 1.3, 1.4, 1.5, 1.6].map((k) => valueAt(Math.round(k * recorded), [before, after]));
      sweep.slice(1).forEach((v, i) => {
        if (v < sweep[i]! - 1) wrong.push(`${condo.address}: falls at ${[1.3, 1.4, 1.5, 1.6][i]} × the record's size`);
      });
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('is never worth less for a bedroom more, its den kept, with or without the work listed, with or without its sale', () => {
    // This small seed holds too few repeat sales to learn a weight: a weighting like the full seed's.
    const weighted = { ...model, ownSale: { maximum: 0.7, ageYears: 6, gapLog: 0.12, samples: 400 } };
    const addition = at('2026-04-01', 'Rear addition', 150_000);
    const falls: string[] = [];
    for (const home of [...withDen(houses).slice(-6), ...withDen(soldCondos).slice(-6)])
      for (const owned of [false, true])
        for (const work of [[], addition]) {
          const counts = Array.from({ length: rooms(home) - home.bedroom + 5 }, (_, i) => home.bedroom - 1 + i);
          const values = counts.map(
            (bedroom) => ownerEstimate(home, { bedroom, homeImprovements: work }, owned, weighted).value,
          );
          values.slice(1).forEach((v, i) => {
            if (v < values[i]! - 1)
              falls.push(`${home.address} (${home.bedroom} + ${home.brPlus}) at ${counts[i + 1]}`);
          });
        }
    expect(falls).toEqual([]);
  }, 120_000);
});

describe('a seeded house with a lot', () => {
  it('is never worth less for a wider front at the same depth, foot by foot (review 34 M2)', () => {
    // Unconstrained, the trees had read a wider front as less in 178 of 1,500 steps on this seed's
    // houses (worst −$22,846), though it adds land: the frontage is now a monotone feature.
    const withLots = houses.filter((l) => l.lotFront !== undefined && l.lotDepth !== undefined).slice(-30);
    expect(withLots.length).toBe(30);
    const falls: string[] = [];
    for (const house of withLots)
      for (const owned of [false, true]) {
        const values = Array.from({ length: 26 }, (_, i) =>
          ownerValue(house, { lotFront: 20 + 2 * i, lotDepth: house.lotDepth! }, owned),
        );
        values.slice(1).forEach((value, i) => {
          if (value < values[i]!)
            falls.push(`${house.address}: ${20 + 2 * i} → ${22 + 2 * i} ft, −$${values[i]! - value}`);
        });
      }
    expect(falls).toEqual([]);
  }, 60_000);
});
