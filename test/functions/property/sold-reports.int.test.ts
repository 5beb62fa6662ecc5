import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { NeighbourhoodSalesAnswer, SoldReportAnswer } from '@shared/sold-report/types';
import { handler } from '../../../functions/property/index';
import { putListings } from '../../../functions/property/listing-repository';
import { replaceNeighbourhoods } from '../../../functions/property/neighbourhood-repository';
import { forgetNeighbourhoods } from '../../../functions/property/neighbourhood-directory';
import { runJob } from '../../../functions/jobs/job';
import { runSoldReportAggregation } from '../../../functions/jobs/sold-report-aggregation/run';
import { resetEnv } from '../../../functions/lib/env';
import { apiEvent, lambdaContext } from '../../support/api-event';
import { alphaMaySoldPrices, fixtureListings, fixtureNeighbourhoods } from '../../support/sold-report-fixture';
import { useTestStack, type TestUser } from '../../support/test-stack';

let stack: Awaited<ReturnType<typeof useTestStack>>;
let client: TestUser;

function setClock(instant: string) {
  process.env.NOW = instant;
  resetEnv();
}

async function call(routeKey: string, options: Parameters<typeof apiEvent>[1] = {}) {
  const result = await handler(apiEvent(routeKey, options), lambdaContext());
  return { status: result.statusCode, body: result.body ? JSON.parse(result.body) : undefined, raw: result.body ?? '' };
}

const report = (id: string, time?: string, token?: string) =>
  call('GET /soldreports/{neighbourhoodId}', {
    pathParameters: { neighbourhoodId: id },
    ...(time && { query: { time } }),
    ...(token && { token }),
  });

async function soldReportItems() {
  const { Items } = await DynamoDBDocumentClient.from(stack.dynamoClient).send(
    new ScanCommand({
      TableName: stack.tableNames.property,
      FilterExpression: 'begins_with(PK, :sr)',
      ExpressionAttributeValues: { ':sr': 'SR' },
    }),
  );
  return (Items ?? []).sort((a, b) => `${a.PK}|${a.SK}`.localeCompare(`${b.PK}|${b.SK}`));
}

beforeAll(async () => {
  stack = await useTestStack();
  client = await stack.createUser({ email: 'olivia.chen@example.com' });
  setClock('2026-06-15T12:00:00Z');
  await replaceNeighbourhoods(fixtureNeighbourhoods, new Date('2026-06-01T00:00:00Z'));
  await putListings(fixtureListings);
  forgetNeighbourhoods();
  await runJob('sold-report-aggregation', runSoldReportAggregation, {});
});

afterEach(() => setClock('2026-06-15T12:00:00Z'));

