import { monthsBackStart } from '@shared/format/dates';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { BatchWriteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceKm } from '@shared/annual-report/comparables';
import { annualReportMessages as m, type AnnualReport, type AnnualReportList } from '@shared/annual-report/types';
import type { UserFeeds } from '@shared/feeds';
import type { HomeValuation } from '@shared/home-value/types';
import type { Listing } from '@shared/listing';
import { handler } from '../../../functions/home-value/index';
import { getReport } from '../../../functions/home-value/reports/report-repository';
import { runJob } from '../../../functions/jobs/job';
import { runSearchIndexBuild } from '../../../functions/property/jobs/search-index/run';
import { dynamo, resetClients } from '../../../functions/lib/aws-clients';
import { env, resetEnv } from '../../../functions/lib/env';
import { forgetSearchIndex } from '../../../functions/property/search-index/loader';
import { handler as userHandler } from '../../../functions/user/index';
import { accountIndexKeys, accountKeys } from '../../../functions/user/accounts/keys';
import { findFreePort, startSesLocal, type RunningEmulator } from '../../../infra/local/stand-ins/emulators';
import { apiEvent, lambdaContext } from '../../support/api-event';
import { mailTo } from '../../support/mail-capture';
import { useTestBucket, useTestStack, type TestUser } from '../../support/test-stack';
import { formBodyOf, seedValuationWorld, valuationNow, valuationToday } from '../../support/valuation-world';

let stack: Awaited<ReturnType<typeof useTestStack>>;
let ses: RunningEmulator;
const site = 'https://homes.example';
const printDesk = 'print.desk@brokerage.example.com';
let listings: Listing[];
let agent: TestUser;
let otherAgent: TestUser;
let client: TestUser;
let otherClient: TestUser;
let admin: TestUser;
let house: Listing;

async function call(
  routeKey: string,
  options: { token?: string; params?: Record<string, string>; query?: Record<string, string>; body?: unknown } = {},
  service = handler,
) {
  const event = apiEvent(routeKey, {
    ...(options.token && { token: options.token }),
    ...(options.params && { pathParameters: options.params }),
    ...(options.query && { query: options.query }),
    ...(options.body !== undefined && { body: options.body }),
  });
  const result = await service(event, lambdaContext());
  return { status: result.statusCode ?? 0, body: result.body ? JSON.parse(result.body) : undefined };
}

/** A new valuation of the house (or another home), the client's (the agent's contact). */
async function newValuation(owner: TestUser = client, home: Listing = house): Promise<HomeValuation> {
  const answer = await call('POST /homevalue', {
    token: owner.idToken,
    body: formBodyOf(home),
  });
  expect(answer.status).toBe(201);
  return answer.body as HomeValuation;
}

async function newReport(token = agent.idToken, owner: TestUser = client, home = house): Promise<AnnualReport> {
  const valuation = await newValuation(owner, home);
  const answer = await call('POST /homevalue/{id}/report', { token, params: { id: valuation.id } });
  expect(answer.status).toBe(201);
  return answer.body as AnnualReport;
}

const addComparable = (id: string, mls: string, token = agent.idToken) =>
  call('PUT /homevalue/reports/{id}/similarSolds/{mls}', { token, params: { id, mls } });
const removeComparable = (id: string, mls: string, token = agent.idToken) =>
  call('DELETE /homevalue/reports/{id}/similarSolds/{mls}', { token, params: { id, mls } });
const requestPrint = (id: string, token = agent.idToken) =>
  call('POST /homevalue/{id}/report/print', { token, params: { id } });

/** Sold listings that are in none of these reports and are not the house: free to add. */
function soldNotIn(report: AnnualReport, count: number): string[] {
  const taken = new Set([...report.similarSolds.map((p) => p.mls), report.homeValue.lastListing?.mls, house.mls]);
  return listings
    .filter((l) => l.status === 'sold' && !taken.has(l.mls))
    .slice(0, count)
    .map((l) => l.mls);
}

/** Brings a report's comparables to exactly `count`. */
async function withComparables(report: AnnualReport, count: number): Promise<AnnualReport> {
  let current = report;
  for (const property of current.similarSolds.slice(count)) {
    current = (await removeComparable(report.id, property.mls)).body as AnnualReport;
  }
  for (const mls of soldNotIn(current, count - current.similarSolds.length)) {
    current = (await addComparable(report.id, mls)).body as AnnualReport;
  }
  expect(current.similarSolds).toHaveLength(count);
  return current;
}

const printMailsOf = async (reportId: string) =>
  (await mailTo(ses.endpoint, printDesk)).filter((mail) =>
    (mail.body.text ?? '').includes(`preview=${encodeURIComponent(reportId)}`),
  );

/**
 * Puts a fault on DynamoDB's calls: `fault(command, send)` answers each call, `send()` reaching
 * dynalite for real. Only for what dynalite cannot do (a failed read, unprocessed items).
 */
