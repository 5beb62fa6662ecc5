import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Listing } from '@shared/listing';
import type { Neighbourhood } from '@shared/neighbourhood';
import type {
  AddressSearchAnswer,
  LocationAnswer,
  MarkersAnswer,
  PropertiesAnswer,
  PropertyDetails,
  QuickViewAnswer,
} from '@shared/search/types';
import { handler } from '../../../functions/property/index';
import { putListings } from '../../../functions/property/listing-repository';
import { replaceNeighbourhoods } from '../../../functions/property/neighbourhood-repository';
import { forgetNeighbourhoods } from '../../../functions/property/neighbourhood-directory';
import { forgetSearchIndex } from '../../../functions/property/search-index/loader';
import { runJob } from '../../../functions/jobs/job';
import { runSearchIndexBuild } from '../../../functions/property/jobs/search-index/run';
import { resetEnv } from '../../../functions/lib/env';
import { apiEvent, lambdaContext } from '../../support/api-event';
import {
  historySoldPrice,
  searchListings,
  searchNeighbourhoods,
  searchNow,
  searchSoldPrices,
} from '../../support/search-world';
import { useTestBucket, useTestStack, type TestUser } from '../../support/test-stack';

let client: TestUser;

async function call(routeKey: string, options: Parameters<typeof apiEvent>[1] = {}) {
  const result = await handler(apiEvent(routeKey, options), lambdaContext());
  return { status: result.statusCode, body: result.body ? JSON.parse(result.body) : undefined, raw: result.body ?? '' };
}

/** The view around Maple Avenue and Harbour Street, where three sales and a lease happened. */
const view = { topLeft: '43.66,-79.4', bottomRight: '43.64,-79.37' };
const everySoldPrice = [...searchSoldPrices, historySoldPrice];

/** Each home-search call once, as a signed-in caller (with the token) or a visitor (without). */
const everyCall = (token?: string) => [
  call('GET /properties', { query: { ...view, showActive: '0', showSold: '365' }, ...(token && { token }) }),
  call('GET /properties', { query: { ...view, saleType: 'lease', showSold: '365' }, ...(token && { token }) }),
  call('GET /markers', { query: { ...view, showSold: '365', zoom: '18' }, ...(token && { token }) }),
  call('GET /markers', { query: { ...view, saleType: 'lease', zoom: '18' }, ...(token && { token }) }),
  call('GET /quickview', { query: { ids: 'C5000002,C5000003,C5000004,C5000007' }, ...(token && { token }) }),
  call('GET /search', { query: { q: 'maple' }, ...(token && { token }) }),
  call('GET /search', { query: { q: 'C5000003' }, ...(token && { token }) }),
  call('GET /properties/{mls}', { pathParameters: { mls: 'C5000001' }, ...(token && { token }) }),
  call('GET /properties/{mls}', { pathParameters: { mls: 'C5000002' }, ...(token && { token }) }),
  call('GET /properties/{mls}', { pathParameters: { mls: 'C5000007' }, ...(token && { token }) }),
];

/**
 * A second street, about 28 km north of the first, so that no view, search or similar carousel
 * of the tests on the first reaches it: a house on the market whose history holds an earlier
 * sale and an earlier lease, two sales and a lease next door. Its deal dates and prices appear
 * nowhere else in either world (no list date, end date or list price equals one), so finding
 * one of them anywhere in a visitor's answer can only be a leak.
 */
const ridgeNeighbourhood: Neighbourhood = {
  id: 'north-ridge',
  name: 'North Ridge',
  community: 'Richmond Hill',
  centre: [-79.445, 43.905],
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [-79.45, 43.9],
        [-79.44, 43.9],
        [-79.44, 43.91],
        [-79.45, 43.91],
        [-79.45, 43.9],
      ],
    ],
  },
};

function ridge(mls: string, fields: Partial<Listing>): Listing {
  return {
    mls,
    numberOfPic: 2,
    address: '7 Quarry Ridge Road',
    municipality: 'Richmond Hill',
    community: 'Richmond Hill',
    area: 'York',
    county: 'Ontario',
    neighbour: 'north-ridge',
    type: 'detatched',
    style: '2-Storey',
    oriType: 'Detached',
    saleType: 'Sale',
    status: 'forSale',
    listDate: '2026-06-03',
    listingPrice: 1_333_000,
    originalPrice: 1_349_000,
    dom: 12,
    bedroom: 4,
    brPlus: 1,
    bathroom: 3,
    parking: 2,
    totalParking: 4,
    location: { lat: 43.902, lon: -79.444 },
    ...fields,
  };
}

