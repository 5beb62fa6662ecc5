import { describe, expect, it } from 'vitest';
import { searchQuerySchema, type SearchQueryInput } from '@shared/search/filters-schemas';
import { summaryOfListing } from '@shared/search/summary';
import { dayNumber } from '../../../functions/property/search-index/days';
import { decodeSnapshot, encodeSnapshot, isSearchable } from '../../../functions/property/search-index/snapshot';
import { newestFirst, SearchIndex } from '../../../functions/property/search-index/search-index';
import { searchContext } from '../../../functions/property/search-index/context';
import { searchPage } from '../../../functions/property/search-index/page';
import { searchMarkers } from '../../../functions/property/search-index/markers';
import { quickView } from '../../../functions/property/search-index/quick-view';
import { addressSearch, locationView } from '../../../functions/property/search-index/address-search';
import { similarListings } from '../../../functions/property/search-index/similar';
import type { NeighbourhoodGeometry } from '@shared/neighbourhood';
import { maxCells } from '../../../functions/property/search-index/clusters';
import { syntheticListings } from '../../support/search-fixture';
import {
  searchListings,
  searchNeighbourhoods,
  searchNow,
  searchSoldPrices,
  searchToday,
} from '../../support/search-world';

const build = (listings = searchListings, today = searchToday) =>
  new SearchIndex(
    decodeSnapshot(
      encodeSnapshot(
        listings.filter((l) => isSearchable(l, today)),
        today,
      ),
    ),
    'test',
  );
const index = build();
const now = new Date(searchNow);
const context = (signedIn: boolean) => searchContext(now, signedIn);
const query = (input: SearchQueryInput = {}) => searchQuerySchema.parse(input);
let syntheticIndex: SearchIndex | undefined;
/** 24,000 synthetic listings, built once for the tests that need volume. */
const synthetic = () => (syntheticIndex ??= build(syntheticListings(24_000, searchToday)));
/** The whole world's box, around Toronto and Mississauga. */
const wide = { topLeft: '43.7,-79.7', bottomRight: '43.55,-79.3' };
const mlsOf = (input: SearchQueryInput, signedIn = true) =>
  searchPage(index, query({ ...wide, size: '100', ...input }), context(signedIn))
    .hits.map((hit) => hit.mls)
    .sort();

describe('the search snapshot', () => {
  it('keeps listings on the market and deals of the last 365 days, and nothing else', () => {
    expect(index.size).toBe(8);
    expect(index.rowOf('C4000009')).toBe(-1);
    expect(index.rowOf('C4000010')).toBe(-1);
    expect(index.rowOf('C5000003')).toBeGreaterThanOrEqual(0);
  });

  it('gives back every listing as the summary the table would give, through its columns', () => {
    const listings = syntheticListings(3_000, searchToday).filter((l) => isSearchable(l, searchToday));
    const small = build(listings);
    const today = dayNumber(searchToday);

    for (const listing of listings) {
      const row = small.rowOf(listing.mls);
      expect(small.summary(row, today, true)).toEqual(summaryOfListing(listing, searchToday));
    }
  });

  it('keeps a parking count an import did not give as not known: the listing shows none and no Parking filter passes it', () => {
    const sold = searchListings.filter((l) => isSearchable(l, searchToday));
    const { parking: _p, totalParking: _t, ...unknown } = sold[0]!;
    const small = build([unknown, ...sold.slice(1)]);
    const today = dayNumber(searchToday);

    const summary = small.summary(small.rowOf(unknown.mls), today, true);
    expect(summary.parking).toBeUndefined();
    expect(summary.totalParking).toBeUndefined();
    const withSpaces = searchPage(small, query({ ...wide, size: '100', parking: '1' }), context(true));
    expect(withSpaces.hits.map((hit) => hit.mls)).not.toContain(unknown.mls);
  });

  it('encodes the same listings on the same day to the same bytes, whatever their order', () => {
    const searchable = searchListings.filter((l) => isSearchable(l, searchToday));
    expect(encodeSnapshot(searchable, searchToday)).toEqual(encodeSnapshot([...searchable].reverse(), searchToday));
  });
});

