import {
  BatchGetCommand,
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '@shared/listing';
import { importListingFile, importNeighbourhoodFile } from '../../../functions/imports/run-import';
import { ImportError } from '../../../functions/imports/import-problems';
import { dynamo } from '../../../functions/lib/aws-clients';
import { getListing, putListings } from '../../../functions/property/listing-repository';
import { listNeighbourhoods, replaceNeighbourhoods } from '../../../functions/property/neighbourhood-repository';
import { runJob } from '../../../functions/jobs/job';
import { runSoldReportAggregation } from '../../../functions/property/jobs/sold-report-aggregation/run';
import { getNeighbourhoodSales } from '../../../functions/property/sold-report-repository';
import { fixtureListings, fixtureNeighbourhoods } from '../../support/sold-report-fixture';
import { useTestStack } from '../../support/test-stack';

let stack: Awaited<ReturnType<typeof useTestStack>>;
const now = new Date('2026-06-15T12:00:00Z');

/** Toronto as one big square over both fixture neighbourhoods: "Old Toronto". */
const oneTorontoNeighbourhood = JSON.stringify({
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { AREA_SHORT_CODE: '1', AREA_NAME: 'Old Toronto' },
      geometry: {
        type: 'MultiPolygon',
        coordinates: [
          [
            [
              [-79.41, 43.63],
              [-79.35, 43.63],
              [-79.35, 43.67],
              [-79.41, 43.67],
              [-79.41, 43.63],
            ],
          ],
        ],
      },
    },
  ],
});

const ids = async () => (await listNeighbourhoods()).map((n) => n.id).sort();

const throttled = () => Object.assign(new Error('Throughput exceeded'), { name: 'ThrottlingException' });

/**
 * The table through aws-sdk-client-mock, for faults dynalite cannot produce: every call goes
 * on to dynalite, except the BatchWriteItem calls `fails` picks by their number (from 1, in
 * the order they are sent), which are refused as throttled. `restore()` when done.
 */
function faultyTable(fails: (call: number) => boolean) {
  const real = DynamoDBDocumentClient.from(stack.dynamoClient, { marshallOptions: { removeUndefinedValues: true } });
  const mock = mockClient(dynamo());
  mock.on(GetCommand).callsFake((input) => real.send(new GetCommand(input)));
  mock.on(PutCommand).callsFake((input) => real.send(new PutCommand(input)));
  mock.on(QueryCommand).callsFake((input) => real.send(new QueryCommand(input)));
  mock.on(ScanCommand).callsFake((input) => real.send(new ScanCommand(input)));
  mock.on(BatchGetCommand).callsFake((input) => real.send(new BatchGetCommand(input)));
  let calls = 0;
  mock.on(BatchWriteCommand).callsFake(async (input) => {
    calls += 1;
    if (fails(calls)) throw throttled();
    return real.send(new BatchWriteCommand(input));
  });
  return { restore: () => mock.restore(), batchWrites: () => calls };
}