function dynamoFault(fault: (command: unknown, send: () => Promise<unknown>) => Promise<unknown>) {
  const client = dynamo();
  const mock = mockClient(client);
  const original = (mock.send as unknown as { wrappedMethod: (...args: unknown[]) => Promise<unknown> }).wrappedMethod;
  mock.send.callsFake(((...args: unknown[]) => fault(args[0], () => original.apply(client, args))) as never);
  return mock;
}

/** Moves a contact to another agent, as the agent → contact link is stored (the contact's profile). */
async function moveContact(contact: TestUser, to: TestUser) {
  await dynamo().send(
    new UpdateCommand({
      TableName: env().USER_TABLE,
      Key: accountKeys.profile(contact.sub),
      UpdateExpression: 'SET agentId = :agent, GSI1PK = :pk, GSI1SK = :sk',
      ExpressionAttributeValues: {
        ':agent': to.sub,
        ':pk': accountIndexKeys.agentContact(to.sub, contact.sub).GSI1PK,
        ':sk': accountIndexKeys.agentContact(to.sub, contact.sub).GSI1SK,
      },
    }),
  );
}

beforeAll(async () => {
  stack = await useTestStack();
  await useTestBucket('PHOTOS_BUCKET');
  ses = await startSesLocal({ port: await findFreePort() });
  Object.assign(process.env, {
    NOW: valuationNow,
    SES_ENDPOINT: ses.endpoint,
    SITE_URL: site,
    MAIL_FROM: 'GTA Homes <no-reply@example.com>',
    PRODUCT_NAME: 'GTA Homes',
    PRINT_DESK_EMAIL: printDesk,
  });
  resetEnv();
  resetClients();
  listings = await seedValuationWorld(4000);
  forgetSearchIndex();
  await runJob('search-index', runSearchIndexBuild, {});
  house = listings.find((l) => l.type === 'detatched' && !l.unit && l.status === 'sold' && l.soldDate! > '2025-06-01')!;
  agent = await stack.createUser({ email: 'agent.ar@example.com', groups: ['agent'], profile: true });
  otherAgent = await stack.createUser({ email: 'other.ar@example.com', groups: ['agent'], profile: true });
  admin = await stack.createUser({ email: 'admin.ar@example.com', groups: ['admin'], profile: true });
  client = await stack.createUser({ email: 'client.ar@example.com', profile: { agentId: agent.sub } });
  otherClient = await stack.createUser({ email: 'sophia.ar@example.com', profile: { agentId: otherAgent.sub } });
}, 600_000);

afterAll(async () => {
  await ses?.stop();
});