describe('the filters', () => {
  it('show sales on the market and sold in the last 91 days by default, and no leases', () => {
    expect(mlsOf({})).toEqual(['C5000001', 'C5000002', 'C5000003', 'C5000004', 'C5000005', 'W5000008']);
    expect(mlsOf({ saleType: 'lease' })).toEqual(['C5000006', 'C5000007']);
  });

  it('count the active and sold windows in whole days back from today in Toronto', () => {
    expect(mlsOf({ showSold: 'hide' })).toEqual(['C5000001', 'C5000005', 'W5000008']);
    expect(mlsOf({ showActive: '0' })).toEqual(['C5000002', 'C5000003', 'C5000004']);
    expect(mlsOf({ showActive: '7', showSold: 'hide' })).toEqual(['C5000001']);
    expect(mlsOf({ showActive: '0', showSold: '1' })).toEqual(['C5000004']);
    expect(mlsOf({ showActive: '0', showSold: '30' })).toEqual(['C5000002', 'C5000003', 'C5000004']);
  });

  it('apply types, bedrooms, baths, parking, interior size, lot, days on market and open houses', () => {
    expect(mlsOf({ types: 'condo,semiDetatched' })).toEqual(['C5000003', 'C5000004', 'C5000005']);
    expect(mlsOf({ bed: '4' })).toEqual(['C5000002']);
    expect(mlsOf({ bath: '3' })).toEqual([]);
    expect(mlsOf({ parking: '2' })).toHaveLength(6);
    expect(mlsOf({ minsqft: '1000', maxsqft: '2000' })).toEqual(['C5000001']);
    expect(mlsOf({ minLotFront: '25', minLotDepth: '100' })).toEqual(['C5000001']);
    expect(mlsOf({ minLotFront: '31' })).toEqual([]);
    expect(mlsOf({ dom: '30', showSold: 'hide' })).toEqual(['C5000001', 'W5000008']);
    expect(mlsOf({ openHouse: 'true' })).toEqual(['C5000001']);
    expect(mlsOf({ address: 'maple ave' })).toEqual(['C5000001', 'C5000002', 'C5000004', 'C5000005']);
  });

  it("never passes a visitor's deal through the open-house filter: its open houses are withheld (review 39 L9)", () => {
    const listings = searchListings.filter((l) => isSearchable(l, searchToday));
    const deal = listings.find((l) => l.status === 'sold')!;
    const opens = [new Date(now.getTime() + 86_400_000).toISOString()];
    const small = build([{ ...deal, opens }, ...listings.filter((l) => l.mls !== deal.mls)]);
    const openHouses = (signedIn: boolean) =>
      searchPage(small, query({ ...wide, size: '100', openHouse: 'true' }), context(signedIn)).hits.map((h) => h.mls);

    expect(openHouses(true)).toContain(deal.mls);
    expect(openHouses(false)).not.toContain(deal.mls);
  });

  it("compare a signed-in caller's sold listing by its sold price, and a visitor's by its list price only", () => {
    expect(mlsOf({ minPrice: '1200000' }, true)).toEqual(['C5000002']);
    expect(mlsOf({ minPrice: '1200000' }, false)).toEqual([]);
    expect(mlsOf({ minPrice: '850000', maxPrice: '950000' }, false)).toEqual(['C5000002', 'C5000005']);
    expect(mlsOf({ minPrice: '850000', maxPrice: '950000' }, true)).toEqual(['C5000005']);
  });

  it("leave a visitor's sold listings out of the days-on-market filter, so it cannot narrow their days on market", () => {
    expect(mlsOf({ dom: '13', showActive: '0' }, true)).toEqual(['C5000002']);
    expect(mlsOf({ dom: '13', showActive: '0' }, false)).toEqual(['C5000002', 'C5000003', 'C5000004']);
  });

  it('keep to the box', () => {
    expect(mlsOf({ topLeft: '43.6,-79.62', bottomRight: '43.58,-79.6' })).toEqual(['W5000008']);
  });
});