describe('GET /soldreports/{neighbourhoodId}', () => {
  it('answers a signed-in caller the full report of the month, with the sales', async () => {
    const { status, body } = await report('alpha-park', '202605', client.idToken);
    const answer = body as SoldReportAnswer;

    expect(status).toBe(200);
    expect(answer.time).toBe('202605');
    expect(answer.neighbourhood).toEqual({ id: 'alpha-park', name: 'Alpha Park', community: 'Toronto' });
    expect(answer.reports.detatched).toMatchObject({ soldNumber: 3, averagePrice: 1_080_000, newListing: 3 });
    expect(answer.reports.detatched.soldProperties.map((row) => row.soldPrice)).toEqual([
      1_260_000, 880_000, 1_100_000,
    ]);
    expect(answer.reports.condo.soldProperties).toHaveLength(1);
  });

  it('gives the charts the 12 months to the report month for the GTA, the community and the neighbourhood', async () => {
    const answer = (await report('alpha-park', '202605', client.idToken)).body as SoldReportAnswer;

    for (const series of [answer.statistics, answer.communityStatistics, answer.neighbourhoodStatistics]) {
      expect(Object.keys(series)).toHaveLength(12);
      expect(Object.keys(series)[0]).toBe('2025-06');
      expect(Object.keys(series).at(-1)).toBe('2026-05');
    }
    expect(answer.statistics['2026-05']!.detatched).toMatchObject({ soldPrice: 895_000, soldNumber: 5 });
    expect(answer.communityStatistics['2026-05']!.detatched.soldNumber).toBe(5);
    expect(answer.neighbourhoodStatistics['2026-05']!.detatched.soldNumber).toBe(3);
  });

  it('shows a visitor counts and averages of 3 or more sales, and no sold price of fewer or of any one sale', async () => {
    const signedIn = (await report('alpha-park', '202605', client.idToken)).body as SoldReportAnswer;
    const { status, body, raw } = await report('alpha-park', '202605');
    const anonymous = body as SoldReportAnswer;

    expect(signedIn.reports.detatched.soldProperties.length).toBeGreaterThanOrEqual(3);
    expect(status).toBe(200);
    for (const price of alphaMaySoldPrices) expect(raw).not.toContain(String(price));
    for (const type of Object.values(anonymous.reports)) expect(type.soldProperties).toEqual([]);
    expect(anonymous.reports.detatched).toMatchObject({ soldNumber: 3, averagePrice: 1_080_000 });
    expect(anonymous.reports.condo).toMatchObject({
      soldNumber: 1,
      averagePrice: null,
      averageListPrice: null,
      averageSellingToListPrice: null,
      dom: null,
    });
    expect(anonymous.reports.detatched).toMatchObject({ averagePriceLastYear: null, domLastYear: null });
    for (const series of [anonymous.statistics, anonymous.communityStatistics, anonymous.neighbourhoodStatistics]) {
      for (const byType of Object.values(series)) {
        for (const entry of Object.values(byType)) {
          if (entry.soldNumber < 3) expect(entry).toMatchObject({ soldPrice: null, dom: null });
        }
      }
    }
  });

  it('defaults to last month, and fills a month without data with empty reports of every type', async () => {
    expect((await report('beta-village', undefined, client.idToken)).body.time).toBe('202605');

    const { status, body } = await report('beta-village', '202001', client.idToken);
    expect(status).toBe(200);
    expect(Object.keys(body.reports)).toHaveLength(6);
    expect(body.reports.detatched).toMatchObject({ soldNumber: 0, averagePrice: null, averageSellingToListPrice: 1 });
  });

  it('answers 404 for an unknown neighbourhood and 400 for a malformed or future month', async () => {
    expect((await report('nowhere-at-all', '202605')).status).toBe(404);
    expect((await report('alpha-park', '2026-05')).status).toBe(400);
    expect((await report('alpha-park', '202613')).status).toBe(400);
    const future = await report('alpha-park', '202607');
    expect(future.status).toBe(400);
    expect(future.body.message).toBe('time must not be a future month.');
    expect((await report('Not A Slug!', '202605')).status).toBe(400);
  });

  it('takes "future" in Toronto: at 00:30 on June 1st June is the month to date, at 23:30 on May 31st it is not yet', async () => {
    setClock('2026-06-01T04:30:00Z');
    expect((await report('alpha-park', '202606')).status).toBe(200);
    expect((await report('alpha-park')).body.time).toBe('202605');

    setClock('2026-06-01T03:30:00Z');
    expect((await report('alpha-park', '202606')).status).toBe(400);
    expect((await report('alpha-park')).body.time).toBe('202604');
  });
});

describe('GET /soldreports/neighbourhoods', () => {
  it("answers every neighbourhood's sales and average price by type, withholding a visitor's averages of fewer than 3", async () => {
    const signedIn = (
      await call('GET /soldreports/neighbourhoods', { query: { time: '202605' }, token: client.idToken })
    ).body as NeighbourhoodSalesAnswer;
    const anonymous = (await call('GET /soldreports/neighbourhoods', { query: { time: '202605' } }))
      .body as NeighbourhoodSalesAnswer;

    expect(signedIn.neighbourhoods['alpha-park']).toEqual({
      detatched: { soldNumber: 3, averagePrice: 1_080_000 },
      condo: { soldNumber: 1, averagePrice: 620_000 },
    });
    expect(anonymous.neighbourhoods['alpha-park']).toEqual({
      detatched: { soldNumber: 3, averagePrice: 1_080_000 },
      condo: { soldNumber: 1, averagePrice: null },
    });
    expect(anonymous.neighbourhoods['beta-village']).toEqual({ detatched: { soldNumber: 1, averagePrice: null } });
  });
});

describe('GET /neighbourhoods', () => {
  it('lists every neighbourhood with its community and outline', async () => {
    const { status, body } = await call('GET /neighbourhoods');

    expect(status).toBe(200);
    expect(body.neighbourhoods.map((n: { id: string }) => n.id).sort()).toEqual([
      'alpha-park',
      'beta-village',
      'gamma-heights',
    ]);
    expect(body.neighbourhoods[0]).toHaveProperty('geometry.type');
  });
});

describe('the aggregation job', () => {
  it('writes the same items when it runs again', async () => {
    const before = await soldReportItems();

    await runJob('sold-report-aggregation', runSoldReportAggregation, { all: true });

    expect(before.length).toBeGreaterThan(0);
    expect(await soldReportItems()).toEqual(before);
  });
});