describe('creating an annual report', () => {
  it("proposes up to 5 of the model's comparables, all sold within the last 12 months and none the home itself", async () => {
    const report = await newReport();

    const yearAgo = `${Number(valuationToday.slice(0, 4)) - 1}${valuationToday.slice(4)}`;
    expect(report.similarSolds.length).toBeGreaterThan(0);
    expect(report.similarSolds.length).toBeLessThanOrEqual(5);
    for (const comparable of report.similarSolds) {
      expect(comparable.status).toBe('sold');
      expect(comparable.soldDate! > yearAgo && comparable.soldDate! <= valuationToday).toBe(true);
      expect(comparable.mls).not.toBe(report.homeValue.lastListing?.mls);
      // Every space, as the home's own parking is counted, for the PDF's Parking row.
      expect(comparable.totalParking).toBe(listings.find((l) => l.mls === comparable.mls)!.totalParking);
    }
    expect(new Set(report.similarSolds.map((p) => p.mls)).size).toBe(report.similarSolds.length);
    expect(report.similarActives.length).toBeLessThanOrEqual(5);
    expect(report.similarActives.every((p) => p.status === 'forSale')).toBe(true);
    expect(report).toMatchObject({ year: 2026, createdAt: valuationNow, userId: client.sub });
    expect(report.updatedAt).toBeUndefined();
    expect(report.propertyDetails?.summary.mls).toBe(report.homeValue.lastListing?.mls);
    // The home's own position, for the PDF's map and distances when it has no listing.
    expect(report.location).toEqual({ lat: expect.any(Number), lon: expect.any(Number) });
    expect(report.chart.length).toBeGreaterThan(0);
    expect(report.neighbourhoods.map((n) => n.id)).toContain(report.similarSolds[0]!.neighbour);
  });

  it("proposes comparables of the home's own type first, widening to houses only when too few, never to multi", async () => {
    // Issue 25, finding 6: a semi was proposed a multi-residential and a detached.
    const recentSemis = listings.filter(
      (l) => l.type === 'semiDetatched' && !l.unit && l.status === 'sold' && l.soldDate! > '2025-06-01',
    );
    for (const semi of recentSemis.slice(0, 3)) {
      const report = await newReport(agent.idToken, client, semi);

      const types = report.similarSolds.map((p) => p.type);
      expect(types.length).toBeGreaterThan(0);
      // Sold in the year, it is near itself, but never its own comparable (homeKeyOf).
      expect(report.similarSolds.map((p) => p.address)).not.toContain(semi.address);
      expect(types.every((t) => ['semiDetatched', 'detatched', 'freeholdTownhouse'].includes(t))).toBe(true);
      const own = types.filter((t) => t === 'semiDetatched').length;
      // Its own type first; another house only when fewer than 5 semis were within reach.
      expect(types.slice(0, own).every((t) => t === 'semiDetatched')).toBe(true);
      if (own < types.length) expect(own).toBeLessThan(5);
    }
  });

  it('proposes the sales most like the home: a large house gets houses near its size and bedrooms', async () => {
    // The model's heaviest sales were proposed nearest first: a 5-bedroom house of 3,000 sq ft
    // was shown 2-bedroom bungalows of 900 sq ft down its street as its comparables.
    const middle = (p: Pick<Listing, 'footageFrom' | 'footageTo'>) =>
      p.footageFrom !== undefined && p.footageTo !== undefined ? (p.footageFrom + p.footageTo) / 2 : undefined;
    const large = listings.filter(
      (l) => l.type === 'detatched' && !l.unit && l.bedroom >= 5 && (l.footageFrom ?? 0) >= 3000,
    );
    expect(large.length).toBeGreaterThanOrEqual(3);
    const gaps: number[] = [];
    for (const home of large.slice(0, 3)) {
      const report = await newReport(agent.idToken, client, home);
      for (const comparable of report.similarSolds) {
        const size = middle(comparable);
        if (size !== undefined) gaps.push(Math.abs(Math.log(size / middle(home)!)));
        expect(comparable.bedroom, comparable.address).toBeGreaterThanOrEqual(home.bedroom - 2);
      }
    }
    gaps.sort((a, b) => a - b);
    // The test world holds few large houses (14 sales within reach of each): half of the
    // proposed within a factor 1.6 of the home's size (nearest first gave a median of 1.9).
    expect(gaps[Math.floor(gaps.length / 2)]).toBeLessThan(Math.log(1.6));
    // The proposal reads a house's size from its listing, as its value does (review 24): without
    // it the farthest was 3.3 times the home's size.
    expect(gaps.at(-1)).toBeLessThan(Math.log(2.5));
  });

  it("proposes sales priced within a factor of 1.5 of the home's value before any priced beyond it", async () => {
    // QA 23a: a semi valued at $1.49M was proposed a sale at $2,577,000, beyond every similar sale
    // its summary showed.
    const homes = listings
      .filter((l) => l.type === 'detatched' && !l.unit && l.status === 'sold' && l.soldDate! > '2025-06-01')
      .slice(0, 8);
    const ratios: number[] = [];
    for (const home of homes) {
      const report = await newReport(agent.idToken, client, home);
      for (const comparable of report.similarSolds)
        ratios.push(Math.abs(Math.log(comparable.soldPrice! / report.homeValue.instanceValue)));
    }
    // The test world's 4,000 listings leave some houses too few sales near their price: those
    // take the nearest beyond it (3 of 40 here; the proposals by likeness alone gave 7).
    expect(ratios.length).toBeGreaterThanOrEqual(30);
    expect(ratios.filter((r) => r > Math.log(1.5)).length).toBeLessThanOrEqual(ratios.length / 10);
  });

  it('carries a confirmed value back along the area index over the 12 months, ending at that value', async () => {
    // Issue 25, finding 5: page 3 measures its change on the line of the value it shows.
    const valuation = await newValuation();
    const confirm = await call('PUT /homevalue/{id}/confirm', {
      token: agent.idToken,
      params: { id: valuation.id },
      body: { confirmedValue: 1_250_000 },
    });
    expect(confirm.status).toBe(200);

    const answer = await call('POST /homevalue/{id}/report', { token: agent.idToken, params: { id: valuation.id } });

    const report = answer.body as AnnualReport;
    const line = report.confirmedChart!;
    expect(line.at(-1)).toEqual([Date.parse(valuationToday), 1_250_000]);
    expect(line.length).toBeGreaterThanOrEqual(12);
    // From the 1st of Toronto's month a year back, where the chart's 1Y starts too (review 33b).
    expect(line[0]![0]).toBe(monthsBackStart(new Date(valuationNow), 12));
    expect(line.slice(0, -1).every(([at, value]) => new Date(at).getUTCDate() === 1 && value > 0)).toBe(true);
    // The model's own line stays, as the chart; an unconfirmed valuation's report has no other.
    expect(report.chart.length).toBeGreaterThan(12);
    expect((await newReport()).confirmedChart).toBeUndefined();
  });

  it('keeps the confirmed line, less the work the agent confirmed, whatever the owner edits after (QA 63a L5, review 64)', async () => {
    // The confirmed value is of the home as it was on record then: work the owner enters later,
    // whenever it was done, is not in it; the work that was stays taken out, after any edit.
    const home = listings.find(
      (l) =>
        l.type === 'detatched' &&
        !l.unit &&
        l.status === 'sold' &&
        l.soldDate! > '2025-06-01' &&
        l.soldDate! < '2025-12-01',
    )!;
    const valuation = await newValuation(client, home);
    // A kitchen done in January is on record when the agent confirms: the value holds it.
    const kitchen = { randomId: 'kitchen', area: 'Kitchen', cost: 90_000, completionDate: '2026-01-15' };
    const withKitchen = await call('PUT /homevalue/{id}', {
      token: client.idToken,
      params: { id: valuation.id },
      body: { ...formBodyOf(home), homeImprovements: [kitchen] },
    });
    expect(withKitchen.status).toBe(200);
    await call('PUT /homevalue/{id}/confirm', {
      token: agent.idToken,
      params: { id: valuation.id },
      body: { confirmedValue: 1_250_000 },
    });
    const report = (await call('POST /homevalue/{id}/report', { token: agent.idToken, params: { id: valuation.id } }))
      .body as AnnualReport;
    const readReport = async () =>
      (await call('GET /homevalue/reports/{id}', { token: agent.idToken, params: { id: report.id } }))
        .body as AnnualReport;

    // A day later the owner enters a roof done in February, before the confirmation, then a
    // parking space: neither is in the value the agent confirmed.
    process.env.NOW = '2026-05-16T18:00:00.000Z';
    resetEnv();
    try {
      const before = await readReport();
      expect(before.confirmedWork).toEqual([{ completionDate: '2026-01-15', added: expect.any(Number) as number }]);
      const line = before.confirmedChart!;
      const roof = { randomId: 'roof', area: 'Roof', cost: 30_000, completionDate: '2026-02-01' };
      const edited = await call('PUT /homevalue/{id}', {
        token: client.idToken,
        params: { id: valuation.id },
        body: { ...formBodyOf(home), homeImprovements: [kitchen, roof] },
      });
      expect(edited.status).toBe(200);
      expect((edited.body as HomeValuation).explanation?.improvements?.items[1]?.added).toBeGreaterThan(0);
      expect((await readReport()).confirmedChart).toEqual(line);

      const parked = await call('PUT /homevalue/{id}', {
        token: client.idToken,
        params: { id: valuation.id },
        body: { ...formBodyOf(home), parking: formBodyOf(home).parking + 1, homeImprovements: [kitchen, roof] },
      });
      expect(parked.status).toBe(200);
      const after = await readReport();
      expect(after.confirmedChart).toEqual(line);
      expect(after.confirmedWork).toEqual(before.confirmedWork);
    } finally {
      process.env.NOW = valuationNow;
      resetEnv();
    }
  });

  it("describes a home last leased out by its last sale's listing, never the lease's advert", async () => {
    const key = (listing: Listing) => `${listing.address}|${listing.unit ?? ''}`;
    const newest = new Map<string, Listing>();
    for (const listing of listings) {
      const seen = newest.get(key(listing));
      if (!seen || listing.listDate > seen.listDate) newest.set(key(listing), listing);
    }
    const leased = [...newest.values()].find(
      (listing) =>
        listing.saleType === 'Lease' &&
        listings.some((l) => key(l) === key(listing) && l.status === 'sold' && l.saleType === 'Sale'),
    )!;
    const sale = listings
      .filter((l) => key(l) === key(leased) && l.status === 'sold' && l.saleType === 'Sale')
      .sort((a, b) => b.soldDate!.localeCompare(a.soldDate!))[0]!;

    const created = await call('POST /homevalue', {
      token: client.idToken,
      body: { ...formBodyOf(leased), unit: leased.unit, footage: leased.footageFrom ?? 750 },
    });
    expect(created.status).toBe(201);
    const answer = await call('POST /homevalue/{id}/report', {
      token: agent.idToken,
      params: { id: (created.body as HomeValuation).id },
    });
    const report = answer.body as AnnualReport;

    expect(report.homeValue.lastListing?.mls).toBe(leased.mls);
    expect(report.propertyDetails?.description).toBe(sale.details?.description);
    expect(report.propertyDetails?.description).not.toMatch(/lease/i);
  });

  it('makes one report per valuation and calendar year: a second is 409 until the first is deleted', async () => {
    const valuation = await newValuation();
    const first = await call('POST /homevalue/{id}/report', { token: agent.idToken, params: { id: valuation.id } });
    expect(first.status).toBe(201);

    const second = await call('POST /homevalue/{id}/report', { token: admin.idToken, params: { id: valuation.id } });
    expect(second).toMatchObject({ status: 409, body: { message: m.oneAYear } });

    const removed = await call('DELETE /homevalue/reports/{id}', {
      token: agent.idToken,
      params: { id: first.body.id },
    });
    expect(removed.status).toBe(204);
    const gone = await call('GET /homevalue/reports/{id}', { token: agent.idToken, params: { id: first.body.id } });
    expect(gone).toMatchObject({ status: 404, body: { message: m.notFound } });
    const again = await call('POST /homevalue/{id}/report', { token: agent.idToken, params: { id: valuation.id } });
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(first.body.id);
  });

  it('lets only one of two creations at once win', async () => {
    const valuation = await newValuation();

    const answers = await Promise.all(
      [agent, admin, agent].map((caller) =>
        call('POST /homevalue/{id}/report', { token: caller.idToken, params: { id: valuation.id } }),
      ),
    );

    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
  });

  it('makes a new report of the same valuation in the next calendar year (Toronto)', async () => {
    const valuation = await newValuation();
    const now = await call('POST /homevalue/{id}/report', { token: agent.idToken, params: { id: valuation.id } });
    expect(now.status).toBe(201);
    // 00:30 on 1 January in Toronto.
    process.env.NOW = '2027-01-01T05:30:00.000Z';
    resetEnv();
    try {
      const next = await call('POST /homevalue/{id}/report', { token: agent.idToken, params: { id: valuation.id } });
      expect(next.status).toBe(201);
      expect(next.body.year).toBe(2027);
    } finally {
      process.env.NOW = valuationNow;
      resetEnv();
    }
  });

  it('deletes the reports of a valuation the owner deletes', async () => {
    const report = await newReport();

    const removed = await call('DELETE /homevalue/{id}', { token: client.idToken, params: { id: report.valuationId } });

    expect(removed.status).toBe(204);
    expect(await getReport(report.id)).toBeUndefined();
  });
  it("deletes a valuation's reports even when the table leaves the batch delete unprocessed once", async () => {
    const report = await newReport();
    let deferred = 0;
    const mock = dynamoFault((command, send) => {
      const table = env().HOME_VALUE_TABLE;
      const requests = command instanceof BatchWriteCommand ? (command.input.RequestItems?.[table] ?? []) : [];
      const pointer = `REPORT#${report.id}`;
      if (deferred === 0 && requests.some((r) => r.DeleteRequest?.Key?.PK === pointer)) {
        deferred += 1;
        // Throttled: nothing written, every request handed back.
        return Promise.resolve({ UnprocessedItems: { [table]: requests } });
      }
      return send();
    });
    let removed;
    try {
      removed = await call('DELETE /homevalue/{id}', { token: client.idToken, params: { id: report.valuationId } });
    } finally {
      mock.restore();
    }

    expect(deferred).toBe(1);
    expect(removed.status).toBe(204);
    expect(await getReport(report.id)).toBeUndefined();
  });
});

