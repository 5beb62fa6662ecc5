import { beforeAll, describe, expect, it } from 'vitest';
import { listingStatuses, type Listing } from '@shared/listing';
import { dateProblems, fieldProblems } from './listing-checks';
import type { Neighbourhood } from '@shared/neighbourhood';
import { pointInGeometry } from '@shared/geo/point-in-polygon';
import { dayNumber } from '../../../../../infra/local/seed/calendar';
import { generateListings } from '../../../../../infra/local/seed/listings/generate-listings';
import { generateGtaDataSet } from '../../../../../infra/local/seed/gta-data-set';
import { gtaNeighbourhoodTable } from '../../../../../infra/local/seed/data/gta-neighbourhoods';
import { createRandom } from '../../../../../infra/local/seed/random';
import { allStreets, streetsOf } from '../../../../../infra/local/seed/data/streets';
import { median, priceBandFailures, saleToListFailures, trendFailures } from './market-checks';

const today = '2026-05-15';
/** Big enough that every busy area-and-type cell has 60+ sales in the reference year. */
const bandSize = 40_000;

let neighbourhoods: Neighbourhood[];
let listings: Listing[];

beforeAll(() => {
  ({ neighbourhoods, listings } = generateGtaDataSet({ size: bandSize, today }));
}, 60_000);

const days = (from: string, to: string) => dayNumber(to) - dayNumber(from);
const share = (part: number, whole: number) => part / Math.max(1, whole);

describe('the generated listings', () => {
  it('are exactly as many as asked, with unique MLS numbers rising with the list date', () => {
    expect(listings).toHaveLength(bandSize);
    expect(new Set(listings.map((l) => l.mls)).size).toBe(bandSize);
    const outOfOrder = listings.filter((l, i) => {
      const previous = listings[i - 1];
      return previous && (l.listDate < previous.listDate || Number(l.mls.slice(1)) <= Number(previous.mls.slice(1)));
    });
    expect(outOfOrder.map((l) => l.mls)).toEqual([]);
  });

  it('give every listing every field of the property summary and sold row, consistently', () => {
    const byId = new Map(neighbourhoods.map((n) => [n.id, n]));
    expect(listings.flatMap((l) => fieldProblems(l, byId))).toEqual([]);
  });

  it('keep dates and days on market consistent with the status and today', () => {
    expect(listings.flatMap((l) => dateProblems(l, today, '2021-05-01'))).toEqual([]);
  });

  it('put every listing inside its own neighbourhood', () => {
    const byId = new Map(neighbourhoods.map((n) => [n.id, n]));
    const outside = listings.filter(
      (l) => !pointInGeometry([l.location.lon, l.location.lat], byId.get(l.neighbour)!.geometry),
    );
    expect(outside.map((l) => l.mls)).toEqual([]);
  });

  it("put every listing on one of its own neighbourhood's streets", () => {
    const entries = new Map(gtaNeighbourhoodTable().map((entry) => [entry.id, entry]));
    const streetsById = new Map([...entries].map(([id, entry]) => [id, allStreets(streetsOf(entry))]));
    const elsewhere = listings.filter((l) => !streetsById.get(l.neighbour)!.includes(l.address.replace(/^\d+ /, '')));
    expect(elsewhere.map((l) => `${l.mls} in ${l.neighbour}: ${l.address}`)).toEqual([]);
  });

  it('keep Dundas St W out of Humber Bay Shores and Lake Shore Blvd W on the waterfront', () => {
    const street = (l: Listing) => l.address.replace(/^\d+ /, '');
    const humberBay = listings.filter((l) => l.neighbour === 'humber-bay-shores');
    expect(humberBay.length).toBeGreaterThan(100);
    expect(humberBay.filter((l) => street(l) === 'Dundas St W').map((l) => l.address)).toEqual([]);
    const waterfront = [
      'harbourfront-cityplace',
      'humber-bay-shores',
      'mimico-queensway',
      'new-toronto',
      'long-branch',
    ];
    const onLakeShore = new Set(listings.filter((l) => street(l) === 'Lake Shore Blvd W').map((l) => l.neighbour));
    expect([...onLakeShore].filter((id) => !waterfront.includes(id))).toEqual([]);
    expect(onLakeShore.size).toBeGreaterThanOrEqual(3);
  });

  it('have statuses in sensible proportions, active listings recent', () => {
    const count = (status: string) => listings.filter((l) => l.status === status).length;
    const sales = listings.filter((l) => l.saleType === 'Sale').length;
    expect(share(count('sold'), sales)).toBeGreaterThan(0.4);
    expect(share(count('sold'), sales)).toBeLessThan(0.65);
    expect(share(count('leased'), bandSize - sales)).toBeGreaterThan(0.55);
    expect(share(bandSize - sales, bandSize)).toBeGreaterThan(0.18);
    for (const status of listingStatuses) expect(count(status)).toBeGreaterThan(0);
    const active = listings.filter((l) => l.status === 'forSale' || l.status === 'forLease');
    expect(active.every((l) => days(l.listDate, today) <= 240)).toBe(true);
    expect(share(active.filter((l) => days(l.listDate, today) <= 60).length, active.length)).toBeGreaterThan(0.7);
  });
});

