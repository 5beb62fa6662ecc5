import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Listing } from '@shared/listing';
import { searchQuerySchema } from '@shared/search/filters-schemas';
import { activeWindows, sorts } from '@shared/search/filters';
import { lastListingOf } from '../../../functions/home-value/last-listing';
import { maskLastListing } from '../../../functions/home-value/views';
import { propertyDetailsAnswer } from '../../../functions/property/property-details';
import { searchContext } from '../../../functions/property/search-index/context';
import { dayNumber } from '../../../functions/property/search-index/days';
import { searchPage } from '../../../functions/property/search-index/page';
import { quickView } from '../../../functions/property/search-index/quick-view';
import { SearchIndex } from '../../../functions/property/search-index/search-index';
import { similarListings } from '../../../functions/property/search-index/similar';
import {
  DealMonthsByAddress,
  decodeSnapshot,
  encodeSnapshot,
  isSearchable,
} from '../../../functions/property/search-index/snapshot';

/**
 * Review 70 M1 (DECISIONS row 35): a home sold in March and put on the market again, for lease,
 * in March. The sale's day within March is withheld from a visitor; the relisting's list day
 * must not give it back: "listed on the 10th" says the sale closed before the 10th. Two worlds
 * differ only in those days (sold on the 4th and relisted on the 10th, or sold on the 25th and
 * relisted on the 28th); everything a visitor can ask of the search, the property page and the
 * valuation's last listing must answer the same in both.
 */
const base: Listing = {
  mls: 'R1000001',
  numberOfPic: 1,
  address: '12 Relist Avenue',
  municipality: 'Toronto',
  community: 'Toronto',
  area: 'Toronto',
  county: 'Ontario',
  neighbour: 'alpha-park',
  type: 'semiDetatched',
  style: '2-Storey',
  oriType: 'Semi-Detached',
  saleType: 'Sale',
  status: 'sold',
  listDate: '2025-02-10',
  listingPrice: 1_000_000,
  originalPrice: 1_000_000,
  dom: 0,
  bedroom: 3,
  brPlus: 0,
  bathroom: 2,
  parking: 1,
  totalParking: 1,
  location: { lat: 43.65, lon: -79.39 },
};

/** Other leases on the market, the same in both worlds: a Newest sort places the relisting among them. */
const neighbours: Listing[] = ['2025-03-02', '2025-03-12', '2025-03-20', '2025-03-30', '2025-04-05'].map(
  (listDate, i) => ({
    ...base,
    mls: `R200000${i}`,
    address: `${20 + i} Relist Avenue`,
    saleType: 'Lease',
    status: 'forLease',
    listDate,
    listingPrice: 3_000 + 100 * i,
    originalPrice: 3_000 + 100 * i,
    location: { lat: 43.651 + i / 1000, lon: -79.391 },
  }),
);

function world(soldDate: string, relistDate: string, openOn: string): Listing[] {
  const sale: Listing = {
    ...base,
    soldDate,
    closeDate: '2025-05-01',
    soldPrice: 990_000,
    dom: dayNumber(soldDate) - dayNumber(base.listDate),
  };
  const relisting: Listing = {
    ...base,
    mls: 'R1000002',
    saleType: 'Lease',
    status: 'forLease',
    listDate: relistDate,
    listingPrice: 3_900,
    originalPrice: 3_900,
    // One open house in March, the month of the sale; one after it.
    opens: [`${openOn}T18:00:00.000Z`, '2025-04-26T18:00:00.000Z'],
  };
  return [sale, relisting, ...neighbours];
}

const early = world('2025-03-04', '2025-03-10', '2025-03-15');
const late = world('2025-03-25', '2025-03-28', '2025-03-29');

const box = { topLeft: '43.7,-79.5', bottomRight: '43.6,-79.3' };
/** Every active window, every sort, and days-on-market filters from 1 to 60 days. */
const queries = [
  ...activeWindows.flatMap((showActive) =>
    sorts.map((sort) => ({ ...box, saleType: 'lease', showActive, showSold: 'hide', sort })),
  ),
  ...Array.from({ length: 60 }, (_, dom) => ({ ...box, saleType: 'lease', showSold: 'hide', dom: String(dom + 1) })),
  { ...box, saleType: 'sale', showActive: '0', showSold: '365' },
].map((query) => searchQuerySchema.parse({ ...query, size: '100' }));

/** Everything a caller on `today` can learn of the home: search pages, quick view, similar listings, details, last listing. */
function observe(listings: Listing[], today: string, signedIn: boolean) {
  const now = new Date(`${today}T16:00:00.000Z`);
  const index = new SearchIndex(
    decodeSnapshot(
      encodeSnapshot(
        listings.filter((listing) => isSearchable(listing, today)),
        today,
      ),
    ),
    today,
  );
  const context = searchContext(now, signedIn);
  const home = listings.slice(0, 2);
  return JSON.stringify({
    pages: queries.map((query) => searchPage(index, query, context).hits),
    quickView: quickView(index, ['R1000001', 'R1000002'], context.today, signedIn),
    similar: similarListings(index, neighbours[0]!, context.today, signedIn),
    details: home.map((listing) =>
      propertyDetailsAnswer({
        listing,
        history: home,
        similar: { similarActive: [], similarSold: [] },
        today,
        signedIn,
      }),
    ),
    lastListing: maskLastListing(lastListingOf(home)!, signedIn),
  });
}

