import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { propertyTypes } from '@shared/property-types';
import type { MonthlyStatistic, NeighbourhoodSalesAnswer, SoldReportAnswer } from '@shared/sold-report/types';
import { handler } from '../../../functions/property/index';
import { putListings } from '../../../functions/property/listing-repository';
import { replaceNeighbourhoods } from '../../../functions/property/neighbourhood-repository';
import { forgetNeighbourhoods } from '../../../functions/property/neighbourhood-directory';
import { runJob } from '../../../functions/jobs/job';
import { runSoldReportAggregation } from '../../../functions/property/jobs/sold-report-aggregation/run';
import { resetEnv } from '../../../functions/lib/env';
import { apiEvent, lambdaContext } from '../../support/api-event';
import {
  alphaMaySoldPrices,
  deltaMarchSoldPrice,
  deltaNeighbourhood,
  fixtureListings,
  fixtureNeighbourhoods,
  gammaMarchSoldPrice,
  visitorListings,
} from '../../support/sold-report-fixture';
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

const neighbourhoodSales = async (time: string, token?: string) =>
  (await call('GET /soldreports/neighbourhoods', { query: { time }, ...(token && { token }) }))
    .body as NeighbourhoodSalesAnswer;

/** Every chart entry of an answer. */
const chartEntries = (answer: SoldReportAnswer): MonthlyStatistic[] =>
  [answer.statistics, answer.communityStatistics, answer.neighbourhoodStatistics].flatMap((series) =>
    Object.values(series).flatMap((byType) => Object.values(byType)),
  );

/** A sum of sales a caller can work out from a count and an average (null when either is withheld). */
const total = (sales: { soldNumber: number | null; averagePrice?: number | null; soldPrice?: number | null }) => {
  const average = sales.averagePrice ?? sales.soldPrice ?? null;
  return sales.soldNumber === null || average === null ? null : sales.soldNumber * average;
};

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

/**
 * Where these tests' data begins: a sale outside every neighbourhood of January 2024, so that
 * every month the tests compare with last year is one the data holds whole (`withinData`).
 */
const earliest = {
  ...fixtureListings[0]!,
  mls: 'T0000001',
  address: '1 Early Street',
  location: { lat: 43.7, lon: -79.2 },
  type: 'condoTownhouse' as const,
  listDate: '2024-01-02',
  soldDate: '2024-01-12',
  closeDate: '2024-01-12',
  dom: 10,
};