describe('GET /properties over the index', () => {
  it('sorts by list date (newest first), then list price either way; ties by listing', () => {
    const page = (sort: string, signedIn = true) =>
      searchPage(index, query({ ...wide, sort }), context(signedIn)).hits.map((hit) => hit.mls);

    expect(page('listDate.desc')).toEqual(['C5000001', 'W5000008', 'C5000004', 'C5000002', 'C5000003', 'C5000005']);
    // A visitor's deals by their list month only, as their cards give it: the three listed in May
    // tie, by listing number, so their order does not give back their list days (QA 39 L1).
    expect(page('listDate.desc', false)).toEqual([
      'C5000001',
      'W5000008',
      'C5000002',
      'C5000003',
      'C5000004',
      'C5000005',
    ]);
    expect(page('listingPrice.desc', true)).toEqual([
      'C5000002',
      'C5000001',
      'C5000005',
      'W5000008',
      'C5000004',
      'C5000003',
    ]);
    expect(page('listingPrice.desc', false)).toEqual([
      'C5000001',
      'C5000002',
      'C5000005',
      'W5000008',
      'C5000004',
      'C5000003',
    ]);
    expect(page('listingPrice.asc', false)).toEqual(page('listingPrice.desc', false).reverse());
  });

  it('pages with from and size, and gives the same order for a small view (kdbush) and a large one (scan)', () => {
    const smallBox = { topLeft: '43.75,-79.5', bottomRight: '43.6,-79.3' };
    for (const [sort, signedIn] of ['listDate.desc', 'listingPrice.desc', 'listingPrice.asc'].flatMap((sort) =>
      [true, false].map((signedIn) => [sort, signedIn] as const),
    )) {
      const ctx = searchContext(now, signedIn);
      const all = searchPage(synthetic(), query({ ...smallBox, sort, size: '100' }), ctx);
      const second = searchPage(synthetic(), query({ ...smallBox, sort, from: '20', size: '20' }), ctx);
      expect(second.hits).toEqual(all.hits.slice(20, 40));
      expect(second.total).toBe(all.total);

      const scanned = searchPage(synthetic(), query({ sort, size: '100' }), ctx).hits.filter((hit) =>
        synthetic().inBox(synthetic().rowOf(hit.mls), { north: 43.75, south: 43.6, west: -79.5, east: -79.3 }),
      );
      expect(all.hits.slice(0, scanned.length).map((hit) => hit.mls)).toEqual(scanned.map((hit) => hit.mls));
    }
  });

  it('caps the total at 10,000', () => {
    const answer = searchPage(synthetic(), query({ showSold: '365' }), searchContext(now, true));
    expect(answer.total).toBe(10_000);
    expect(answer.hits).toHaveLength(20);
  });

  it("masks a visitor's sold and leased cards: no sold price, sold date, close date or days on market", () => {
    const hits = searchPage(index, query({ ...wide, size: '100' }), context(false)).hits;
    const soldCard = hits.find((hit) => hit.mls === 'C5000002')!;

    expect(soldCard).toMatchObject({ status: 'sold', masked: true, listingPrice: 900_000 });
    expect(soldCard).not.toHaveProperty('soldPrice');
    expect(soldCard).not.toHaveProperty('soldDate');
    expect(soldCard).not.toHaveProperty('closeDate');
    expect(soldCard).not.toHaveProperty('dom');
    expect(hits.find((hit) => hit.mls === 'C5000001')).toMatchObject({ dom: 5, photo: 'pool/1.jpg' });
    expect(hits.find((hit) => hit.mls === 'C5000001')).not.toHaveProperty('masked');
    for (const price of searchSoldPrices) expect(JSON.stringify(hits)).not.toContain(String(price));
  });
});

