import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { s3 } from '../lib/aws-clients';
import { env } from '../lib/env';
import type { ArtifactPointer } from './artifact';
import { valuationModelObjects } from './keys';

/**
 * The valuation model's artifacts in S3 (README.md "The model in production"): written by the
 * training job, read by the service. An artifact never changes once written; the pointer,
 * written last, says which is current.
 */
const bucket = () => env().PHOTOS_BUCKET;
const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || ['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '');

export async function putArtifact(pointer: ArtifactPointer, gzipped: Uint8Array): Promise<void> {
  await s3().send(
    new PutObjectCommand({ Bucket: bucket(), Key: pointer.key, Body: gzipped, ContentType: 'application/gzip' }),
  );
  await s3().send(
    new PutObjectCommand({
      Bucket: bucket(),
      Key: valuationModelObjects.pointer(),
      Body: JSON.stringify(pointer),
      ContentType: 'application/json',
      CacheControl: 'no-store',
    }),
  );
}

export async function getArtifactPointer(): Promise<ArtifactPointer | undefined> {
  try {
    const object = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: valuationModelObjects.pointer() }));
    return JSON.parse(await object.Body!.transformToString()) as ArtifactPointer;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

export async function getArtifactBytes(key: string): Promise<Uint8Array> {
  const object = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
  return object.Body!.transformToByteArray();
}

/** Deletes every artifact but the ones in `keep`; answers how many went. */
export async function deleteArtifactsExcept(keep: string[]): Promise<number> {
  const keys: string[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await s3().send(
      new ListObjectsV2Command({ Bucket: bucket(), Prefix: valuationModelObjects.prefix, ContinuationToken }),
    );
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  const stale = keys.filter((key) => key.endsWith('.json.gz') && !keep.includes(key));
  for (const key of stale) await s3().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
  return stale.length;
}