describe("a relisting in the month its home's deal closed (review 70 M1)", () => {
  it('tells a visitor nothing of the deal’s day: both worlds answer the same, in March and after', () => {
    for (const today of ['2025-03-30', '2025-04-20']) {
      expect(observe(early, today, false), today).toBe(observe(late, today, false));
    }
  });

  it('shows a visitor the relisting’s month, no days on market and no past open house of that month', () => {
    const index = new SearchIndex(decodeSnapshot(encodeSnapshot(early, '2025-04-20')), '2025-04-20');
    const [relisting] = quickView(index, ['R1000002'], dayNumber('2025-04-20'), false);
    expect(relisting).toMatchObject({ listDate: '2025-03', opens: ['2025-04-26T18:00:00.000Z'] });
    expect(relisting).not.toHaveProperty('dom');
    // Before it, on the 12th, the open house of the 15th is still to come: shown, as the filter finds it.
    const march = new SearchIndex(decodeSnapshot(encodeSnapshot(early, '2025-03-12')), '2025-03-12');
    expect(quickView(march, ['R1000002'], dayNumber('2025-03-12'), false)[0]).toMatchObject({
      listDate: '2025-03',
      opens: ['2025-03-15T18:00:00.000Z', '2025-04-26T18:00:00.000Z'],
    });
    // A neighbour listed in a month without a deal of its address keeps its day.
    const [neighbour] = quickView(index, [neighbours[1]!.mls], dayNumber('2025-04-20'), false);
    expect(neighbour).toMatchObject({ listDate: '2025-03-12', dom: 39 });
  });

  it('still shows a signed-in caller the days, so the worlds differ for them', () => {
    expect(observe(early, '2025-04-20', true)).not.toBe(observe(late, '2025-04-20', true));
  });

  it('marks the relisting from a deal the search no longer holds, read by the job among every listing', () => {
    // The sale of March 2024 is past the search's year; the lease listed that month is still on the market.
    const [sale, relisting] = world('2024-03-04', '2024-03-10', '2024-03-15');
    const today = '2025-04-20';
    expect(isSearchable(sale!, today)).toBe(false);
    const index = new SearchIndex(
      decodeSnapshot(encodeSnapshot([relisting!], today, DealMonthsByAddress.of([sale!, relisting!]))),
      today,
    );
    expect(quickView(index, ['R1000002'], dayNumber(today), false)[0]).toMatchObject({ listDate: '2024-03' });
  });
});

/** `gzipped` as the code before `listedInDealMonth` wrote it: format 1, without that column. */
function asFormat1(gzipped: Uint8Array): Uint8Array {
  const bytes = gunzipSync(gzipped);
  const headerLength = bytes.readUInt32LE(8);
  const header = JSON.parse(bytes.subarray(12, 12 + headerLength).toString('utf8')) as {
    format: number;
    listings: { columns: Record<string, unknown> };
  };
  const body = bytes.subarray(Math.ceil((12 + headerLength) / 8) * 8);
  header.format = 1;
  delete header.listings.columns.listedInDealMonth;
  const headerBytes = Buffer.from(JSON.stringify(header));
  const prefix = Buffer.alloc(Math.ceil((12 + headerBytes.byteLength) / 8) * 8);
  prefix.write('GTASRCH1', 0);
  prefix.writeUInt32LE(headerBytes.byteLength, 8);
  headerBytes.copy(prefix, 12);
  return gzipSync(Buffer.concat([prefix, body]));
}

describe("a listing that ended in the month its home's deal closed (security review 71 M1)", () => {
  it('gives a visitor no days on market on its page, which with its list date would give the day it ended', () => {
    const [sale] = early;
    // Listed for lease beside the sale in February, terminated the day after the sale.
    const lease: Listing = {
      ...base,
      mls: 'R1000003',
      saleType: 'Lease',
      status: 'terminated',
      listDate: '2025-02-12',
      endDate: '2025-03-05',
      listingPrice: 3_900,
      originalPrice: 3_900,
      dom: 21,
    };
    const page = (signedIn: boolean) =>
      propertyDetailsAnswer({
        listing: lease,
        history: [sale!, lease],
        similar: { similarActive: [], similarSold: [] },
        today: '2025-04-20',
        signedIn,
      });
    expect(page(false).summary).not.toHaveProperty('dom');
    expect(page(false).summary.listDate).toBe('2025-02-12');
    expect(page(false).histories.find((row) => row.event === 'Terminated')?.date).toBe('2025-03');
    expect(page(true).summary.dom).toBe(21);
  });
});

describe('a snapshot written before the relistings were marked', () => {
  it('is still read, after a deploy and until the job writes the next one, with no listing marked', () => {
    const today = '2025-04-20';
    const old = decodeSnapshot(asFormat1(encodeSnapshot(early, today)));
    expect(old.listings.rows).toBe(early.length);
    expect([...old.listings.listedInDealMonth]).toEqual(early.map(() => 0));
    const index = new SearchIndex(old, 'old');
    expect(quickView(index, ['R1000002'], dayNumber(today), false)[0]).toMatchObject({ listDate: '2025-03-10' });
  });
});
