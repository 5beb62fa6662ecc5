import type { S3Client } from '@aws-sdk/client-s3';
import { CreateBucketCommand, ListBucketsCommand, PutBucketCorsCommand } from '@aws-sdk/client-s3';

/**
 * Creates the buckets that are missing. The browser reaches them straight from the site's
 * origin (presigned uploads, photos), so they allow any origin, as nothing leaves this machine.
 */
export async function createBuckets(client: S3Client, names: string[]): Promise<void> {
  const { Buckets = [] } = await client.send(new ListBucketsCommand({}));
  const existing = new Set(Buckets.map((bucket) => bucket.Name));
  for (const name of names) {
    if (existing.has(name)) continue;
    await client.send(new CreateBucketCommand({ Bucket: name }));
    await client.send(
      new PutBucketCorsCommand({
        Bucket: name,
        CORSConfiguration: {
          CORSRules: [
            {
              AllowedOrigins: ['*'],
              AllowedMethods: ['GET', 'HEAD', 'PUT', 'POST'],
              AllowedHeaders: ['*'],
              ExposeHeaders: ['ETag'],
              MaxAgeSeconds: 3000,
            },
          ],
        },
      }),
    );
  }
}