describe('comparables', () => {
  it('never holds more than 5, says why, and changes nothing for one already there', async () => {
    const report = await withComparables(await newReport(), 5);
    const [extra] = soldNotIn(report, 1);

    const refused = await addComparable(report.id, extra!);
    expect(refused).toMatchObject({ status: 409, body: { message: m.tooManyComparables } });

    const present = await addComparable(report.id, report.similarSolds[2]!.mls);
    expect(present.status).toBe(200);
    expect(present.body.similarSolds).toEqual(report.similarSolds);
    expect((await getReport(report.id))?.comparableIds.toSorted()).toEqual(
      report.similarSolds.map((p) => p.mls).sort(),
    );
  });

  it.each([0, 2, 4])('lets exactly 5 - %i of 6 adds at once win, the others 409', async (start) => {
    const report = await withComparables(await newReport(), start);
    const candidates = soldNotIn(report, 6);

    const answers = await Promise.all(candidates.map((mls) => addComparable(report.id, mls)));

    const won = answers.filter((a) => a.status === 200);
    const lost = answers.filter((a) => a.status === 409);
    expect(won).toHaveLength(5 - start);
    expect(lost).toHaveLength(6 - (5 - start));
    expect(lost.every((a) => a.body.message === m.tooManyComparables)).toBe(true);
    const stored = (await getReport(report.id))!;
    expect(stored.similarSolds).toHaveLength(5);
    expect(new Set(stored.comparableIds).size).toBe(5);
    expect(stored.comparableIds).toEqual(stored.similarSolds.map((p) => p.mls));
  });

  it('adds the same listing once when two adds of it race', async () => {
    const report = await withComparables(await newReport(), 2);
    const [mls] = soldNotIn(report, 1);

    const answers = await Promise.all([addComparable(report.id, mls!), addComparable(report.id, mls!)]);

    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await getReport(report.id))?.comparableIds.filter((id) => id === mls)).toHaveLength(1);
  });

  it('refuses a listing that is not a sale, the home itself and an unknown number, changing nothing', async () => {
    const report = await withComparables(await newReport(), 2);
    const before = await getReport(report.id);
    const active = listings.find((l) => l.status === 'forSale')!;

    const notSale = await addComparable(report.id, active.mls);
    expect(notSale).toMatchObject({ status: 400, body: { message: m.notASale } });
    const same = await addComparable(report.id, report.homeValue.lastListing!.mls);
    expect(same).toMatchObject({ status: 400, body: { message: m.sameHome } });
    const unknown = await addComparable(report.id, 'Z9999999');
    expect(unknown.status).toBe(404);
    const invalid = await addComparable(report.id, 'not an mls!');
    expect(invalid).toMatchObject({ status: 400, body: { message: m.mlsInvalid } });

    expect(await getReport(report.id)).toEqual(before);
  });

  it('takes a listing number typed in lower case, as the property page does (QA 36 L10)', async () => {
    const report = await withComparables(await newReport(), 2);
    const [mls] = soldNotIn(report, 1);

    const added = await addComparable(report.id, mls!.toLowerCase());
    expect(added.status).toBe(200);
    expect((await getReport(report.id))?.comparableIds.toSorted()).toEqual(
      [...report.similarSolds.map((p) => p.mls), mls].sort(),
    );
    const again = await addComparable(report.id, mls!.toLowerCase());
    expect(again.body.similarSolds).toEqual(added.body.similarSolds);

    const removed = await removeComparable(report.id, mls!.toLowerCase());
    expect(removed.body.similarSolds.map((p: { mls: string }) => p.mls)).toEqual(report.similarSolds.map((p) => p.mls));
  });

  it('lists the comparables nearest the home first after a remove and an add, as the PDF numbers them (QA 63a L7)', async () => {
    const report = await withComparables(await newReport(), 3);
    const nearest = report.similarSolds[0]!;

    await removeComparable(report.id, nearest.mls);
    const added = await addComparable(report.id, nearest.mls);

    // Added back, it is the report's last; it reads first, in the answer and in a read after it.
    expect((await getReport(report.id))?.comparableIds.at(-1)).toBe(nearest.mls);
    const read = await call('GET /homevalue/reports/{id}', { token: agent.idToken, params: { id: report.id } });
    for (const answer of [added.body as AnnualReport, read.body as AnnualReport]) {
      expect(answer.similarSolds.map((p) => p.mls)).toEqual(report.similarSolds.map((p) => p.mls));
      // Read independently of comparablesInOrder: the home's own type first, each kind nearest first.
      const home = answer.propertyDetails?.summary.location ?? answer.location;
      const ownType = answer.similarSolds.map((p) => p.type === answer.homeValue.request.type);
      expect(ownType).toEqual([...ownType].sort((a, b) => Number(b) - Number(a)));
      for (const own of [true, false]) {
        const km = answer.similarSolds
          .filter((p) => (p.type === answer.homeValue.request.type) === own)
          .map((p) => distanceKm(home!, p.location!));
        expect(km).toEqual([...km].sort((a, b) => a - b));
      }
    }
  });

  it('removes one, sets updatedAt, and leaves the report unchanged for one not there', async () => {
    const report = await withComparables(await newReport(), 3);
    const [first, second, third] = report.similarSolds;

    const removed = await removeComparable(report.id, second!.mls);
    expect(removed.status).toBe(200);
    expect(removed.body.similarSolds.map((p: { mls: string }) => p.mls)).toEqual([first!.mls, third!.mls]);
    expect(removed.body.updatedAt).toBe(valuationNow);

    const absent = await removeComparable(report.id, second!.mls);
    expect(absent.status).toBe(200);
    expect(absent.body.similarSolds).toEqual(removed.body.similarSolds);
  });
});