const deal = (
  status: 'sold' | 'leased',
  listDate: string,
  listingPrice: number,
  soldDate: string,
  closeDate: string,
  soldPrice: number,
  dom: number,
) => ({
  status,
  ...(status === 'leased' && { saleType: 'Lease' as const }),
  listDate,
  listingPrice,
  originalPrice: listingPrice,
  soldDate,
  closeDate,
  soldPrice,
  dom,
});

const ridgeListings: Listing[] = [
  ridge('R6000001', {}),
  // The same house sold last September (still in the index) and leased two years ago.
  ridge('R5000011', deal('sold', '2025-09-02', 1_299_000, '2025-09-23', '2025-11-14', 1_287_650, 21)),
  ridge('R4000012', deal('leased', '2024-03-04', 3_950, '2024-03-19', '2024-04-02', 3_875, 15)),
  ridge('R6000013', {
    ...deal('sold', '2026-04-06', 1_389_000, '2026-04-27', '2026-06-29', 1_411_110, 21),
    address: '9 Quarry Ridge Road',
    location: { lat: 43.903, lon: -79.445 },
  }),
  ridge('R6000014', {
    ...deal('sold', '2026-02-09', 1_225_000, '2026-03-13', '2026-05-07', 1_198_765, 32),
    address: '11 Quarry Ridge Road',
    bedroom: 3,
    location: { lat: 43.904, lon: -79.446 },
  }),
  ridge('R6000015', {
    ...deal('leased', '2026-05-11', 4_200, '2026-05-28', '2026-06-26', 4_125, 17),
    address: '15 Quarry Ridge Road',
    location: { lat: 43.905, lon: -79.447 },
  }),
];
const ridgeView = { topLeft: '43.91,-79.45', bottomRight: '43.9,-79.44' };
/** Every deal date and price of the second street. */
const ridgeDealDates = ridgeListings.flatMap((l) => (l.soldDate ? [l.soldDate, l.closeDate!] : []));
const ridgeDealPrices = ridgeListings.flatMap((l) => (l.soldPrice ? [l.soldPrice] : []));

/** Each home-search call over the second street once, as a signed-in caller or a visitor. */
const everyRidgeCall = (token?: string) => [
  call('GET /properties', { query: { ...ridgeView, showSold: '365' }, ...(token && { token }) }),
  call('GET /properties', { query: { ...ridgeView, showActive: '0', showSold: '365' }, ...(token && { token }) }),
  call('GET /properties', { query: { ...ridgeView, saleType: 'lease', showSold: '365' }, ...(token && { token }) }),
  call('GET /markers', { query: { ...ridgeView, showSold: '365', zoom: '18' }, ...(token && { token }) }),
  call('GET /markers', { query: { ...ridgeView, showSold: '365', zoom: '12' }, ...(token && { token }) }),
  call('GET /markers', { query: { ...ridgeView, saleType: 'lease', zoom: '18' }, ...(token && { token }) }),
  call('GET /quickview', {
    query: { ids: 'R6000001,R5000011,R6000013,R6000014,R6000015' },
    ...(token && { token }),
  }),
  call('GET /search', { query: { q: 'quarry' }, ...(token && { token }) }),
  call('GET /properties/{mls}', { pathParameters: { mls: 'R6000001' }, ...(token && { token }) }),
  call('GET /properties/{mls}', { pathParameters: { mls: 'R5000011' }, ...(token && { token }) }),
  call('GET /properties/{mls}', { pathParameters: { mls: 'R4000012' }, ...(token && { token }) }),
  call('GET /properties/{mls}', { pathParameters: { mls: 'R6000013' }, ...(token && { token }) }),
  call('GET /properties/{mls}', { pathParameters: { mls: 'R6000015' }, ...(token && { token }) }),
];

interface DealFigures {
  dates: Set<string>;
  prices: Set<number>;
}

/**
 * Every sold or leased figure an answer carries, wherever it sits: a sold or leased summary's
 * sold and close dates and sold price (cards, quick view, address search, the details' own
 * summary, similar carousels), a sold marker's price, a Sold or Leased history row's date and
 * price.
 */
