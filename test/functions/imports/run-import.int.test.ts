import { BatchWriteCommand, DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, describe, expect, it } from 'vitest';
import { importListingFile, importNeighbourhoodFile } from '../../../functions/imports/run-import';
import { ImportError } from '../../../functions/imports/import-problems';
import { dynamo } from '../../../functions/lib/aws-clients';
import { getListing, putListings } from '../../../functions/property/listing-repository';
import { listNeighbourhoods, replaceNeighbourhoods } from '../../../functions/property/neighbourhood-repository';
import { runJob } from '../../../functions/jobs/job';
import { runSoldReportAggregation } from '../../../functions/jobs/sold-report-aggregation/run';
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
    const real = DynamoDBDocumentClient.from(stack.dynamoClient);
    const mock = mockClient(dynamo());
    mock.on(GetCommand).callsFake((input) => real.send(new GetCommand(input)));
    mock.on(QueryCommand).callsFake((input) => real.send(new QueryCommand(input)));
    mock
      .on(BatchWriteCommand)
      .rejects(Object.assign(new Error('Throughput exceeded'), { name: 'ThrottlingException' }));
    try {
      await expect(
        importNeighbourhoodFile(JSON.stringify(JSON.parse(oneTorontoNeighbourhood)), { community: 'Toronto', now }),
      ).rejects.toThrow('Throughput exceeded');
    } finally {
      mock.restore();
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
    expect((await getNeighbourhoodSales('2026-05'))?.neighbourhoods['gamma-heights']).toMatchObject({
      freeholdTownhouse: { soldNumber: 2, averagePrice: 980_000 },
    });
  });
});