/** Every item of the property table, as stored (keys included), in key order. */
async function everyItem(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await DynamoDBDocumentClient.from(stack.dynamoClient).send(
      new ScanCommand({ TableName: process.env.PROPERTY_TABLE, ExclusiveStartKey }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  const key = (item: Record<string, unknown>) => `${String(item.PK)}\u0000${String(item.SK)}`;
  return items.sort((a, b) => (key(a) < key(b) ? -1 : 1));
}

/** A condo on the market in Gamma Heights, with the details only the property page reads. */
function condo(n: number, fields: Partial<Listing> = {}): Listing {
  return {
    mls: `W88${String(n).padStart(5, '0')}`,
    numberOfPic: 1,
    unit: String(100 + n),
    address: '5 Gamma Way',
    municipality: 'Mississauga',
    community: 'Mississauga',
    area: 'Peel',
    county: 'Ontario',
    neighbour: 'gamma-heights',
    type: 'condo',
    style: 'Apartment',
    oriType: 'Condo Apt',
    saleType: 'Sale',
    status: 'forSale',
    listDate: '2026-06-01',
    listingPrice: 500_000 + n,
    originalPrice: 500_000 + n,
    dom: 14,
    bedroom: 2,
    brPlus: 0,
    bathroom: 1,
    parking: 1,
    totalParking: 1,
    location: { lat: 43.59, lon: -79.61 },
    details: { description: `Unit ${100 + n}, south view.`, rooms: [{ name: 'Living', length: 5.2, width: 3.9 }] },
    ...fields,
  };
}

const csvHeader = 'mls,address,unit,municipality,type,saleType,status,listDate,listingPrice,bedroom,bathroom,lat,lon';
/** A CSV row for listing `n` at a new price. */
const csvRow = (n: number, price: number) =>
  `${condo(n).mls},5 Gamma Way,${100 + n},Mississauga,condo,Sale,forSale,2026-06-05,${price},2,1,43.59,-79.61`;

beforeAll(async () => {
  stack = await useTestStack();
});

describe('importing', () => {
  it('refuses listings before there are neighbourhoods, changing nothing', async () => {
    await expect(importListingFile('mls\nX', { now })).rejects.toThrow('There are no neighbourhoods yet');
  });

  it("replaces Toronto's neighbourhoods, keeps the other communities', and moves listings to the new ones", async () => {
    await replaceNeighbourhoods(fixtureNeighbourhoods, new Date('2026-06-01T00:00:00Z'));
    await putListings(fixtureListings);

    const summary = await importNeighbourhoodFile(oneTorontoNeighbourhood, { community: 'Toronto', now });

    expect(await ids()).toEqual(['gamma-heights', 'old-toronto']);
    expect(summary).toMatchObject({ imported: 1, problems: [] });
    expect(summary.reassigned).toBe(10); // every fixture listing in Alpha Park or Beta Village
    expect((await getListing(fixtureListings[0]!.mls))?.neighbour).toBe('old-toronto');
  });

  it('leaves the previous neighbourhoods in place when no feature of a file can be imported', async () => {
    const before = await ids();

    await expect(
      importNeighbourhoodFile(JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature' }] }), {
        community: 'Toronto',
        now,
      }),
    ).rejects.toThrow(ImportError);

    expect(await ids()).toEqual(before);
  });

  it('leaves the previous neighbourhoods in place when the table fails while the new set is written', async () => {
    const before = await ids();
    const table = faultyTable((call) => call === 1);
    try {
      const failure = importNeighbourhoodFile(JSON.stringify(JSON.parse(oneTorontoNeighbourhood)), {
        community: 'Toronto',
        now,
      });
      await expect(failure).rejects.toThrow(ImportError);
      await expect(failure).rejects.toThrow('Throughput exceeded');
    } finally {
      table.restore();
    }

    expect(await ids()).toEqual(before);
  });

  it('imports the good rows of a CSV, reports the bad ones by line, and the sold reports follow', async () => {
    await replaceNeighbourhoods(fixtureNeighbourhoods, new Date('2026-06-02T00:00:00Z'));
    const csv = [
      'mls,address,municipality,type,saleType,status,listDate,soldDate,listingPrice,soldPrice,bedroom,bathroom,lat,lon',
      'C7770001,1 Gamma Way,Mississauga,Townhouse,Sale,sold,2026-05-01,2026-05-11,900000,950000,3,3,43.59,-79.61',
      'C7770002,2 Gamma Way,Mississauga,Townhouse,Sale,sold,2026-05-01,,900000,,3,3,43.59,-79.61',
      'C7770003,3 Gamma Way,Mississauga,Townhouse,Sale,sold,2026-05-02,2026-05-12,1000000,1010000,3,3,43.59,-79.61',
    ].join('\n');

    const summary = await importListingFile(csv, { now });
    await runJob('sold-report-aggregation', runSoldReportAggregation, { all: true });

    expect(summary.imported).toBe(2);
    expect(summary.problems).toEqual([
      { where: 'line 3', message: 'soldDate: A sold listing needs soldDate and soldPrice.' },
    ]);
    expect(await getListing('C7770002')).toBeUndefined();
    expect(
      (await getNeighbourhoodSales('2026-05', { visitor: false })).sales?.neighbourhoods['gamma-heights'],
    ).toMatchObject({
      freeholdTownhouse: { soldNumber: 2, averagePrice: 980_000 },
    });
  });
});

describe('an import that fails part-way', () => {
  it('puts back the listings a CSV overwrote and removes the ones it added, then reports the failure', async () => {
    await replaceNeighbourhoods(fixtureNeighbourhoods, new Date('2026-06-03T00:00:00Z'));
    // 60 listings before the import; the file carries them at new prices and 240 more.
    await putListings(Array.from({ length: 60 }, (_, n) => condo(n)));
    const csv = [csvHeader, ...Array.from({ length: 300 }, (_, n) => csvRow(n, 700_000 + n))].join('\n');
    const before = await everyItem();

    // 300 rows are 12 batches of 25, sent 8 at a time: the first 9 reach dynalite, the 10th is
    // refused after the first 8 were committed, the other two of its round go through.
    const table = faultyTable((call) => call === 10);
    try {
      const failure = importListingFile(csv, { now });
      await expect(failure).rejects.toThrow(ImportError);
      await expect(failure).rejects.toThrow(
        'Writing the listings failed (Throughput exceeded); the previous data was put back.',
      );
      expect(table.batchWrites()).toBeGreaterThan(12); // the import's 12, then the restore's
    } finally {
      table.restore();
    }

    expect(await everyItem()).toEqual(before);
    expect(await getListing(condo(0).mls)).toEqual(condo(0));
    expect(await getListing(condo(59).mls)).toEqual(condo(59));
    expect(await getListing(condo(60).mls)).toBeUndefined();
    expect(await getListing(condo(299).mls)).toBeUndefined();
  });

  it('imports the same file whole once the table answers again', async () => {
    const csv = [csvHeader, ...Array.from({ length: 300 }, (_, n) => csvRow(n, 700_000 + n))].join('\n');

    expect((await importListingFile(csv, { now })).imported).toBe(300);

    expect(await getListing(condo(0).mls)).toMatchObject({ listingPrice: 700_000, listDate: '2026-06-05' });
    expect(await getListing(condo(299).mls)).toMatchObject({ listingPrice: 700_299 });
  });

  it('keeps the previous neighbourhoods current and every listing where it was when moving listings fails', async () => {
    await replaceNeighbourhoods(fixtureNeighbourhoods, new Date('2026-06-04T00:00:00Z'));
    // 80 listings in Alpha Park, which the file below merges into Old Toronto.
    const alpha = Array.from({ length: 80 }, (_, n) =>
      condo(1000 + n, {
        neighbour: 'alpha-park',
        municipality: 'Toronto',
        community: 'Toronto',
        area: 'Toronto',
        address: '9 Alpha Road',
        location: { lat: 43.65, lon: -79.39 },
      }),
    );
    await putListings(alpha);
    const neighbourhoodsBefore = await ids();
    const before = await everyItem();
    const later = new Date('2026-06-16T12:00:00Z');
    const newSet = `NBSET#${later.toISOString().replace(/[-:.]/g, '')}`;

    // BatchWriteItem 1 writes the new set, a PutItem makes it current, then the listings move
    // in batches of 25: the second batch of listings is refused.
    const table = faultyTable((call) => call === 3);
    try {
      await expect(
        importNeighbourhoodFile(oneTorontoNeighbourhood, { community: 'Toronto', now: later }),
      ).rejects.toThrow(
        'Importing the neighbourhoods of Toronto failed (Throughput exceeded); the previous data was put back.',
      );
    } finally {
      table.restore();
    }

    expect(await ids()).toEqual(neighbourhoodsBefore);
    expect(neighbourhoodsBefore).toContain('alpha-park');
    // Everything as it was, but for the new set's items, which nothing points to.
    const after = await everyItem();
    expect(after.filter((item) => item.PK !== newSet)).toEqual(before);
    expect(await getListing(alpha[0]!.mls)).toEqual(alpha[0]);
    expect(await getListing(alpha[79]!.mls)).toEqual(alpha[79]);
  });

  it('moves listings to their new neighbourhood whole, details and all', async () => {
    const summary = await importNeighbourhoodFile(oneTorontoNeighbourhood, { community: 'Toronto', now });

    expect(summary.reassigned).toBeGreaterThanOrEqual(80);
    const moved = await getListing(condo(1000).mls);
    expect(moved).toEqual({
      ...condo(1000, {
        neighbour: 'old-toronto',
        municipality: 'Toronto',
        community: 'Toronto',
        area: 'Toronto',
        address: '9 Alpha Road',
        location: { lat: 43.65, lon: -79.39 },
      }),
    });
    expect(moved?.details?.description).toBe('Unit 1100, south view.');
  });

  it('says that the table holds part of the import when putting the previous data back fails too', async () => {
    const csv = [csvHeader, ...Array.from({ length: 60 }, (_, n) => csvRow(n, 900_000 + n))].join('\n');

    const table = faultyTable((call) => call >= 2);
    try {
      const failure = importListingFile(csv, { now });
      await expect(failure).rejects.toThrow(
        /^Writing the listings failed \(Throughput exceeded\), and putting the previous data back failed too \(Throughput exceeded\): the table holds part of the import\. Run the same import again to complete it\.$/,
      );
      await expect(failure).rejects.not.toBeInstanceOf(ImportError);
    } finally {
      table.restore();
    }
  });
});