describe('the generated market', () => {
  it('has each area and type median sold price of 2024 within its stated band', () => {
    const { checked, failures } = priceBandFailures(listings);
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(12);
  });

  it('keeps every sale-to-list ratio between 0.9 and 1.15', () => {
    expect(saleToListFailures(listings)).toEqual([]);
  });

  it('sells Toronto detached homes well above the 2023 trough at the early-2022 peak', () => {
    expect(trendFailures(listings)).toEqual([]);
  });

  it('bids over asking in the hot months and under in the soft ones', () => {
    const ratio = (months: string[]) =>
      median(
        listings
          .filter((l) => l.status === 'sold' && months.includes(l.soldDate!.slice(0, 7)))
          .map((l) => l.soldPrice! / l.listingPrice),
      );
    expect(ratio(['2022-02', '2022-03'])).toBeGreaterThan(1.05);
    expect(ratio(['2025-10', '2025-11'])).toBeLessThan(1);
  });

  it('gives a meaningful sales-to-new-listings rate: high in 2021, lower in 2025, busiest in spring', () => {
    const rate = (year: string) => {
      const sales = listings.filter((l) => l.saleType === 'Sale');
      const sold = sales.filter((l) => l.status === 'sold' && l.soldDate!.startsWith(year)).length;
      return sold / sales.filter((l) => l.listDate.startsWith(year)).length;
    };
    expect(rate('2022')).toBeGreaterThan(0.5);
    for (const year of ['2023', '2024', '2025']) expect(rate(year)).toBeGreaterThan(0.3);
    for (const year of ['2022', '2023', '2024', '2025']) expect(rate(year)).toBeLessThan(0.75);
    expect(rate('2025')).toBeLessThan(rate('2022') - 0.1);
    const newIn = (month: string) => listings.filter((l) => l.listDate.startsWith(month)).length;
    expect(newIn('2024-05')).toBeGreaterThan(newIn('2024-01') * 1.4);
  });

  it('rents Toronto condos near their stated level, with leases over the years', () => {
    const rents = listings
      .filter(
        (l) => l.status === 'leased' && l.area === 'Toronto' && l.type === 'condo' && l.soldDate!.startsWith('2024'),
      )
      .map((l) => l.soldPrice!);
    expect(median(rents)).toBeGreaterThan(2550 * 0.88);
    expect(median(rents)).toBeLessThan(2550 * 1.12);
  });

  it('sells larger condos of the same bedroom count for more', () => {
    // An owner who corrects a condo's size must see the estimate move: the seed it is learnt
    // from has to price size within a bedroom count, not only across bedroom counts.
    for (const bedroom of [1, 2]) {
      const sold = listings
        .filter((l) => l.status === 'sold' && l.type === 'condo' && l.area === 'Toronto' && l.bedroom === bedroom)
        .sort((a, b) => a.estFootage! - b.estFootage!);
      const third = Math.floor(sold.length / 3);
      expect(third).toBeGreaterThan(300);
      const smaller = median(sold.slice(0, third).map((l) => l.soldPrice!));
      const larger = median(sold.slice(-third).map((l) => l.soldPrice!));
      expect(larger / smaller, `${bedroom} bedroom`).toBeGreaterThan(1.06);
    }
  });

  it('is busiest downtown, with condos downtown and detached houses in the suburbs', () => {
    const table = gtaNeighbourhoodTable();
    const inNeighbourhood = (id: string) => listings.filter((l) => l.neighbour === id);
    const downtown = inNeighbourhood('yonge-bay-corridor');
    expect(downtown.length).toBeGreaterThan((3 * bandSize) / table.length);
    expect(share(downtown.filter((l) => l.type === 'condo').length, downtown.length)).toBeGreaterThan(0.7);
    const suburbs = listings.filter((l) => ['Brampton', 'Vaughan', 'Oakville', 'Whitby'].includes(l.municipality));
    const sales = suburbs.filter((l) => l.saleType === 'Sale');
    expect(share(sales.filter((l) => l.type === 'detatched').length, sales.length)).toBeGreaterThan(0.4);
  });
});

describe('the market checks', () => {
  it('fail on listings whose prices are uniform noise', () => {
    const random = createRandom('noise');
    const noise = listings.map((l) => {
      const listingPrice = Math.round(random.between(100_000, 3_000_000));
      return l.soldPrice === undefined
        ? { ...l, listingPrice }
        : { ...l, listingPrice, soldPrice: Math.round(random.between(100_000, 3_000_000)) };
    });
    expect(priceBandFailures(noise).failures.length).toBeGreaterThan(10);
    expect(saleToListFailures(noise).length).toBeGreaterThan(1000);
    expect(trendFailures(noise)).toHaveLength(1);
  });
});

describe('the generator', () => {
  const small = (seed?: string, day = today) => {
    const entries = gtaNeighbourhoodTable();
    return generateListings({ size: 2_000, today: day, neighbourhoods, entries, ...(seed && { seed }) });
  };

  it('makes the same listings from the same seed, size and today', () => {
    expect(small()).toEqual(small());
  });

  it('makes other listings from another seed or another today', () => {
    expect(small('another seed')[0]).not.toEqual(small()[0]);
    const later = small(undefined, '2026-06-15');
    expect(later[later.length - 1]!.listDate > '2026-05-15').toBe(true);
  });
});
