import { randomUUID } from 'node:crypto';
import { GetBucketCorsCommand, ListBucketsCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, inject, it } from 'vitest';
import { localCredentials } from '../../../../infra/local/stand-ins/emulators';
import { createBuckets } from '../../../../infra/local/provision/buckets';

const emulators = inject('emulators');
const s3 = new S3Client({
  region: 'ca-central-1',
  credentials: localCredentials,
  endpoint: emulators.s3Endpoint,
  forcePathStyle: true,
});
const unique = () => randomUUID().slice(0, 8);

describe('provisioning the buckets', () => {
  it('creates missing buckets with CORS for the browser, and keeps existing ones and their objects', async () => {
    const bucket = `b${unique()}`;
    await createBuckets(s3, [bucket]);
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'p/1/1.jpg', Body: 'jpeg' }));

    await createBuckets(s3, [bucket]);

    const { Buckets = [] } = await s3.send(new ListBucketsCommand({}));
    expect(Buckets.filter((b) => b.Name === bucket)).toHaveLength(1);
    const { CORSRules = [] } = await s3.send(new GetBucketCorsCommand({ Bucket: bucket }));
    expect(CORSRules[0]?.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'PUT', 'POST']));
  });
});