describe('GET /markers over the index', () => {
  it('gives each single listing its price: the list price, or the sold price for a signed-in caller only', () => {
    const view = { topLeft: '43.6518,-79.3918', bottomRight: '43.6508,-79.3908', zoom: '22' };
    const signedIn = searchMarkers(index, query(view), context(true));
    const anonymous = searchMarkers(index, query(view), context(false));
    const priceOf = (answer: typeof signedIn, mls: string) => answer.markers.find((m) => m.mid === mls)?.price;

    expect(priceOf(signedIn, 'C5000001')).toBe(1_000_000);
    expect(priceOf(signedIn, 'C5000002')).toBe(1_250_000);
    expect(priceOf(anonymous, 'C5000001')).toBe(1_000_000);
    expect(priceOf(anonymous, 'C5000002')).toBeNull();
    expect(signedIn.markers.find((m) => m.mid === 'C5000002')).toMatchObject({
      type: 'marker',
      kind: 'sold',
      count: 1,
    });
    for (const price of searchSoldPrices) expect(JSON.stringify(anonymous)).not.toContain(String(price));
  });

  it('keeps a building whose units share one position in one cluster, with its ids, at any zoom', () => {
    const view = { saleType: 'lease', topLeft: '43.66,-79.4', bottomRight: '43.64,-79.37', zoom: '22' };
    const { markers, total } = searchMarkers(index, query(view), context(true));

    expect(total).toBe(2);
    expect(markers).toEqual([
      expect.objectContaining({ type: 'cluster', kind: 'normal', count: 2, ids: ['C5000006', 'C5000007'] }),
    ]);
  });

  it('clusters a whole-area view into cells whose counts add up to every listing of the view', () => {
    const ctx = searchContext(now, true);
    const all = searchPage(synthetic(), query({ showSold: '365', size: '1' }), ctx).total;
    const { markers, total } = searchMarkers(synthetic(), query({ showSold: '365' }), ctx);

    expect(total).toBe(Math.min(all, 10_000));
    expect(markers.reduce((sum, m) => sum + m.count, 0)).toBeGreaterThanOrEqual(total);
    for (const marker of markers) {
      if (marker.count <= 20) expect(marker.ids).toHaveLength(marker.count);
      else expect(marker.ids).toBeUndefined();
    }
  });

  it('places clusters on cells fixed to the world, so panning does not move them', () => {
    const ctx = searchContext(now, true);
    const here = searchMarkers(
      synthetic(),
      query({ topLeft: '43.72,-79.5', bottomRight: '43.62,-79.3', zoom: '13' }),
      ctx,
    );
    const panned = searchMarkers(
      synthetic(),
      query({ topLeft: '43.72,-79.45', bottomRight: '43.62,-79.25', zoom: '13' }),
      ctx,
    );
    const inner = here.markers.filter((m) => m.location.lon > -79.42 && m.location.lon < -79.33);
    const byMid = new Map(panned.markers.map((m) => [m.mid, m]));

    expect(inner.length).toBeGreaterThan(5);
    for (const marker of inner) expect(byMid.get(marker.mid)).toEqual(marker);
  });

  it('lowers a zoom too deep for the box rather than answering a marker per listing', () => {
    const { markers } = searchMarkers(synthetic(), query({ zoom: '22' }), searchContext(now, true));
    expect(markers.length).toBeLessThanOrEqual(maxCells);
  });
});

describe('GET /quickview over the index', () => {
  const ids = ['C5000005', 'C5000003', 'C5000002', 'C5000001', 'NOPE0001'];

  it('sorts by sold price, then type, then list price, leaving out unknown ids', () => {
    const hits = quickView(index, ids, dayNumber(searchToday), true).map((h) => h.mls);
    expect(hits).toEqual(['C5000002', 'C5000003', 'C5000001', 'C5000005']);
  });

  it("sorts a visitor's by type and list price only, with the sold ones masked", () => {
    const hits = quickView(index, ids, dayNumber(searchToday), false);
    expect(hits.map((h) => h.mls)).toEqual(['C5000001', 'C5000002', 'C5000005', 'C5000003']);
    expect(hits.filter((h) => h.masked).map((h) => h.mls)).toEqual(['C5000002', 'C5000003']);
  });
});

describe('the address search over the index', () => {
  it('finds listings by MLS number and by address (on the market first), places and neighbourhoods by name', () => {
    const answer = addressSearch(index, searchNeighbourhoods, 'maple', dayNumber(searchToday), false);
    expect(answer.listings.map((l) => l.mls)).toEqual(['C5000001', 'C5000005', 'C5000002', 'C5000004']);
    expect(answer.listings.find((l) => l.mls === 'C5000002')).toMatchObject({ masked: true });
    expect(answer.listings.find((l) => l.mls === 'C5000002')).not.toHaveProperty('soldPrice');
    expect(answer.locations).toEqual([
      { id: 'street:toronto:maple-avenue', name: 'Maple Avenue', kind: 'street', description: 'Toronto' },
    ]);

    expect(addressSearch(index, searchNeighbourhoods, 'c5000003', 0, true).listings[0]).toMatchObject({
      mls: 'C5000003',
      soldPrice: 580_000,
    });
    const places = addressSearch(index, searchNeighbourhoods, 'miss', 0, true);
    expect(places.locations[0]).toMatchObject({ id: 'municipality:mississauga', kind: 'municipality' });
    expect(addressSearch(index, searchNeighbourhoods, 'park', 0, true).neighbourhoods).toEqual([
      { id: 'alpha-park', name: 'Alpha Park', community: 'Toronto' },
    ]);
  });

  it('puts a home on the market first on a street of many closed deals, however many (QA 47a L1: "Richmond St" showed 10 old deals)', () => {
    const [onMarket, soldOne] = [
      searchListings.find((l) => l.mls === 'C5000001')!,
      searchListings.find((l) => l.mls === 'C5000002')!,
    ];
    const street = [
      ...Array.from({ length: 2_100 }, (_, i) => ({
        ...soldOne,
        mls: `C40${String(i).padStart(5, '0')}`,
        address: `${i + 1} Richmond Street East`,
      })),
      { ...onMarket, mls: 'C6900000', address: '283 Richmond Street East' },
    ];
    const busy = build([...searchListings, ...street]);

    const found = addressSearch(busy, searchNeighbourhoods, 'richmond st', dayNumber(searchToday), false).listings;

    expect(found).toHaveLength(10);
    expect(found[0]).toMatchObject({ mls: 'C6900000', status: onMarket.status });
  });

  it('frames a street by its listings, a municipality by its neighbourhoods, a neighbourhood by its outline', () => {
    const street = locationView(index, searchNeighbourhoods, 'street:toronto:maple-avenue')!.mapView;
    expect(street.north).toBeGreaterThan(43.6516);
    expect(street.south).toBeLessThan(43.651);
    expect(street.north - street.south).toBeCloseTo(0.004, 6);
    expect(locationView(index, searchNeighbourhoods, 'municipality:toronto')!.mapView).toEqual({
      north: 43.66,
      south: 43.64,
      east: -79.36,
      west: -79.4,
    });
    expect(locationView(index, searchNeighbourhoods, 'gamma-heights')!.mapView).toEqual({
      north: 43.6,
      south: 43.58,
      east: -79.6,
      west: -79.62,
    });
    expect(locationView(index, searchNeighbourhoods, 'street:toronto:nowhere')).toBeUndefined();
  });
});

