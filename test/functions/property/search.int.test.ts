import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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
import { runSearchIndexBuild } from '../../../functions/jobs/search-index/run';
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

beforeAll(async () => {
  const stack = await useTestStack();
  await useTestBucket('PHOTOS_BUCKET');
  client = await stack.createUser({ email: 'nadia.search@example.com' });
  process.env.NOW = searchNow;
  resetEnv();
  await replaceNeighbourhoods(searchNeighbourhoods, new Date('2026-06-01T00:00:00Z'));
  await putListings(searchListings);
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

  it('answers the details of a listing the index leaves out (an old sale), masked for a visitor', async () => {
    const { status, body } = await call('GET /properties/{mls}', { pathParameters: { mls: 'C4000009' } });
    expect(status).toBe(200);
    expect((body as PropertyDetails).summary).toMatchObject({ status: 'sold', masked: true });
    expect((body as PropertyDetails).summary).not.toHaveProperty('soldPrice');
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
