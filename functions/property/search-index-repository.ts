import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { s3 } from '../lib/aws-clients';
import { env } from '../lib/env';
import { searchIndexObjects } from './keys';

/**
 * The search snapshots in S3 (README.md "The search index"): written by the search-index
 * job, read by the property service. A snapshot never changes once written; the pointer says
 * which is current, so a reader never sees half of one.
 */
export interface SnapshotPointer {
  /** The snapshot's content hash: the same listings on the same day give the same version. */
  version: string;
  key: string;
  /** The Toronto date it was cut on. */
  today: string;
  listings: number;
  bytes: number;
  builtAt: string;
}

const bucket = () => env().PHOTOS_BUCKET;
const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || ['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '');

/** Writes the snapshot, then flips the pointer to it: readers switch only to a whole one. */
export async function putSearchSnapshot(pointer: SnapshotPointer, gzipped: Uint8Array): Promise<void> {
  await s3().send(
    new PutObjectCommand({
      Bucket: bucket(),
      Key: pointer.key,
      Body: gzipped,
      ContentType: 'application/octet-stream',
    }),
  );
  await s3().send(
    new PutObjectCommand({
      Bucket: bucket(),
      Key: searchIndexObjects.pointer(),
      Body: JSON.stringify(pointer),
      ContentType: 'application/json',
      CacheControl: 'no-store',
    }),
  );
}

/** The current snapshot's pointer; undefined before the job's first run. */
export async function getSnapshotPointer(): Promise<SnapshotPointer | undefined> {
  try {
    const object = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: searchIndexObjects.pointer() }));
    return JSON.parse(await object.Body!.transformToString()) as SnapshotPointer;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

export async function getSnapshot(key: string): Promise<Uint8Array> {
  const object = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
  return object.Body!.transformToByteArray();
}

/** Deletes every snapshot but the ones in `keep`; answers how many went. */
export async function deleteSnapshotsExcept(keep: string[]): Promise<number> {
  const keys: string[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await s3().send(
      new ListObjectsV2Command({ Bucket: bucket(), Prefix: searchIndexObjects.prefix, ContinuationToken }),
    );
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  const stale = keys.filter((key) => key.endsWith('.bin.gz') && !keep.includes(key));
  for (const key of stale) await s3().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
  return stale.length;
}