describe('print requests', () => {
  it('e-mails the print desk once and sets printRequestAt once, for two requests one after the other', async () => {
    const report = await newReport();

    const first = await requestPrint(report.id);
    const second = await requestPrint(report.id, admin.idToken);

    expect(first.status).toBe(200);
    expect(first.body.printRequestAt).toBe(valuationNow);
    expect(second.status).toBe(200);
    expect(second.body.printRequestAt).toBe(valuationNow);
    const mails = await printMailsOf(report.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.replyTo).toEqual(['agent.ar@example.com']);
    // The button is a tracked link to the dashboard's preview of this report.
    expect(mails[0]!.body.text).toMatch(new RegExp(`${site}/e/\\S+/dashboard/valuations\\?\\S*preview=${report.id}`));
    expect(mails[0]!.body.text).toContain(report.homeValue.displayAddress);
    // Who can open the preview, and how to reach the asker (QA 47c M2: the desk could not tell).
    expect(mails[0]!.body.text).toContain(
      'The preview opens on the dashboard for the brokerage’s admins, once signed in.',
    );
  });

  it('e-mails the print desk once for two requests at once', async () => {
    const report = await newReport();

    const answers = await Promise.all([requestPrint(report.id), requestPrint(report.id, admin.idToken)]);

    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await printMailsOf(report.id)).toHaveLength(1);
    expect((await getReport(report.id))?.printRequestAt).toBe(valuationNow);
  });

  it('gives the claim back when SES refuses the e-mail, so a later request sends it', async () => {
    const report = await newReport();
    const mock = mockClient(SESv2Client);
    mock
      .on(SendEmailCommand)
      .rejects(Object.assign(new Error('Daily sending quota exceeded'), { name: 'LimitExceededException' }));
    let refused;
    try {
      refused = await requestPrint(report.id);
      expect(mock.commandCalls(SendEmailCommand)).toHaveLength(1);
    } finally {
      mock.restore();
    }

    expect(refused).toMatchObject({ status: 503, body: { message: m.printFailed } });
    expect((await getReport(report.id))?.printRequestAt).toBeUndefined();
    const retried = await requestPrint(report.id);
    expect(retried.body.printRequestAt).toBe(valuationNow);
    expect(await printMailsOf(report.id)).toHaveLength(1);
  });

  it('gives the claim back when reading the profiles fails, so a later request sends the e-mail', async () => {
    const report = await newReport();
    // The requester's full profile read (their name and branding for the e-mail) fails once;
    // every other call reaches dynalite.
    let failed = 0;
    const mock = dynamoFault((command, send) => {
      if (
        failed === 0 &&
        command instanceof GetCommand &&
        command.input.TableName === env().USER_TABLE &&
        !command.input.ProjectionExpression &&
        JSON.stringify(command.input.Key) === JSON.stringify(accountKeys.profile(agent.sub))
      ) {
        failed += 1;
        return Promise.reject(
          Object.assign(new Error('Throughput exceeds the current capacity of your table.'), {
            name: 'ProvisionedThroughputExceededException',
            $fault: 'client',
          }),
        );
      }
      return send();
    });
    let broken;
    try {
      broken = await requestPrint(report.id);
    } finally {
      mock.restore();
    }

    expect(failed).toBe(1);
    expect(broken!.status).toBeGreaterThanOrEqual(500);
    expect((await getReport(report.id))?.printRequestAt).toBeUndefined();
    expect(await printMailsOf(report.id)).toEqual([]);
    const retried = await requestPrint(report.id);
    expect(retried.status).toBe(200);
    expect(retried.body.printRequestAt).toBe(valuationNow);
    expect(await printMailsOf(report.id)).toHaveLength(1);
  });

  it('lists print-requested reports apart', async () => {
    const printed = await newReport();
    const plain = await newReport();
    await requestPrint(printed.id);

    const only = await call('GET /homevalue/agent/reports', {
      token: agent.idToken,
      query: { onlyPrintRequested: 'true' },
    });
    const all = await call('GET /homevalue/agent/reports', { token: agent.idToken });

    const onlyIds = (only.body as AnnualReportList).items.map((i) => i.id);
    expect(onlyIds).toContain(printed.id);
    expect(onlyIds).not.toContain(plain.id);
    expect((all.body as AnnualReportList).items.map((i) => i.id)).toEqual(
      expect.arrayContaining([printed.id, plain.id]),
    );
  });

  it("keeps the model's value when the report was made, for Today's value move (issue 29)", async () => {
    const report = await newReport();

    const all = await call('GET /homevalue/agent/reports', { token: agent.idToken });

    const listed = (all.body as AnnualReportList).items.find((item) => item.id === report.id)!;
    expect(listed.valueAtReport).toBe(report.homeValue.instanceValue);
    expect(listed.valueAtReport).toBeGreaterThan(0);
  });
});

