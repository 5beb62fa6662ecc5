import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { s3 } from '../aws-clients';
import { env } from '../env';

/** What a pointer must say at least: the key of the object it makes current. */
export interface VersionPointer {
  key: string;
}

export interface VersionedObjectsLayout {
  /** The folder every version and the pointer live under, in the photos bucket. */
  prefix: string;
  pointerKey: string;
  /** How a version's key ends: what `deleteExcept` may remove under the prefix. */
  suffix: string;
  contentType: string;
}

/**
 * Immutable built artifacts in S3 with a pointer to the current one (the search index, the
 * valuation model): a job writes a version, then the pointer, so a reader that follows the
 * pointer never sees half of a version. The pointer is never cached.
 */
export function versionedObjects<P extends VersionPointer>(layout: VersionedObjectsLayout) {
  const bucket = () => env().PHOTOS_BUCKET;
  const isMissing = (error: unknown) =>
    error instanceof NoSuchKey || ['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '');

  return {
    /** Writes the version, then flips the pointer to it. */
    async put(pointer: P, bytes: Uint8Array): Promise<void> {
      await s3().send(
        new PutObjectCommand({ Bucket: bucket(), Key: pointer.key, Body: bytes, ContentType: layout.contentType }),
      );
      await s3().send(
        new PutObjectCommand({
          Bucket: bucket(),
          Key: layout.pointerKey,
          Body: JSON.stringify(pointer),
          ContentType: 'application/json',
          CacheControl: 'no-store',
        }),
      );
    },

    /** The current pointer; undefined before the first version is written. */
    async pointer(): Promise<P | undefined> {
      try {
        const object = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: layout.pointerKey }));
        return JSON.parse(await object.Body!.transformToString()) as P;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async bytes(key: string): Promise<Uint8Array> {
      const object = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
      return object.Body!.transformToByteArray();
    },

    /** Deletes every version but the ones in `keep`; answers how many went. */
    async deleteExcept(keep: string[]): Promise<number> {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await s3().send(
          new ListObjectsV2Command({ Bucket: bucket(), Prefix: layout.prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      const stale = keys.filter((key) => key.endsWith(layout.suffix) && !keep.includes(key));
      for (const key of stale) await s3().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
      return stale.length;
    },
  };
}
