import { beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '@shared/listing';
import type { HomeValuation, SharedValuation } from '@shared/home-value/types';
import { estimate } from '@shared/valuation/estimate';
import { saleFromListing } from '@shared/valuation/from-listing';
import { indexSales } from '@shared/valuation/train';
import { handler } from '../../../functions/home-value/index';
import { earliestYearBuilt } from '../../../functions/home-value/last-listing';
import { getValuation } from '../../../functions/home-value/valuation-repository';
import { listedHomeOf, subjectOf } from '../../../functions/home-value/valuing';
import { resetEnv } from '../../../functions/lib/env';
import { apiEvent, lambdaContext } from '../../support/api-event';
import { useTestBucket, useTestStack, type TestUser } from '../../support/test-stack';
import {
  currentArtifact,
  formBodyOf,
  protocolValuer,
  replaceArtifact,
  seedValuationWorld,
  valuationNow,
  valuationToday,
} from '../../support/valuation-world';
import { decodeFeatureRows, encodeFeatureRows } from '../../../functions/home-value/artifact';
import { neighbourFeatureNames } from '@shared/valuation/features';

/**
 * Issue 25 finding 3 in the running service: the home's own sale is carried along the model's
 * whole area index (the seed's five years), not only the two years of sales the service keeps
 * for its comparables, so an owner's estimate is the back-test protocol's for the same home
 * and day. The 4,000-listing world has too few resales in its calibration months to learn the
 * own sale's weight (the model then gives it none), so the artifact is given the weighting
 * the full seed's training learns (from 132 held-out resales, shared/valuation/validation-log.md
 * round 20: a fresh sale that agrees with the comparables taken whole).
 */
let stack: Awaited<ReturnType<typeof useTestStack>>;
let listings: Listing[];
let owner: TestUser;
const fullSeedWeighting = { maximum: 1, ageYears: 32, gapLog: 0.4, samples: 132 };

async function create(token: string | undefined, body: unknown) {
  const result = await handler(apiEvent('POST /homevalue', { ...(token && { token }), body }), lambdaContext());
  return { status: result.statusCode ?? 0, body: JSON.parse(result.body ?? '{}') as HomeValuation };
}

/** The share link's answer, as anyone holding the link reads it. */
async function shared(shareToken: string) {
  const event = apiEvent('GET /homevalue/shared/{token}', { pathParameters: { token: shareToken } });
  const result = await handler(event, lambdaContext());
  return { status: result.statusCode ?? 0, body: JSON.parse(result.body ?? '{}') as SharedValuation };
}

const houses = () =>
  listings.filter((l) => (l.type === 'detatched' || l.type === 'semiDetatched') && !l.unit && l.saleType === 'Sale');

/** A house's latest sale and the body the form sends for it (no purchase typed). */
function houseSoldBetween(from: string, to: string) {
  const atAddress = new Map<string, Listing[]>();
  for (const listing of houses()) atAddress.set(listing.address, [...(atAddress.get(listing.address) ?? []), listing]);
  for (const [, all] of atAddress) {
    const sold = all.filter((l) => l.status === 'sold').sort((a, b) => (a.soldDate! < b.soldDate! ? 1 : -1))[0];
    if (!sold || sold.soldDate! < from || sold.soldDate! >= to) continue;
    if ((earliestYearBuilt(all) ?? 0) >= 2019) continue;
    return {
      sale: sold,
      body: formBodyOf(sold),
    };
  }
  throw new Error(`No house sold between ${from} and ${to}`);
}

/** The body the form sends for a house with no sale on record (never sold: only listed). */
function houseNeverSold() {
  const sold = new Set(
    houses()
      .filter((l) => l.status === 'sold')
      .map((l) => l.address),
  );
  const listed = houses().find((l) => !sold.has(l.address) && (earliestYearBuilt([l]) ?? 0) < 2019);
  if (!listed) throw new Error('No house without a sale');
  return { body: formBodyOf(listed) };
}

beforeAll(async () => {
  stack = await useTestStack();
  await useTestBucket('PHOTOS_BUCKET');
  Object.assign(process.env, { NOW: valuationNow, SITE_URL: 'https://homes.example' });
  resetEnv();
  listings = await seedValuationWorld(4000);
  const { artifact } = await currentArtifact();
  await replaceArtifact({ ...artifact, model: { ...artifact.model, ownSale: fullSeedWeighting } });
  owner = await stack.createUser({ email: 'owner.own-sale@example.com', profile: true });
}, 600_000);

describe("the home's own sale in the running service (issue 25, finding 3)", () => {
  it("carries an owner's sale of three to four years ago and values the home as the back-test protocol does", async () => {
    // The service keeps the sales since 2024-05-15 for its comparables; this sale is older.
    const { sale, body } = houseSoldBetween('2022-05-15', '2023-05-15');

    const answer = await create(owner.idToken, body);

    expect(answer.status).toBe(201);
    const carried = answer.body.explanation?.carriedSale;
    expect(carried).toMatchObject({ source: 'listing', date: sale.soldDate, price: sale.soldPrice });
    expect(carried!.weight).toBeGreaterThan(0.3);
    // The protocol (DECISIONS row 37): the same model, with every sale before the day for the
    // comparables and the index, told the same home and its sale.
    const { artifact } = await currentArtifact();
    const sales = listings.flatMap((l) => saleFromListing(l) ?? []).filter((s) => s.date < valuationToday);
    const record = (await getValuation(answer.body.id))!;
    const protocol = estimate(artifact.model, subjectOf(record.location, record.request, listedHomeOf(record)), {
      asOf: valuationToday,
      sales: indexSales(artifact.model, sales),
    });
    if (protocol.kind !== 'estimate') throw new Error(protocol.reason);
    expect(answer.body).toMatchObject({
      instanceValue: protocol.value,
      lowerRange: protocol.lowerRange,
      upperRange: protocol.upperRange,
    });
    const { limitedBy: _limit, ...protocolSale } = protocol.explanation.carriedSale!;
    expect(carried).toEqual(protocolSale);
  });

  it("leaves every sale of a unit's address out of a visitor's estimate when the unit is spelt as none listed (review 39 M2)", async () => {
    // 'U1203' matched no listed unit and stayed as typed: its home key matched no home, so the
    // sale of 1203 came back as a comparable at 0 m and pulled the estimate onto its price.
    const sold = listings.find(
      (l) =>
        l.type === 'condo' &&
        /^[0-9]+$/.test(l.unit ?? '') &&
        l.status === 'sold' &&
        l.saleType === 'Sale' &&
        l.soldDate! >= '2025-06-01' &&
        l.soldDate! < valuationToday,
    )!;
    const body = { ...formBodyOf(sold), unit: `U${sold.unit}`, footage: sold.footageFrom ?? 700 };

    const answer = await create(undefined, body);

    expect(answer.status).toBe(201);
    const record = (await getValuation(answer.body.id))!;
    const valued = await protocolValuer(listings, record);
    const atAddress = (result: ReturnType<typeof valued>) =>
      result.comparables.filter((c) => c.sale.address === sold.address).map((c) => c.sale.unit);
    // The hole: read as any other home, the unit's own sale is its comparable.
    expect(atAddress(valued(false))).toContain(sold.unit);
    expect(atAddress(valued(true))).toEqual([]);
    expect(answer.body.instanceValue).toBe(valued(true).value);
  });

  it("shares no value that rests on the home's own sale: beside a visitor's estimate it gives nothing away", async () => {
    // The attack (QA 23a): an owner's value leans on the listing's recent sale, so the link's
    // value and a visitor's estimate of the same facts, side by side, solve for the sale (at a
    // weight of 0.9, to within 1%). A link shows what the home is worth with no sale on record.
    const { sale, body } = houseSoldBetween('2025-11-15', '2026-05-15');
    const owned = await create(owner.idToken, body);
    const carried = owned.body.explanation!.carriedSale!;
    expect(carried).toMatchObject({ source: 'listing', price: sale.soldPrice });
    expect(carried.weight).toBeGreaterThan(0.5);
    const visitors = await create(undefined, body);
    expect(visitors.status).toBe(201);
    expect(owned.body.instanceValue).not.toBe(visitors.body.instanceValue);

    const link = await shared(owned.body.shareToken);

    expect(link.status).toBe(200);
    expect(link.body).toMatchObject({
      instanceValue: visitors.body.instanceValue,
      lowerRange: visitors.body.lowerRange,
      upperRange: visitors.body.upperRange,
    });
    // Its line is that value carried back along the index, not the owner's daily values.
    expect(link.body.chart.at(-1)![1]).toBe(visitors.body.instanceValue);
    expect(link.body.chart.map(([, value]) => value)).not.toContain(owned.body.instanceValue);

    // A typed purchase is set aside the same way: the form prefills the listing's sale into it.
    const typed = await create(owner.idToken, { ...body, purchaseDate: sale.soldDate, purchasePrice: sale.soldPrice });
    expect(typed.body.instanceValue).not.toBe(visitors.body.instanceValue);
    expect((await shared(typed.body.shareToken)).body.instanceValue).toBe(visitors.body.instanceValue);
  });

  it('adjusts the sale for a bathroom and a parking space the owner adds since, so the value rises as without a sale', async () => {
    // Before: the sale, carried as it sold, held the rise to a tenth of the model's (weight 0.9).
    const { body } = houseSoldBetween('2025-11-15', '2026-05-15');
    const more = { ...body, bathroom: body.bathroom + 1, parking: body.parking + 1 };
    const visitorRise =
      (await create(undefined, more)).body.instanceValue / (await create(undefined, body)).body.instanceValue - 1;

    const asSold = await create(owner.idToken, body);
    const added = await create(owner.idToken, more);

    expect(visitorRise).toBeGreaterThan(0.01);
    expect(asSold.body.explanation!.carriedSale!.weight).toBeGreaterThan(0.5);
    expect(asSold.body.explanation!.carriedSale!.factsChanged).toBeUndefined();
    expect(added.body.instanceValue / asSold.body.instanceValue - 1).toBeGreaterThan(0.75 * visitorRise);
    const { factsChanged, carriedPrice } = added.body.explanation!.carriedSale!;
    expect(factsChanged!.facts.sort()).toEqual(['bathrooms', 'parking']);
    expect(
      Math.abs(carriedPrice - factsChanged!.added - asSold.body.explanation!.carriedSale!.carriedPrice),
    ).toBeLessThanOrEqual(1);
  });

  it("values a condo owner's next size range up by about what it adds for a visitor, never by nothing (QA 73a M1)", async () => {
    // Before: the next range up, read at its middle, fell within a number's slack of the listed
    // one: the sale was carried as it sold and the value rose by a fraction of a percent. The
    // first condo sold in the window whose next range up is worth 1% more to a visitor.
    const candidates = listings.filter(
      (l) =>
        l.type === 'condo' &&
        l.unit &&
        l.status === 'sold' &&
        l.saleType === 'Sale' &&
        l.footageFrom !== undefined &&
        l.footageTo !== undefined &&
        l.footageTo - l.footageFrom < 200 &&
        l.soldDate! >= '2025-11-15' &&
        l.soldDate! < '2026-05-15',
    );
    let found: { body: object; next: object; visitorRise: number } | undefined;
    for (const sold of candidates.slice(0, 20)) {
      const body = { ...formBodyOf(sold), unit: sold.unit, footage: `${sold.footageFrom}-${sold.footageTo}` };
      const width = sold.footageTo! - sold.footageFrom!;
      const next = { ...body, footage: `${sold.footageTo! + 1}-${sold.footageTo! + 1 + width}` };
      const visitorRise =
        (await create(undefined, next)).body.instanceValue / (await create(undefined, body)).body.instanceValue - 1;
      if (visitorRise > 0.01) {
        found = { body, next, visitorRise };
        break;
      }
    }
    if (!found) throw new Error('No condo sold in the window whose next range up a visitor values 1% higher');

    const asListed = await create(owner.idToken, found.body);
    const larger = await create(owner.idToken, found.next);

    expect(asListed.body.explanation!.carriedSale!.weight).toBeGreaterThan(0.5);
    expect(larger.body.instanceValue / asListed.body.instanceValue - 1).toBeGreaterThan(0.75 * found.visitorRise);
    expect(larger.body.explanation!.carriedSale!.factsChanged!.facts).toEqual(['size']);
  });

  it('counts a bathroom added since the sale and its job once, at the larger of the two: giving the bathroom never lowers the value', async () => {
    // Left since closing 24: an owner who adds a bathroom gives the count, and may well list the
    // job too ("New ensuite", $40,000). Both had counted: the count through the model, and 74% of
    // the cost on top. Review 26: holding the job by the count alone lowered the value for most
    // homes whose bathroom the market values under the job's share. The kitchen, work no fact
    // records, adds its share throughout.
    const { body } = houseSoldBetween('2025-11-15', '2026-03-15');
    const more = { ...body, bathroom: body.bathroom + 1 };
    const kitchen = { randomId: 'kitchen', area: 'Kitchen', cost: 50_000, completionDate: '2026-04-01' };
    const ensuite = { randomId: 'ensuite', area: 'New ensuite', cost: 40_000, completionDate: '2026-04-15' };

    const factOnly = await create(owner.idToken, { ...more, homeImprovements: [kitchen] });
    const jobOnly = await create(owner.idToken, { ...body, homeImprovements: [kitchen, ensuite] });
    const both = await create(owner.idToken, { ...more, homeImprovements: [kitchen, ensuite] });

    expect(both.status).toBe(201);
    // The home before the work, plus the larger of what the bathroom and the job add.
    expect(
      Math.abs(both.body.instanceValue - Math.max(factOnly.body.instanceValue, jobOnly.body.instanceValue)),
    ).toBeLessThanOrEqual(1);
    const items = both.body.explanation!.improvements!.items;
    expect(items[0]).toMatchObject({ randomId: 'kitchen', beforeLastSale: false });
    expect(items[0]!.added).toBeGreaterThan(0);
    expect(items[1]).toMatchObject({ randomId: 'ensuite', inFacts: ['bathrooms'] });
    // With the count as sold, the same job was a remodel of a bathroom there was: its share whole.
    const share = jobOnly.body.explanation!.improvements!.items[1]!;
    expect(share).not.toHaveProperty('inFacts');
    const factWorth = factOnly.body.instanceValue - (jobOnly.body.instanceValue - share.added);
    expect(Math.abs(items[1]!.added - Math.max(0, share.added - factWorth))).toBeLessThanOrEqual(2);
    // The bathroom's worth is the job's too: the history takes both out of the months before it.
    expect(Math.abs(items[1]!.factWorth! - factWorth)).toBeLessThanOrEqual(2);
  });

  it('counts an addition since the sale and the bedroom its owner gives for it once, at the larger of the two', async () => {
    // Closing 27: a house's owner, whom the form does not ask a size, gives an addition as one
    // bedroom more; the bedroom counted through the model and the addition's share on top.
    const { sale, body } = houseSoldBetween('2025-11-15', '2026-03-15');
    // The listing's dens counted as bedrooms, as an owner may count them: the home before the work.
    const before = { ...body, bedroom: sale.bedroom + sale.brPlus };
    const more = { ...before, bedroom: before.bedroom + 1 };
    const addition = { randomId: 'addition', area: 'Rear addition', cost: 150_000, completionDate: '2026-04-01' };

    const factOnly = await create(owner.idToken, more);
    const jobOnly = await create(owner.idToken, { ...before, homeImprovements: [addition] });
    const both = await create(owner.idToken, { ...more, homeImprovements: [addition] });

    expect(both.status).toBe(201);
    expect(
      Math.abs(both.body.instanceValue - Math.max(factOnly.body.instanceValue, jobOnly.body.instanceValue)),
    ).toBeLessThanOrEqual(1);
    const item = both.body.explanation!.improvements!.items[0]!;
    expect(item).toMatchObject({ randomId: 'addition', inFacts: ['bedrooms'] });
    const share = jobOnly.body.explanation!.improvements!.items[0]!.added;
    expect(share).toBeGreaterThan(0);
    const factWorth = factOnly.body.instanceValue - (jobOnly.body.instanceValue - share);
    expect(Math.abs(item.added + item.factWorth! - Math.max(share, factWorth))).toBeLessThanOrEqual(2);

    // The share link's line: in the months before the work, the home as it was then, without the
    // work or the bedroom it made (QA 28: today's rooms and work had been carried back to 2021).
    const asItWas = await create(owner.idToken, before);
    const [improved, plain] = await Promise.all([shared(both.body.shareToken), shared(asItWas.body.shareToken)]);
    const month = (chart: [number, number][], key: string) =>
      chart.find(([at]) => new Date(at).toISOString().startsWith(key))![1];
    for (const key of ['2024-06', '2025-12', '2026-03'])
      expect(Math.abs(month(improved.body.chart, key) - month(plain.body.chart, key)), key).toBeLessThanOrEqual(1);
    expect(month(improved.body.chart, '2026-05')).toBeGreaterThan(month(plain.body.chart, '2026-05'));
  });

  it('adds nothing for improvements completed before a purchase too old to be carried', async () => {
    // Bought in 2020, before the area index begins (2021-05, five years of sales): no carried line
    // (a home with no sale on record since: with one, that sale would be its last, QA 33).
    const { body } = houseNeverSold();
    const improved = {
      ...body,
      purchaseDate: '2020-06-01',
      purchasePrice: 700_000,
      homeImprovements: [
        { randomId: 'roof', area: 'New roof', cost: 20_000, completionDate: '2020-01-15' },
        { randomId: 'kitchen', area: 'Kitchen', cost: 60_000, completionDate: '2021-03-01' },
      ],
    };

    const answer = await create(owner.idToken, improved);

    expect(answer.status).toBe(201);
    const explanation = answer.body.explanation!;
    expect(explanation.carriedSale).toBeUndefined();
    // The owner is told why it adds nothing: the index starts after it.
    expect(explanation.saleBeforeIndex).toEqual({ date: '2020-06-01', source: 'purchase', indexFrom: '2021-05' });
    expect(explanation.improvements!.items[0]).toMatchObject({ randomId: 'roof', beforeLastSale: true, added: 0 });
    expect(explanation.improvements!.items[1]).toMatchObject({ randomId: 'kitchen', beforeLastSale: false });
    expect(explanation.improvements!.added).toBe(explanation.improvements!.items[1]!.added);
    expect(explanation.improvements!.added).toBeGreaterThan(0);
  });
});

describe("the service's sales index from an artifact's stored neighbour features (review 53)", () => {
  it('values a home alike from an artifact without them (written before they were stored) and from one whose rows do not fit', async () => {
    const { artifact } = await currentArtifact();
    const { body } = houseNeverSold();
    expect(artifact.neighbourFeatures?.length).toBeGreaterThan(0);
    const valueWith = async (changed: object) => {
      await replaceArtifact(changed);
      const answer = await create(undefined, body);
      expect(answer.status).toBe(201);
      return { value: answer.body.instanceValue, low: answer.body.lowerRange, high: answer.body.upperRange };
    };

    try {
      const stored = await valueWith(artifact);
      const { neighbourFeatures, ...older } = artifact;
      expect(await valueWith(older)).toEqual(stored);
      // Faults: one sale's row short (rows of other sales), and bytes cut mid-number. Found
      // again rather than an engine that never loads.
      const rows = decodeFeatureRows(neighbourFeatures!);
      const oneRowShort = encodeFeatureRows(rows.subarray(0, rows.length - neighbourFeatureNames.length));
      expect(await valueWith({ ...artifact, neighbourFeatures: oneRowShort })).toEqual(stored);
      expect(await valueWith({ ...artifact, neighbourFeatures: neighbourFeatures!.slice(0, 400) })).toEqual(stored);
    } finally {
      await replaceArtifact(artifact);
    }
  });
});