beforeAll(async () => {
  stack = await useTestStack();
  client = await stack.createUser({ email: 'olivia.chen@example.com' });
  setClock('2026-06-15T12:00:00Z');
  await replaceNeighbourhoods([...fixtureNeighbourhoods, deltaNeighbourhood], new Date('2026-06-01T00:00:00Z'));
  await putListings([...fixtureListings, ...visitorListings, earliest]);
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
    // Alpha Park's 3 detached sales: not the average, since Toronto's 5 minus Alpha Park's 3 would
    // give the sum of the other 2 (Beta Village's and one outside), nor the count, which would give
    // their number (QA 46d M2).
    expect(signedIn.reports.detatched).toMatchObject({ soldNumber: 3, averagePrice: 1_080_000 });
    expect(anonymous.reports.detatched).toMatchObject({
      soldNumber: null,
      averagePrice: null,
      averageListPrice: null,
      averageSellingToListPrice: null,
      dom: null,
      newListing: 3,
    });
    expect(anonymous.neighbourhoodStatistics['2026-05']!.detatched).toMatchObject({
      soldNumber: null,
      soldPrice: null,
    });
    // Toronto's and the GTA's 5 detached sales of May show.
    expect(anonymous.communityStatistics['2026-05']!.detatched).toMatchObject({ soldNumber: 5, soldPrice: 895_000 });
    expect(anonymous.statistics['2026-05']!.detatched).toMatchObject({ soldNumber: 5, soldPrice: 895_000 });
    // One condo sale: neither its count nor its figures.
    expect(anonymous.reports.condo).toMatchObject({
      soldNumber: null,
      averagePrice: null,
      averageListPrice: null,
      averageSellingToListPrice: null,
      dom: null,
      newListing: 1,
    });
    // Last year's 2 sales: withheld too.
    expect(signedIn.reports.detatched).toMatchObject({ soldNumberLastYear: 2, averagePriceLastYear: 895_000 });
    expect(anonymous.reports.detatched).toMatchObject({
      soldNumberLastYear: null,
      averagePriceLastYear: null,
      averageListPriceLastYear: null,
      domLastYear: null,
      newListingLastYear: 1,
    });
    // No type without sales loses its figures: 0 is 0, and the spec's ratio of 1 stays.
    expect(anonymous.reports.multi).toMatchObject({ soldNumber: 0, averageSellingToListPrice: 1 });
    for (const entry of chartEntries(anonymous)) {
      expect([1, 2]).not.toContain(entry.soldNumber);
      if (entry.soldNumber === null || entry.soldNumber < 3)
        expect(entry).toMatchObject({ soldPrice: null, dom: null });
    }
  });

  it('shows a visitor the figures of a neighbourhood and community that isolate no sale', async () => {
    const anonymous = (await report('beta-village', '202603')).body as SoldReportAnswer;

    // Not its days on market: no mean of fewer than 10 sales (DECISIONS row 35). These 4 sold on
    // March 6–9, 29 days after being listed: a sum so near its least would place each early in March.
    expect(anonymous.reports.condoTownhouse).toMatchObject({ soldNumber: 4, averagePrice: 678_000, dom: null });
    // The ratio of the averages it shows (DECISIONS row 36), not the mean of the 4 sales' ratios.
    expect(anonymous.reports.condoTownhouse.averageSellingToListPrice).toBeCloseTo(678 / 675, 12);
    expect(anonymous.neighbourhoodStatistics['2026-03']!.condoTownhouse).toMatchObject({
      soldNumber: 4,
      soldPrice: 678_000,
    });
    // Toronto is hidden to keep the GTA's figures (the next test): 9 − 8 would be one sale, its
    // price and its count.
    expect(anonymous.communityStatistics['2026-03']!.condoTownhouse.soldNumber).toBeNull();
    expect(anonymous.communityStatistics['2026-03']!.condoTownhouse.soldPrice).toBeNull();
    expect(anonymous.statistics['2026-03']!.condoTownhouse).toMatchObject({ soldNumber: 9 });
    expect(anonymous.statistics['2026-03']!.condoTownhouse.soldPrice).not.toBeNull();
  });

  it("keeps a visitor from subtracting a community's visible neighbourhoods from it to get one sale's price", async () => {
    // March 2026, condo townhouses: Toronto 8 = Alpha Park 3 + Beta Village 4 + Delta Row 1.
    const signedIn = (await report('beta-village', '202603', client.idToken)).body as SoldReportAnswer;
    const signedInSales = (await neighbourhoodSales('202603', client.idToken)).neighbourhoods;
    const toronto = total(signedIn.communityStatistics['2026-03']!.condoTownhouse)!;
    const alpha = total(signedInSales['alpha-park']!.condoTownhouse!)!;
    const beta = total(signedInSales['beta-village']!.condoTownhouse!)!;
    // With every cell of 3 sales or more shown, Toronto minus Alpha and Beta is Delta Row's one sale.
    expect(toronto - alpha - beta).toBeCloseTo(deltaMarchSoldPrice, 3);
    expect(total(signedIn.statistics['2026-03']!.condoTownhouse)! - toronto).toBeCloseTo(gammaMarchSoldPrice, 3);

    const bodies = [
      await report('beta-village', '202603'),
      await report('alpha-park', '202603'),
      await report('delta-row', '202603'),
      await report('gamma-heights', '202603'),
      await call('GET /soldreports/neighbourhoods', { query: { time: '202603' } }),
    ];
    for (const { raw } of bodies) {
      expect(raw).not.toContain(String(deltaMarchSoldPrice));
      expect(raw).not.toContain(String(gammaMarchSoldPrice));
    }
    const [beta1, alpha1, delta1] = bodies.map((answer) => answer.body as SoldReportAnswer);
    const visitorSales = (bodies[4]!.body as NeighbourhoodSalesAnswer).neighbourhoods;

    // Alpha Park is hidden as well (the smaller of the two shown), its count too: Toronto's 8 minus
    // Alpha Park's 3 and Beta Village's 4 told Delta Row's withheld count, 1 (QA 46d M2).
    expect(visitorSales['alpha-park']!.condoTownhouse).toEqual({ soldNumber: null, averagePrice: null });
    expect(alpha1!.reports.condoTownhouse).toMatchObject({ soldNumber: null, averagePrice: null });
    expect(alpha1!.neighbourhoodStatistics['2026-03']!.condoTownhouse).toMatchObject({ soldPrice: null });
    expect(visitorSales['delta-row']!.condoTownhouse).toEqual({ soldNumber: null, averagePrice: null });
    expect(delta1!.reports.condoTownhouse).toMatchObject({ soldNumber: null, averagePrice: null });
    expect(visitorSales['beta-village']!.condoTownhouse).toEqual({ soldNumber: 4, averagePrice: 678_000 });

    // One level up: the GTA's 9 minus Toronto's 8 would be Gamma Heights' one sale. The GTA is
    // every report's benchmark: Toronto, the one area whose hiding lifts that residual, is hidden
    // instead (QA 21c F1), and the GTA shown.
    for (const answer of [beta1!, alpha1!, delta1!]) {
      expect(answer.communityStatistics['2026-03']!.condoTownhouse).toMatchObject({
        soldNumber: null,
        soldPrice: null,
      });
      expect(answer.statistics['2026-03']!.condoTownhouse.soldNumber).toBe(9);
    }
    // The counts a visitor can subtract: the GTA's 9 less Beta Village's 4, 5 sales in all.
    const seenCounts = ['alpha-park', 'beta-village', 'delta-row'].map(
      (id) => visitorSales[id]!.condoTownhouse!.soldNumber,
    );
    expect(seenCounts).toEqual([null, 4, null]);
    // What the visitor can subtract: the GTA minus every neighbourhood it sees a total of.
    const visitorGta = total(beta1!.statistics['2026-03']!.condoTownhouse)!;
    expect(visitorGta).toBeCloseTo(total(signedIn.statistics['2026-03']!.condoTownhouse)!, 3);
    const seen = ['alpha-park', 'beta-village', 'delta-row'].map((id) => total(visitorSales[id]!.condoTownhouse!));
    expect(seen).toEqual([null, beta, null]);
    const rest = visitorGta - beta;
    // 5 sales (Alpha Park's 3, Delta Row's and Gamma Heights'): no price of one.
    expect(rest).toBeCloseTo(alpha + deltaMarchSoldPrice + gammaMarchSoldPrice, 3);
    expect(Math.abs(rest - deltaMarchSoldPrice)).toBeGreaterThan(1_000_000);
    expect(Math.abs(rest - gammaMarchSoldPrice)).toBeGreaterThan(1_000_000);
  });

  // QA 46d H1: the month to date's counts, read on two days, told a sale's day (3 → 4, 0 → '--'):
  // DECISIONS row 35 allows a visitor nothing finer than a sale's month.
  it('shows a visitor no figure of sales of the month to date, not even a count, which the next sale would change', async () => {
    // June 2026 on the clock of the run: Beta Village's 3 semi-detached sales so far.
    const signedIn = (await report('beta-village', '202606', client.idToken)).body as SoldReportAnswer;
    const anonymous = (await report('beta-village', '202606')).body as SoldReportAnswer;
    const visitorSales = await neighbourhoodSales('202606');

    expect(signedIn.reports.semiDetatched).toMatchObject({ soldNumber: 3, averagePrice: 923_333.3333333334 });
    for (const type of propertyTypes) {
      expect(anonymous.reports[type]).toMatchObject({
        soldNumber: null,
        averagePrice: null,
        averageListPrice: null,
        averageSellingToListPrice: null,
        dom: null,
      });
      for (const series of [anonymous.statistics, anonymous.communityStatistics, anonymous.neighbourhoodStatistics]) {
        expect(series['2026-06']![type]).toMatchObject({ soldNumber: null, soldPrice: null, dom: null });
      }
    }
    // Not even which neighbourhoods have a sale so far: every one alike, withheld, none left out
    // (which the map reads as 0 sales).
    const withheld = Object.fromEntries(propertyTypes.map((type) => [type, { soldNumber: null, averagePrice: null }]));
    expect(
      Object.values(visitorSales.neighbourhoods).every((byType) => JSON.stringify(byType) === JSON.stringify(withheld)),
    ).toBe(true);
    expect(visitorSales.neighbourhoods['beta-village']).toEqual(withheld);
    expect(visitorSales.neighbourhoods['alpha-park']).toEqual(withheld);
    // In the same answer, a closed month of 3 sales or more shows (March's 4 condo townhouses).
    expect(anonymous.neighbourhoodStatistics['2026-03']!.condoTownhouse.soldPrice).toBe(678_000);
  });

  it('shows a visitor nothing of the month just closed on the 1st until the job publishes it, then its figures', async () => {
    // 00:30 in Toronto on July 1st: June is closed, and the daily run (03:00 or 04:00) has not come yet.
    setClock('2026-07-01T04:30:00Z');
    const before = (await report('beta-village', '202606')).body as SoldReportAnswer;
    expect(before.reports.semiDetatched).toMatchObject({ soldNumber: null, averagePrice: null, dom: null });
    expect((await neighbourhoodSales('202606')).neighbourhoods['beta-village']).toMatchObject({
      semiDetatched: { soldNumber: null, averagePrice: null },
    });

    setClock('2026-07-01T08:00:00Z');
    await runJob('sold-report-aggregation', runSoldReportAggregation, {});
    const after = (await report('beta-village', '202606')).body as SoldReportAnswer;

    // Beta Village's 3 sales are Toronto's and the GTA's only semi-detached sales of June: nothing to
    // subtract. Not their days on market (19 / 3; fewer than 10 sales): listed on June 1 and 2, that
    // would place each in June's first three weeks.
    expect(after.reports.semiDetatched).toMatchObject({
      soldNumber: 3,
      averagePrice: 2_770_000 / 3,
      dom: null,
    });
    expect(after.reports.semiDetatched.averageSellingToListPrice).toBeCloseTo(2_770 / 2_760, 12);
    expect(after.statistics['2026-06']!.semiDetatched).toMatchObject({ soldNumber: 3, soldPrice: 2_770_000 / 3 });
    expect((await neighbourhoodSales('202606')).neighbourhoods['beta-village']).toEqual({
      semiDetatched: { soldNumber: 3, averagePrice: 2_770_000 / 3 },
    });
  });

  it('defaults to last month, and answers a month before the data with reports of every type and no figures', async () => {
    expect((await report('beta-village', undefined, client.idToken)).body.time).toBe('202605');

    // QA 44 M1: a month before the data had read "0 sales", as if none had sold.
    for (const token of [client.idToken, undefined]) {
      const { status, body } = await report('beta-village', '202001', token);
      expect(status).toBe(200);
      expect(body).toMatchObject({ dataFrom: '2024-01-02', dataWholeFrom: '2024-04' });
      expect(Object.keys(body.reports)).toHaveLength(6);
      expect(body.reports.detatched).toMatchObject({
        soldNumber: null,
        soldNumberLastYear: null,
        averagePrice: null,
        averageSellingToListPrice: null,
      });
      expect(chartEntries(body as SoldReportAnswer).every((entry) => entry.soldNumber === null)).toBe(true);
    }
    // April 2026's last year, April 2025, the data holds whole.
    const april = (await report('gamma-heights', '202604', client.idToken)).body as SoldReportAnswer;
    expect(april.reports.multi.soldNumberLastYear).toBe(0);
    expect(april.statistics['2025-05']!.detatched.soldNumber).toBe(2);
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
  it("answers every neighbourhood's sales and average price by type, withholding a visitor's counts and averages of fewer than 3", async () => {
    const signedIn = await neighbourhoodSales('202605', client.idToken);
    const anonymous = await neighbourhoodSales('202605');

    expect(signedIn.neighbourhoods['alpha-park']).toEqual({
      detatched: { soldNumber: 3, averagePrice: 1_080_000 },
      condo: { soldNumber: 1, averagePrice: 620_000 },
    });
    expect(signedIn.neighbourhoods['beta-village']).toEqual({ detatched: { soldNumber: 1, averagePrice: 735_000 } });
    // Alpha Park's detached cell is hidden too: Toronto's 5 minus it would give 2 sales' sum, and count.
    expect(anonymous.neighbourhoods['alpha-park']).toEqual({
      detatched: { soldNumber: null, averagePrice: null },
      condo: { soldNumber: null, averagePrice: null },
    });
    expect(anonymous.neighbourhoods['beta-village']).toEqual({ detatched: { soldNumber: null, averagePrice: null } });
  });
});

describe('GET /neighbourhoods', () => {
  it('lists every neighbourhood with its community and outline', async () => {
    const { status, body } = await call('GET /neighbourhoods');

    expect(status).toBe(200);
    expect(body.neighbourhoods.map((n: { id: string }) => n.id).sort()).toEqual([
      'alpha-park',
      'beta-village',
      'delta-row',
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