function dealFigures(body: unknown, found: DealFigures = { dates: new Set(), prices: new Set() }): DealFigures {
  if (Array.isArray(body)) {
    for (const item of body) dealFigures(item, found);
    return found;
  }
  if (body === null || typeof body !== 'object') return found;
  const record = body as Record<string, unknown>;
  const date = (value: unknown) => typeof value === 'string' && found.dates.add(value);
  const price = (value: unknown) => typeof value === 'number' && found.prices.add(value);
  if (record.status === 'sold' || record.status === 'leased') {
    date(record.soldDate);
    date(record.closeDate);
    price(record.soldPrice);
  }
  if (record.event === 'Sold' || record.event === 'Leased') {
    date(record.date);
    price(record.price);
  }
  if (record.type === 'marker' && record.kind === 'sold') price(record.price);
  for (const value of Object.values(record)) dealFigures(value, found);
  return found;
}

/**
 * What a visitor may see of every listing of both worlds: list, end and open-house dates, list
 * and original prices. A deal figure equal to one of them cannot be told from it by a search
 * of the text, so the search skips it (only on the first street, whose sales share days with
 * other listings' list dates).
 */
const publicValues = new Set<string>(
  [...searchListings, ...ridgeListings].flatMap((l) => [
    l.listDate,
    ...(l.endDate ? [l.endDate] : []),
    ...(l.opens ?? []).map((open) => open.slice(0, 10)),
    String(l.listingPrice),
    String(l.originalPrice),
  ]),
);

/** Each masked listing of a visitor's answer (a summary with `masked: true`) and each deal history row. */
function maskedParts(body: unknown, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(body)) body.forEach((item) => maskedParts(item, found));
  else if (body !== null && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (record.masked === true || record.event === 'Sold' || record.event === 'Leased') found.push(record);
    Object.values(record).forEach((value) => maskedParts(value, found));
  }
  return found;
}

