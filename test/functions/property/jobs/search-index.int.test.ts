import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { runJob } from '../../../../functions/jobs/job';
import { runSearchIndexBuild } from '../../../../functions/property/jobs/search-index/run';
import { findJob } from '../../../../functions/jobs/jobs';
import { resetEnv } from '../../../../functions/lib/env';
import { putListings } from '../../../../functions/property/listing-repository';
import { searchIndexObjects } from '../../../../functions/property/keys';
import { decodeSnapshot } from '../../../../functions/property/search-index/snapshot';
import { textAt } from '../../../../functions/property/search-index/table-codec';
import { searchListings, searchNow } from '../../../support/search-world';
import { useTestBucket, useTestStack } from '../../../support/test-stack';

let s3: S3Client;
let bucket: string;

const setClock = (instant: string) => {
  process.env.NOW = instant;
  resetEnv();
};

async function objectKeys(): Promise<string[]> {
  const { Contents = [] } = await s3.send(
    new ListObjectsV2Command({ Bucket: bucket, Prefix: searchIndexObjects.prefix }),
  );
  return Contents.map((object) => object.Key!).sort();
}

async function readObject(key: string): Promise<Uint8Array> {
  const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return object.Body!.transformToByteArray();
}

const pointer = async () =>
  JSON.parse(new TextDecoder().decode(await readObject(searchIndexObjects.pointer()))) as {
    version: string;
    key: string;
    listings: number;
    today: string;
  };

beforeAll(async () => {
  await useTestStack();
  ({ s3, bucket } = await useTestBucket('PHOTOS_BUCKET'));
  setClock(searchNow);
  await putListings(searchListings);
});

describe('the search-index job', () => {
  it('is a daily row of the job table, rebuilt after imports, writing to the photos bucket', () => {
    expect(findJob('search-index')).toMatchObject({
      schedule: { every: 'day' },
      derivedFromListings: true,
      buckets: { photos: 'readWrite' },
    });
  });

  it('writes a snapshot of the listings on the market and the deals of the last year, then the pointer to it', async () => {
    const run = await runJob('search-index', runSearchIndexBuild, {});

    expect(run.summary).toMatchObject({ listings: 10, searchable: 8 });
    const current = await pointer();
    expect(current).toMatchObject({
      listings: 8,
      today: '2026-06-15',
      key: searchIndexObjects.snapshot(current.version),
    });
    const snapshot = decodeSnapshot(await readObject(current.key));
    expect(snapshot.listings.rows).toBe(8);
    expect(snapshot.today).toBe('2026-06-15');
  });

  it('writes the same snapshot again for the same listings on the same day', async () => {
    const first = await pointer();
    const run = await runJob('search-index', runSearchIndexBuild, {});

    expect(run.summary).toMatchObject({ version: first.version, removed: 0 });
    expect(await objectKeys()).toEqual([searchIndexObjects.pointer(), first.key].sort());
  });

  it('keeps the snapshot it replaces and deletes the older ones', async () => {
    const first = await pointer();
    await putListings([{ ...searchListings[0]!, listingPrice: 990_000 }]);
    await runJob('search-index', runSearchIndexBuild, {});
    const second = await pointer();
    setClock('2026-06-16T16:00:00Z');
    await runJob('search-index', runSearchIndexBuild, {});
    const third = await pointer();

    expect(new Set([first.version, second.version, third.version]).size).toBe(3);
    expect(third.today).toBe('2026-06-16');
    expect(await objectKeys()).toEqual([searchIndexObjects.pointer(), second.key, third.key].sort());
  });

  it("marks a listing put on the market in the month its address's deal closed, a deal past the search's year too (review 70 M1)", async () => {
    const template = searchListings.find((listing) => listing.status === 'forSale')!;
    const { unit: _unit, ...unitless } = template;
    const home = { ...unitless, address: '9 Relisted Lane' };
    const oldSale = {
      ...home,
      mls: 'W9000001',
      status: 'sold' as const,
      listDate: '2025-01-05',
      soldDate: '2025-02-03',
      soldPrice: 1_000_000,
    };
    const relisting = { ...home, mls: 'W9000002', status: 'forSale' as const, listDate: '2025-02-20' };
    const elsewhere = { ...home, mls: 'W9000003', address: '11 Relisted Lane', listDate: '2025-02-20' };
    await putListings([oldSale, relisting, elsewhere]);
    await runJob('search-index', runSearchIndexBuild, {});

    const snapshot = decodeSnapshot(await readObject((await pointer()).key));
    const rowOf = (mls: string) =>
      Array.from({ length: snapshot.listings.rows }, (_, row) => row).find(
        (row) => textAt(snapshot.listings.mls, row) === mls,
      );
    expect(rowOf(oldSale.mls)).toBeUndefined();
    expect(snapshot.listings.listedInDealMonth[rowOf(relisting.mls)!]).toBe(1);
    expect(snapshot.listings.listedInDealMonth[rowOf(elsewhere.mls)!]).toBe(0);
  });
});