describe('the report lists', () => {
  it('tell the agent the owner changed the details after the confirmation, as the valuation does (QA 62a L5)', async () => {
    const report = await newReport();
    const id = report.homeValue.id;
    await call('PUT /homevalue/{id}/confirm', {
      token: agent.idToken,
      params: { id },
      body: { confirmedValue: 1_250_000 },
    });
    const listed = async () =>
      ((await call('GET /homevalue/agent/reports', { token: agent.idToken })).body as AnnualReportList).items.find(
        (item) => item.id === report.id,
      )!;
    expect((await listed()).detailsChangedAt).toBeUndefined();

    // A day later the owner adds a bathroom.
    process.env.NOW = '2026-05-16T18:00:00.000Z';
    resetEnv();
    try {
      const body = formBodyOf(house);
      const edited = await call('PUT /homevalue/{id}', {
        token: client.idToken,
        params: { id },
        body: { ...body, bathroom: body.bathroom + 1 },
      });
      expect(edited.status).toBe(200);

      const item = await listed();
      expect(item.confirmedValue).toBe(1_250_000);
      expect(item.detailsChangedAt).toBe('2026-05-16T18:00:00.000Z');
    } finally {
      process.env.NOW = valuationNow;
      resetEnv();
    }
  });
});

describe('who reaches a report', () => {
  it('lets the client read their own report, without private notes, but not change, print or delete it', async () => {
    const report = await newReport();
    await call('PUT /homevalue/{id}/confirm', {
      token: agent.idToken,
      params: { id: report.valuationId },
      body: { confirmedValue: 1_000_000, notes: 'Looks right.', privateNotes: 'Agent only.' },
    });

    const read = await call('GET /homevalue/reports/{id}', { token: client.idToken, params: { id: report.id } });
    expect(read.status).toBe(200);
    expect(read.body.homeValue.privateNotes).toBeUndefined();
    expect(read.body.homeValue.confirmedValue).toBe(1_000_000);

    const [mls] = soldNotIn(report, 1);
    expect((await addComparable(report.id, mls!, client.idToken)).status).toBe(403);
    expect((await removeComparable(report.id, report.similarSolds[0]!.mls, client.idToken)).status).toBe(403);
    expect((await requestPrint(report.id, client.idToken)).status).toBe(403);
    const removed = await call('DELETE /homevalue/reports/{id}', { token: client.idToken, params: { id: report.id } });
    expect(removed.status).toBe(403);
    expect(await getReport(report.id)).toBeDefined();
    expect(await printMailsOf(report.id)).toEqual([]);
  });

  it("gives another agent and another agent's client the same 404 as an unknown id", async () => {
    const report = await newReport();

    for (const caller of [otherAgent, otherClient]) {
      const read = await call('GET /homevalue/reports/{id}', { token: caller.idToken, params: { id: report.id } });
      expect(read).toMatchObject({ status: 404, body: { message: m.notFound } });
    }
    const [mls] = soldNotIn(report, 1);
    expect((await addComparable(report.id, mls!, otherAgent.idToken)).status).toBe(404);
    expect((await requestPrint(report.id, otherAgent.idToken)).status).toBe(404);
    const removed = await call('DELETE /homevalue/reports/{id}', {
      token: otherAgent.idToken,
      params: { id: report.id },
    });
    expect(removed.status).toBe(404);
    expect(await getReport(report.id)).toBeDefined();
  });

  it("lists a contact's reports for the contact, their agent and admins, and refuses anyone else", async () => {
    const report = await newReport();

    for (const caller of [client, agent, admin]) {
      const list = await call('GET /homevalue/contact/reports', {
        token: caller.idToken,
        query: { userId: client.sub },
      });
      expect(list.status).toBe(200);
      expect((list.body as AnnualReportList).items.map((i) => i.id)).toContain(report.id);
    }
    for (const caller of [otherClient, otherAgent]) {
      const list = await call('GET /homevalue/contact/reports', {
        token: caller.idToken,
        query: { userId: client.sub },
      });
      expect(list.status).toBe(403);
    }
    const theirs = await call('GET /homevalue/agent/reports', { token: otherAgent.idToken });
    expect((theirs.body as AnnualReportList).items.map((i) => i.id)).not.toContain(report.id);
    const everyone = await call('GET /homevalue/agent/reports', { token: admin.idToken });
    expect((everyone.body as AnnualReportList).items.map((i) => i.id)).toContain(report.id);
  });

  it("moves a report to the contact's list when the agent assigns the valuation to them", async () => {
    const own = await newReport(agent.idToken, agent);

    const assigned = await call('PUT /homevalue/{id}/assign/{contactId}', {
      token: agent.idToken,
      params: { id: own.valuationId, contactId: client.sub },
    });

    expect(assigned.status).toBe(200);
    const list = await call('GET /homevalue/contact/reports', { token: client.idToken, query: { userId: client.sub } });
    expect((list.body as AnnualReportList).items.find((i) => i.id === own.id)).toMatchObject({ userId: client.sub });
    const read = await call('GET /homevalue/reports/{id}', { token: client.idToken, params: { id: own.id } });
    expect(read.status).toBe(200);
  });

  it("lists an agent's report of their own home in their list, and not in another agent's", async () => {
    const own = await newReport(agent.idToken, agent);

    const mine = await call('GET /homevalue/agent/reports', { token: agent.idToken });
    const theirs = await call('GET /homevalue/agent/reports', { token: otherAgent.idToken });

    expect((mine.body as AnnualReportList).items.map((i) => i.id)).toContain(own.id);
    expect((theirs.body as AnnualReportList).items.map((i) => i.id)).not.toContain(own.id);
  });
  it("takes a moved contact's reports from the former agent: 404 on read, print and comparables, gone from their list", async () => {
    const moving = await stack.createUser({ email: 'moving.ar@example.com', profile: { agentId: agent.sub } });
    const report = await newReport(agent.idToken, moving);
    const [mls] = soldNotIn(report, 1);

    await moveContact(moving, otherAgent);

    const read = await call('GET /homevalue/reports/{id}', { token: agent.idToken, params: { id: report.id } });
    expect(read).toMatchObject({ status: 404, body: { message: m.notFound } });
    expect((await requestPrint(report.id)).status).toBe(404);
    expect((await addComparable(report.id, mls!)).status).toBe(404);
    expect((await removeComparable(report.id, report.similarSolds[0]!.mls)).status).toBe(404);
    const formerList = await call('GET /homevalue/agent/reports', { token: agent.idToken });
    expect((formerList.body as AnnualReportList).items.map((i) => i.id)).not.toContain(report.id);
    const stored = await getReport(report.id);
    expect(stored?.printRequestAt).toBeUndefined();
    expect(stored?.comparableIds).toEqual(report.similarSolds.map((p) => p.mls));
    expect(await printMailsOf(report.id)).toEqual([]);
    // The new agent reaches it.
    const newList = await call('GET /homevalue/agent/reports', { token: otherAgent.idToken });
    expect((newList.body as AnnualReportList).items.map((i) => i.id)).toContain(report.id);
    const theirs = await call('GET /homevalue/reports/{id}', { token: otherAgent.idToken, params: { id: report.id } });
    expect(theirs.status).toBe(200);
  });
});

describe('feed items', () => {
  it("writes the report's creation, print request and deletion to the contact's feed", async () => {
    const report = await newReport();
    await requestPrint(report.id);
    await call('DELETE /homevalue/reports/{id}', { token: agent.idToken, params: { id: report.id } });

    const feeds = await call(
      'GET /users/{id}/feeds',
      { token: agent.idToken, params: { id: client.sub }, query: { month: valuationToday.slice(0, 7) } },
      userHandler,
    );

    expect(feeds.status).toBe(200);
    const titles = (feeds.body as UserFeeds).items
      .filter((item) => item.description === report.homeValue.displayAddress)
      .map((item) => item.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Annual report created', 'Annual report print requested', 'Annual report deleted']),
    );
  });
});