beforeAll(async () => {
  const stack = await useTestStack();
  await useTestBucket('PHOTOS_BUCKET');
  client = await stack.createUser({ email: 'nadia.search@example.com' });
  process.env.NOW = searchNow;
  resetEnv();
  await replaceNeighbourhoods([...searchNeighbourhoods, ridgeNeighbourhood], new Date('2026-06-01T00:00:00Z'));
  await putListings([...searchListings, ...ridgeListings]);
  forgetNeighbourhoods();
  forgetSearchIndex();
  await runJob('search-index', runSearchIndexBuild, {});
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the home-search calls and visitors', () => {
  it('give a visitor none of the sold and leased prices a signed-in caller sees, on every call', async () => {
    const signedIn = await Promise.all(everyCall(client.idToken));
    const anonymous = await Promise.all(everyCall());

    const seen = everySoldPrice.filter((price) => signedIn.some((answer) => answer.raw.includes(String(price))));
    expect(seen.length).toBeGreaterThanOrEqual(3);
    for (const [i, answer] of anonymous.entries()) {
      expect(answer.status, `call ${i}`).toBe(200);
      expect(signedIn[i]!.status).toBe(200);
      for (const price of everySoldPrice) expect(answer.raw, `call ${i}, price ${price}`).not.toContain(String(price));
      expect(answer.raw).not.toMatch(/"(soldDate|closeDate)"/);
    }
  });

  it('give a visitor none of the sold or leased dates and prices a signed-in caller sees, on any call, anywhere in the JSON', async () => {
    const signedIn = [
      ...(await Promise.all(everyCall(client.idToken))),
      ...(await Promise.all(everyRidgeCall(client.idToken))),
    ];
    const anonymous = [...(await Promise.all(everyCall())), ...(await Promise.all(everyRidgeCall()))];
    const figures = dealFigures(signedIn.map((answer) => answer.body));
    const searched = [...figures.dates, ...[...figures.prices].map(String)].filter((value) => !publicValues.has(value));

    // Every deal of the second street is searched for, and most of the first street's.
    for (const value of [...ridgeDealDates, ...ridgeDealPrices.map(String)]) expect(searched).toContain(value);
    expect(searched).toEqual(expect.arrayContaining(['2026-06-14', '2026-06-08', '2025-01-01', '1250000', '810000']));
    for (const [i, answer] of anonymous.entries()) {
      expect(answer.status, `call ${i}`).toBe(200);
      expect(signedIn[i]!.status, `call ${i}`).toBe(200);
      for (const value of searched) expect(answer.raw, `call ${i}: ${value}`).not.toContain(value);
      // Nor the days on market of a sold or leased listing, nor a deal row's date.
      for (const part of maskedParts(answer.body)) {
        expect(part, `call ${i}`).not.toHaveProperty('dom');
        if ('event' in part) expect(part, `call ${i}`).toMatchObject({ date: null, price: null });
      }
    }
  });

  it('answers a page of cards with the total, masked for a visitor', async () => {
    const signedIn = (await call('GET /properties', { query: { ...view, showSold: '365' }, token: client.idToken }))
      .body as PropertiesAnswer;
    const anonymous = (await call('GET /properties', { query: { ...view, showSold: '365' } })).body as PropertiesAnswer;

    expect(signedIn.total).toBe(5);
    expect(signedIn.hits.map((hit) => hit.mls)).toEqual(['C5000001', 'C5000004', 'C5000002', 'C5000003', 'C5000005']);
    expect(signedIn.hits.find((hit) => hit.mls === 'C5000002')).toMatchObject({ soldPrice: 1_250_000, dom: 12 });
    expect(anonymous.total).toBe(5);
    expect(anonymous.hits.find((hit) => hit.mls === 'C5000002')).toMatchObject({ masked: true });
    expect(anonymous.hits.find((hit) => hit.mls === 'C5000001')).toMatchObject({ dom: 5 });
  });

  it('answers markers with sold prices for a signed-in caller and null for a visitor', async () => {
    const query = { topLeft: '43.6518,-79.3918', bottomRight: '43.6508,-79.3908', zoom: '22' };
    const signedIn = (await call('GET /markers', { query, token: client.idToken })).body as MarkersAnswer;
    const anonymous = (await call('GET /markers', { query })).body as MarkersAnswer;

    expect(signedIn.total).toBe(4);
    expect(signedIn.markers.find((m) => m.mid === 'C5000002')).toMatchObject({ price: 1_250_000, kind: 'sold' });
    expect(anonymous.markers.find((m) => m.mid === 'C5000002')).toMatchObject({ price: null, kind: 'sold' });
  });

  it('answers the quick view in its order', async () => {
    const { body } = await call('GET /quickview', {
      query: { ids: 'C5000005,C5000002,C5000001' },
      token: client.idToken,
    });
    expect((body as QuickViewAnswer).hits.map((hit) => hit.mls)).toEqual(['C5000002', 'C5000001', 'C5000005']);
  });

  it('finds listings, places and neighbourhoods, and frames a place', async () => {
    const search = (await call('GET /search', { query: { q: 'alpha' } })).body as AddressSearchAnswer;
    expect(search.neighbourhoods).toEqual([{ id: 'alpha-park', name: 'Alpha Park', community: 'Toronto' }]);
    const street = (await call('GET /search', { query: { q: 'harbour' } })).body as AddressSearchAnswer;
    expect(street.locations[0]).toMatchObject({ id: 'street:toronto:harbour-street', kind: 'street' });

    const place = await call('GET /search/location/{id}', { pathParameters: { id: 'street:toronto:harbour-street' } });
    expect(place.status).toBe(200);
    expect((place.body as LocationAnswer).mapView.north).toBeGreaterThan(43.6415);
    const neighbourhood = await call('GET /search/location/{id}', { pathParameters: { id: 'alpha-park' } });
    expect(neighbourhood.body).toEqual({ mapView: { north: 43.66, south: 43.64, east: -79.38, west: -79.4 } });
    expect((await call('GET /search/location/{id}', { pathParameters: { id: 'street:toronto:no-such' } })).status).toBe(
      404,
    );
  });

  it("answers a property's details with its history from every listing of the address, and the similar ones", async () => {
    const { status, body } = await call('GET /properties/{mls}', {
      pathParameters: { mls: 'C5000001' },
      token: client.idToken,
    });
    const details = body as PropertyDetails;

    expect(status).toBe(200);
    expect(details.displayAddress).toBe('10 Maple Avenue, Toronto');
    expect(details.photos).toEqual(['pool/1.jpg', 'pool/2.jpg', 'pool/3.jpg']);
    expect(details.neighbourhood).toEqual({ id: 'alpha-park', name: 'Alpha Park' });
    expect(details.histories.map((entry) => `${entry.date} ${entry.event} ${entry.price}`)).toEqual([
      '2026-06-10 Listed 1000000',
      '2026-05-01 Terminated 1000000',
      '2026-04-01 Listed 1000000',
      '2025-01-01 Sold 810000',
      '2024-12-01 Listed 800000',
    ]);
    expect(details.similarSold.map((s) => s.mls)).toEqual(['C5000002']);

    const visitor = (await call('GET /properties/{mls}', { pathParameters: { mls: 'C5000001' } }))
      .body as PropertyDetails;
    expect(visitor.histories.find((entry) => entry.event === 'Sold')!.price).toBeNull();
    expect(visitor.similarSold[0]).toMatchObject({ mls: 'C5000002', masked: true });
  });

  it("gives a visitor a property's sale and lease history rows blurred: the rows and events, no date or price", async () => {
    for (const mls of ['R6000001', 'C5000001']) {
      const signedIn = await call('GET /properties/{mls}', { pathParameters: { mls }, token: client.idToken });
      const anonymous = await call('GET /properties/{mls}', { pathParameters: { mls } });
      const mine = signedIn.body as PropertyDetails;
      const visitor = anonymous.body as PropertyDetails;
      const deals = mine.histories.filter((entry) => entry.event === 'Sold' || entry.event === 'Leased');
      expect(deals.length, mls).toBeGreaterThan(0);

      // The signed-in answer's deal dates and prices: its history rows' and its similar listings'.
      const { dates, prices } = dealFigures(mine);
      for (const entry of deals) {
        expect(dates).toContain(entry.date);
        expect(prices).toContain(entry.price);
      }
      for (const value of [...dates, ...[...prices].map(String)]) {
        expect(anonymous.raw, `${mls}: ${value}`).not.toContain(value);
      }
      expect(visitor.histories.map((entry) => [entry.event, entry.mls])).toEqual(
        mine.histories.map((entry) => [entry.event, entry.mls]),
      );
      for (const entry of visitor.histories) {
        const deal = entry.event === 'Sold' || entry.event === 'Leased';
        expect(entry.date === null, `${mls} ${entry.event}`).toBe(deal);
        if (deal) expect(entry.price).toBeNull();
      }
    }

    const house = (await call('GET /properties/{mls}', { pathParameters: { mls: 'R6000001' }, token: client.idToken }))
      .body as PropertyDetails;
    expect(house.histories.map((entry) => `${entry.date} ${entry.event} ${entry.price} ${entry.mls}`)).toEqual([
      '2026-06-03 Listed 1349000 R6000001',
      '2025-09-23 Sold 1287650 R5000011',
      '2025-09-02 Listed 1299000 R5000011',
      '2024-03-19 Leased 3875 R4000012',
      '2024-03-04 Listed 3950 R4000012',
    ]);
    expect(house.similarSold.map((listing) => listing.mls).sort()).toEqual(['R6000013', 'R6000014']);
    expect(house.similarSold[0]).toHaveProperty('soldDate');
  });

  it('answers the details of a listing the index leaves out (an old sale), masked for a visitor', async () => {
    const { status, body } = await call('GET /properties/{mls}', { pathParameters: { mls: 'C4000009' } });
    expect(status).toBe(200);
    expect((body as PropertyDetails).summary).toMatchObject({ status: 'sold', masked: true });
    expect((body as PropertyDetails).summary).not.toHaveProperty('soldPrice');
  });

  it("keeps a property's history to its own town: the same street address in another city is another home", async () => {
    // QA 43: 118 Church St, Mississauga, showed the sale of 118 Church St, Vaughan ($1,683,000),
    // another owner's house, while its annual report rightly said it had never sold.
    await putListings([
      ridge('V3000021', {
        ...deal('sold', '2023-10-14', 1_779_000, '2023-10-27', '2023-12-01', 1_683_000, 13),
        municipality: 'Vaughan',
        community: 'Vaughan',
        neighbour: 'elsewhere',
        location: { lat: 43.83, lon: -79.52 },
      }),
      // The same town spelt another way by an import: the same home.
      ridge('R3000022', {
        ...deal('leased', '2022-02-01', 2_950, '2022-02-20', '2022-03-01', 2_900, 19),
        municipality: 'richmond-hill ',
      }),
    ]);
    const historyOf = async (mls: string) =>
      (
        (await call('GET /properties/{mls}', { pathParameters: { mls }, token: client.idToken }))
          .body as PropertyDetails
      ).histories.map((entry) => `${entry.event} ${entry.mls}`);

    expect(await historyOf('R6000001')).toEqual([
      'Listed R6000001',
      'Sold R5000011',
      'Listed R5000011',
      'Leased R4000012',
      'Listed R4000012',
      'Leased R3000022',
      'Listed R3000022',
    ]);
    expect(await historyOf('V3000021')).toEqual(['Sold V3000021', 'Listed V3000021']);
  });
});