describe('similar listings', () => {
  it('are of the same sale type and property type, nearby, split into on the market and sold', () => {
    const subject = searchListings.find((l) => l.mls === 'C5000005')!;
    const { similarActive, similarSold } = similarListings(index, subject, dayNumber(searchToday), false);

    expect(similarActive).toEqual([]);
    expect(similarSold.map((s) => s.mls)).toEqual(['C5000004']);
    expect(similarSold[0]).toMatchObject({ masked: true });
  });

  it('put a home of about the same interior size before a much larger one nearer by (QA 59b)', () => {
    const world = syntheticListings(3000, searchToday, 5);
    const subject = world.find((l) => l.type === 'freeholdTownhouse' && l.saleType === 'Sale' && l.footageFrom)!;
    const sold = world.find((l) => l.type === subject.type && l.status === 'sold' && l.saleType === 'Sale')!;
    const near = (km: number) => ({ lat: subject.location.lat + km / 111.32, lon: subject.location.lon });
    const size = { footageFrom: subject.footageFrom!, footageTo: subject.footageTo ?? subject.footageFrom! + 400 };
    const twin = (mls: string, km: number, footage: { footageFrom: number; footageTo: number }) => ({
      ...sold,
      mls,
      address: `${mls} Test Lane`,
      location: near(km),
      bedroom: subject.bedroom,
      listingPrice: subject.listingPrice,
      ...footage,
    });
    const alike = twin('T9000001', 0.3, size);
    const larger = twin('T9000002', 0.1, { footageFrom: size.footageFrom * 2, footageTo: size.footageTo * 2 });
    const small = build([...world, alike, larger]);

    const found = similarListings(small, subject, dayNumber(searchToday), true).similarSold.map((s) => s.mls);

    const rank = (mls: string) => (found.includes(mls) ? found.indexOf(mls) : found.length);
    expect(found).toContain('T9000001');
    expect(rank('T9000001')).toBeLessThan(rank('T9000002'));
  });

  it('weigh a home just like it a ring further out against larger ones close by (QA 59b)', () => {
    const world = syntheticListings(3000, searchToday, 5);
    const subject = world.find((l) => l.type === 'freeholdTownhouse' && l.saleType === 'Sale' && l.footageFrom)!;
    const sold = world.find((l) => l.type === subject.type && l.status === 'sold' && l.saleType === 'Sale')!;
    const at = (mls: string, km: number, more: Partial<typeof sold>) => ({
      ...sold,
      mls,
      address: `${mls} Test Lane`,
      location: { lat: subject.location.lat + km / 111.32, lon: subject.location.lon },
      bedroom: subject.bedroom,
      listingPrice: subject.listingPrice,
      footageFrom: subject.footageFrom!,
      footageTo: subject.footageTo ?? subject.footageFrom! + 400,
      ...more,
    });
    // Eight of two more bedrooms and twice the size within the first kilometre, one alike at two.
    const larger = Array.from({ length: 8 }, (_, i) =>
      at(`T80000${i}`, 0.1 + i / 10, {
        bedroom: subject.bedroom + 2,
        footageFrom: subject.footageFrom! * 2,
        footageTo: (subject.footageTo ?? subject.footageFrom! + 400) * 2,
      }),
    );
    const alike = at('T9000003', 2, {});
    // And eight on the market there, so that the first kilometre holds enough of both.
    const onMarket = Array.from({ length: 8 }, (_, i) => ({
      ...subject,
      status: 'forSale' as const,
      mls: `T70000${i}`,
      address: `T70000${i} Test Lane`,
      location: { lat: subject.location.lat - (0.1 + i / 10) / 111.32, lon: subject.location.lon },
    }));

    const found = similarListings(
      build([subject, ...onMarket, ...larger, alike]),
      subject,
      dayNumber(searchToday),
      true,
    );

    expect(found.similarActive).toHaveLength(8);
    expect(found.similarSold.map((s) => s.mls)).toContain('T9000003');
  });

  it('hold, on the market, only homes inside the neighbourhood the carousel names, fewer rather than others (QA 68a M1)', () => {
    const world = syntheticListings(3000, searchToday, 5);
    const subject = world.find((l) => l.type === 'freeholdTownhouse' && l.saleType === 'Sale')!;
    const { lat, lon } = subject.location;
    // A square neighbourhood of about 1 km around the subject; homes for sale inside and just outside.
    const half = 0.5 / 111.32;
    const square: NeighbourhoodGeometry = {
      type: 'Polygon',
      coordinates: [
        [
          [lon - half * 1.4, lat - half],
          [lon + half * 1.4, lat - half],
          [lon + half * 1.4, lat + half],
          [lon - half * 1.4, lat + half],
          [lon - half * 1.4, lat - half],
        ],
      ],
    };
    const forSale = (mls: string, km: number) => ({
      ...subject,
      status: 'forSale' as const,
      mls,
      address: `${mls} Test Lane`,
      location: { lat: lat + km / 111.32, lon },
    });
    const inside = ['T6000001', 'T6000002', 'T6000003'].map((mls, i) => forSale(mls, 0.1 + i / 10));
    const outside = Array.from({ length: 10 }, (_, i) => forSale(`T61000${i}`, 0.6 + i / 20));
    const small = build([subject, ...inside, ...outside]);

    const named = similarListings(small, subject, dayNumber(searchToday), true, [], undefined, square);
    const nearby = similarListings(small, subject, dayNumber(searchToday), true);

    expect(named.similarActive.map((s) => s.mls).sort()).toEqual(['T6000001', 'T6000002', 'T6000003']);
    expect(nearby.similarActive).toHaveLength(8);
  });

  it("fill a valuation's carousels from its segment only when too few of its own type remain, never from multi", () => {
    // Issue 25, finding 6: a world where a semi has two other semis, the rest of them made multi.
    const world = syntheticListings(6000, searchToday, 11);
    const semis = world.filter((l) => l.type === 'semiDetatched' && l.saleType === 'Sale');
    const subject = semis[0]!;
    const kept = new Set(semis.slice(0, 3).map((l) => l.mls));
    const changed = world.map((l) =>
      l.type === 'semiDetatched' && !kept.has(l.mls) ? { ...l, type: 'multi' as const } : l,
    );
    const small = build(changed);

    const own = similarListings(small, subject, dayNumber(searchToday), true);
    const widened = similarListings(small, subject, dayNumber(searchToday), true, ['detatched', 'freeholdTownhouse']);

    expect(own.similarSold.every((s) => s.type === 'semiDetatched')).toBe(true);
    const types = widened.similarSold.map((s) => s.type);
    expect(types.slice(0, own.similarSold.length)).toEqual(own.similarSold.map((s) => s.type));
    expect(types.length).toBe(8);
    expect(types.slice(own.similarSold.length).every((t) => t === 'detatched' || t === 'freeholdTownhouse')).toBe(true);
    expect(types).not.toContain('multi');
  });
});

describe("a visitor's Newest order", () => {
  it('is the rows by day, newest first, then by row, as a comparison sort gives them', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
    const day = Int32Array.from({ length: 5_000 }, () => 19_000 + Math.floor(random() * 900));
    const sorted = Uint32Array.from({ length: day.length }, (_, row) => row).sort((a, b) => day[b]! - day[a]! || a - b);

    expect([...newestFirst(day)]).toEqual([...sorted]);
    expect([...newestFirst(Int32Array.of(5, 5, 9, 1, 9))]).toEqual([2, 4, 0, 1, 3]);
    expect(newestFirst(new Int32Array(0))).toHaveLength(0);
  });
});
