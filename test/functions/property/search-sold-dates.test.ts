import { describe, expect, it } from 'vitest';
import { torontoDate } from '@shared/format/dates';
import type { Listing, SaleType } from '@shared/listing';
import { monthOfDate } from '@shared/months';
import { searchQuerySchema } from '@shared/search/filters-schemas';
import { soldWindows } from '@shared/search/filters';
import { searchContext } from '../../../functions/property/search-index/context';
import { searchPage } from '../../../functions/property/search-index/page';
import { SearchIndex } from '../../../functions/property/search-index/search-index';
import { decodeSnapshot, encodeSnapshot, isSearchable } from '../../../functions/property/search-index/snapshot';

/**
 * Issue 11, hole 4 (DECISIONS row 35): a visitor who searches every day with every sold window
 * must learn no sold date finer than its calendar month. The world is what the index would
 * hold on each day: a listing is on the market until its sold date, then sold or leased. The
 * attacker records, for every listing already sold, whether each window shows it and whether
 * the index still holds it (the quick view, the MLS search and the property page's similar
 * listings answer any listing the index holds). For any day, two deals of the same month must
 * look the same.
 *
 * Out of scope, and documented in the search index's README: the day a listing leaves the
 * listings on the market (its status changes when it sells), which no answer can hide without
 * showing a sold listing as for sale.
 */
const dayMs = 86_400_000;
const isoDay = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);
const dayOf = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / dayMs);

/** A deal every other day from January to March 2025, sales and leases in turn, alike but for their dates. */
const deals: Listing[] = Array.from({ length: 45 }, (_, i) => {
  const soldDay = dayOf('2025-01-01') + 2 * i;
  const saleType: SaleType = i % 2 === 0 ? 'Sale' : 'Lease';
  const price = saleType === 'Sale' ? 1_000_000 : 3_000;
  return {
    mls: `D${String(1_000_000 + i)}`,
    numberOfPic: 1,
    address: '1 Attack Street',
    unit: String(100 + i),
    municipality: 'Toronto',
    community: 'Toronto',
    area: 'Toronto',
    county: 'Ontario',
    neighbour: 'alpha-park',
    type: 'condo',
    style: 'Apartment',
    oriType: 'Condo Apt',
    saleType,
    status: saleType === 'Sale' ? 'sold' : 'leased',
    listDate: isoDay(soldDay - 10),
    soldDate: isoDay(soldDay),
    closeDate: isoDay(soldDay + 30),
    soldPrice: price,
    listingPrice: price,
    originalPrice: price,
    dom: 10,
    bedroom: 2,
    brPlus: 0,
    bathroom: 1,
    parking: 1,
    totalParking: 1,
    location: { lat: 43.65, lon: -79.39 },
  };
});

/** The listings as they stand on `today`: a deal still to come is a listing on the market. */
function worldOn(today: string): Listing[] {
  return deals.map((deal) => {
    if (deal.soldDate! <= today) return deal;
    const { soldDate: _soldDate, closeDate: _closeDate, soldPrice: _soldPrice, ...listing } = deal;
    return { ...listing, status: deal.saleType === 'Sale' ? 'forSale' : 'forLease', dom: 0 };
  });
}

const box = { topLeft: '43.7,-79.5', bottomRight: '43.6,-79.3' };
/** Every sold window of both sale types, with and without a days-on-market filter: on sold listings only. */
const queries = (['sale', 'lease'] as const).flatMap((saleType) =>
  soldWindows
    .filter((showSold) => showSold !== 'hide')
    .flatMap((showSold) =>
      [undefined, '1'].map((dom) => ({
        saleType,
        query: searchQuerySchema.parse({ ...box, saleType, showActive: '0', showSold, dom, size: '100' }),
      })),
    ),
);

/**
 * Every day from `first` to `last`: the deals already made, and what the caller saw of each
 * (one letter per window and filter, and whether the index holds it).
 */
function attack(signedIn: boolean, first: string, last: string) {
  const seen: { today: string; month: string; saleType: SaleType; observed: string }[] = [];
  let built: { holds: string; index: SearchIndex } | undefined;
  for (let day = dayOf(first); day <= dayOf(last); day++) {
    const now = new Date(day * dayMs + 16 * 3_600_000); // noon in Toronto
    const today = torontoDate(now);
    const world = worldOn(today);
    const searchable = world.filter((listing) => isSearchable(listing, today));
    // The job cuts a snapshot every day; one of the same listings answers the same (no query
    // reads the day it was cut), so it is made again only when the listings it holds change.
    const holds = searchable.map((listing) => `${listing.mls}:${listing.status}`).join(' ');
    if (holds !== built?.holds) {
      built = { holds, index: new SearchIndex(decodeSnapshot(encodeSnapshot(searchable, today)), today) };
    }
    const { index } = built;
    const context = searchContext(now, signedIn);
    const answers = queries.map(({ saleType, query }) => ({
      saleType,
      shown: new Set(searchPage(index, query, context).hits.map((hit) => hit.mls)),
    }));
    for (const deal of world) {
      if (deal.status !== 'sold' && deal.status !== 'leased') continue;
      const saleType = deal.saleType === 'Sale' ? 'sale' : 'lease';
      const shown = answers
        .filter((answer) => answer.saleType === saleType)
        .map((answer) => (answer.shown.has(deal.mls) ? 'y' : 'n'))
        .join('');
      const held = index.rowOf(deal.mls) >= 0 ? 'held' : 'gone';
      seen.push({ today, month: monthOfDate(deal.soldDate!), saleType: deal.saleType, observed: `${shown} ${held}` });
    }
  }
  return seen;
}

/** The days on which deals of one month did not all look the same, with what was seen. */
function narrowings(seen: ReturnType<typeof attack>) {
  const byDayAndMonth = new Map<string, Set<string>>();
  for (const { today, month, saleType, observed } of seen) {
    const key = `${today} ${saleType} ${month}`;
    (byDayAndMonth.get(key) ?? byDayAndMonth.set(key, new Set()).get(key)!).add(observed);
  }
  return [...byDayAndMonth]
    .filter(([, observed]) => observed.size > 1)
    .map(([key, observed]) => `${key}: ${[...observed].join(' | ')}`);
}

describe("a visitor's sold windows", () => {
  it('never tell two deals of the same month apart, on any day, in any window, nor by when they leave the index', () => {
    // From the first deal until a month after the last one has left every window.
    const seen = attack(false, '2025-01-01', '2026-04-30');

    expect(seen.length).toBeGreaterThan(15_000);
    expect(narrowings(seen).slice(0, 5)).toEqual([]);
  }, 60_000);

  it("tell a signed-in user a deal's day, so the attack above can fail", () => {
    expect(narrowings(attack(true, '2025-02-01', '2025-03-31')).length).toBeGreaterThan(50);
  }, 30_000);
});
