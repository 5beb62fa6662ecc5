import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { resetClients } from '../../../../functions/lib/aws-clients';
import { resetEnv } from '../../../../functions/lib/env';
import { getDataSet } from '../../../../functions/property/data-set-repository';
import { getListing, scanListings } from '../../../../functions/property/listing-repository';
import { listNeighbourhoods } from '../../../../functions/property/neighbourhood-repository';
import type { Listing } from '@shared/listing';
import { createBuckets } from '../../../../infra/local/provision/buckets';
import { createTables } from '../../../../infra/local/provision/tables';
import { generateGtaDataSet } from '../../../../infra/local/seed/gta-data-set';
import { seedGtaData } from '../../../../infra/local/seed/seed';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const region = 'ca-central-1';
const now = new Date('2026-05-15T16:00:00Z');

let s3: S3Client;
let bucket: string;
const lines: string[] = [];
const log = (line: string) => lines.push(line);

async function allListings(): Promise<Listing[]> {
  const found: Listing[] = [];
  await scanListings((page) => found.push(...page));
  return found;
}

beforeAll(async () => {
  const emulators = inject('emulators');
  const prefix = `t${randomUUID().slice(0, 8)}-`;
  const tables = await createTables(
    new DynamoDBClient({ endpoint: emulators.dynamodbEndpoint, region, credentials }),
    prefix,
  );
  s3 = new S3Client({ endpoint: emulators.s3Endpoint, region, credentials, forcePathStyle: true });
  bucket = `${prefix}photos`;
  await createBuckets(s3, [bucket]);
  Object.assign(process.env, { PROPERTY_TABLE: tables.property, DYNAMODB_ENDPOINT: emulators.dynamodbEndpoint });
  resetEnv();
  resetClients();
});

describe('seedGtaData', () => {
  it('writes the neighbourhoods, the photo pool and the listings, then marks the data set seeded', async () => {
    const result = await seedGtaData({ size: 400, now, s3, photosBucket: bucket, log });

    expect(result.seeded).toBe(true);
    expect(await getDataSet()).toMatchObject({
      size: 400,
      today: '2026-05-15',
      listings: 400,
      neighbourhoods: 314,
      photos: 50,
    });
    expect(await listNeighbourhoods()).toHaveLength(314);
    const expected = generateGtaDataSet({ size: 400, today: '2026-05-15' }).listings;
    expect(await getListing(expected[123]!.mls)).toEqual(expected[123]);
    expect(await allListings()).toHaveLength(400);
    const photo = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: 'p/pool/49.jpg' }));
    expect(photo.ContentType).toBe('image/jpeg');
    expect(lines[0]).toBe('Seeding the GTA data set (400 listings)…');
  });

  it('does nothing when the data set is already there', async () => {
    lines.length = 0;
    const result = await seedGtaData({ size: 900, now, s3, photosBucket: bucket, log });

    expect(result).toMatchObject({ seeded: false, state: { size: 400 } });
    expect(lines).toEqual([]);
    expect(await allListings()).toHaveLength(400);
  });

  it('replaces the data set when forced, deleting the listings the new one does not overwrite', async () => {
    const result = await seedGtaData({ size: 250, now, s3, photosBucket: bucket, log, force: true });

    expect(result.seeded).toBe(true);
    const stored = await allListings();
    expect(stored).toHaveLength(250);
    const expected = new Set(generateGtaDataSet({ size: 250, today: '2026-05-15' }).listings.map((l) => l.mls));
    expect(stored.every((listing) => expected.has(listing.mls))).toBe(true);
    expect((await getDataSet())?.size).toBe(250);
  });
});