describe('bad input', () => {
  const refused = async (routeKey: string, options: Parameters<typeof apiEvent>[1]) => {
    const answer = await call(routeKey, options);
    expect(answer.status, JSON.stringify(options)).toBe(400);
    expect(answer.body.message).toEqual(expect.any(String));
    return answer.body as { message: string; field?: string };
  };

  it.each([
    [
      'an inverted box',
      { topLeft: '43.5,-79.0', bottomRight: '43.9,-79.7' },
      'topLeft must be north-west of bottomRight.',
    ],
    [
      'a latitude out of range',
      { topLeft: '95,-79.7', bottomRight: '43.5,-79.0' },
      expect.stringContaining('latitude'),
    ],
    ['an absurdly large box', { topLeft: '60,-140', bottomRight: '20,-50' }, 'The map area is too large: zoom in.'],
    ['a page size over the maximum', { size: '101' }, 'size must be from 1 to 100.'],
    ['a negative price', { minPrice: '-5' }, 'minPrice must not be negative.'],
    ['an unknown type', { types: 'castle' }, 'types must be all or a comma-separated list of property types.'],
    ['a corner that is not a number', { topLeft: 'north,west' }, expect.stringContaining('lat,lng')],
    ['a page beyond the cap', { from: '10001' }, 'from must be from 0 to 10000.'],
  ])('refuses %s on /properties and /markers with a 400 that says why', async (_, query, message) => {
    for (const routeKey of ['GET /properties', 'GET /markers']) {
      expect((await refused(routeKey, { query: query as Record<string, string> })).message).toEqual(message);
    }
  });

  it('refuses a query string of 10 KB on every call, before reading it', async () => {
    const query = { topLeft: '43.66,-79.4', address: 'x'.repeat(10_240) };
    for (const routeKey of ['GET /properties', 'GET /markers', 'GET /quickview', 'GET /search']) {
      expect((await refused(routeKey, { query })).message).toBe(
        'The query string is too long: at most 4096 characters.',
      );
    }
  });

  it('refuses quick-view ids and search text that are not what they should be', async () => {
    await refused('GET /quickview', { query: { ids: 'C5000001,<script>' } });
    await refused('GET /quickview', { query: {} });
    await refused('GET /search', { query: { q: '   ' } });
    await refused('GET /search/location/{id}', { pathParameters: { id: 'Not A Place!' } });
    await refused('GET /properties/{mls}', { pathParameters: { mls: '../etc' } });
  });

  it('answers 404 with a clear message for an unknown MLS number', async () => {
    const { status, body } = await call('GET /properties/{mls}', { pathParameters: { mls: 'X9999999' } });
    expect(status).toBe(404);
    expect(body.message).toBe('There is no listing with the MLS number X9999999.');
  });

  it('refuses an invalid token rather than answering as a visitor', async () => {
    expect((await call('GET /markers', { token: 'not-a-token' })).status).toBe(401);
  });
});

describe('a new snapshot', () => {
  it('is picked up by a running service within 30 seconds, without a restart', async () => {
    const before = (await call('GET /properties', { query: { ...view, showSold: '365' } })).body as PropertiesAnswer;
    const fresh = { ...searchListings[0]!, mls: 'C5000099', address: '18 Maple Avenue', listDate: '2026-06-15' };
    await putListings([fresh]);
    await runJob('search-index', runSearchIndexBuild, {});

    const soon = (await call('GET /properties', { query: { ...view, showSold: '365' } })).body as PropertiesAnswer;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31_000 });
    const later = (await call('GET /properties', { query: { ...view, showSold: '365' } })).body as PropertiesAnswer;

    expect(soon.total).toBe(before.total);
    expect(later.total).toBe(before.total + 1);
    expect(later.hits[0]!.mls).toBe('C5000099');
  });
});
