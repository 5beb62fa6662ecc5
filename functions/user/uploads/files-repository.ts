import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NotFound,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { presigningS3 as s3 } from '../../lib/aws-clients';
import { env } from '../../lib/env';

/**
 * The user service's files in the uploads bucket: browser uploads under `uploads/`
 * (expired by a lifecycle rule) and the pictures kept for profiles under `headshots/`.
 * The bucket is private: the browser gets short-lived signed addresses, never the bucket.
 */
const bucket = () => env().UPLOADS_BUCKET;

export interface SignedUpload {
  key: string;
  contentType: string;
  /** Exact byte size: signed as Content-Length, so storage refuses any other size. */
  size: number;
  /**
   * The signature's date (the injected clock's, whole seconds as SigV4 writes it): the URL
   * stops working `expiresInSeconds` after it, when the ticket says it does.
   */
  signedAt: Date;
  expiresInSeconds: number;
}

/** A presigned PUT that fixes the key, the Content-Type, the Content-Length and the expiry. */
export function signUpload(upload: SignedUpload): Promise<string> {
  return getSignedUrl(
    s3(),
    new PutObjectCommand({
      Bucket: bucket(),
      Key: upload.key,
      ContentType: upload.contentType,
      ContentLength: upload.size,
    }),
    {
      expiresIn: upload.expiresInSeconds,
      signingDate: upload.signedAt,
      signableHeaders: new Set(['content-type', 'content-length']),
    },
  );
}

/**
 * A presigned GET for `<img>`. Signed as of `signingDate` (the caller rounds it), so the
 * address stays the same for a while and the browser can cache the picture.
 */
export function signDownload(key: string, signingDate: Date, expiresInSeconds: number): Promise<string> {
  return getSignedUrl(s3(), new GetObjectCommand({ Bucket: bucket(), Key: key }), {
    expiresIn: expiresInSeconds,
    signingDate,
  });
}

export interface StoredFile {
  contentType: string;
  size: number;
}

export async function describeFile(key: string): Promise<StoredFile | undefined> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return { contentType: head.ContentType ?? '', size: head.ContentLength ?? 0 };
  } catch (error) {
    if (error instanceof NotFound || (error as { name?: string }).name === 'NotFound') return undefined;
    throw error;
  }
}

/** The first `length` bytes of a file (fewer when it is shorter): enough to tell its format. */
export async function readFileStart(key: string, length: number): Promise<Uint8Array> {
  const { Body } = await s3().send(
    new GetObjectCommand({ Bucket: bucket(), Key: key, Range: `bytes=0-${length - 1}` }),
  );
  const bytes = (await Body?.transformToByteArray()) ?? new Uint8Array();
  return bytes.subarray(0, length);
}

export async function copyFile(from: string, to: string, contentType: string): Promise<void> {
  await s3().send(
    new CopyObjectCommand({
      Bucket: bucket(),
      CopySource: `${bucket()}/${from.split('/').map(encodeURIComponent).join('/')}`,
      Key: to,
      ContentType: contentType,
      MetadataDirective: 'REPLACE',
    }),
  );
}

/**
 * A file the server writes: an export (`exports/…`) or an import's report and list
 * (`imports/…`), UTF-8; the bucket's lifecycle rules expire both prefixes.
 */
export async function putTextFile(key: string, body: string, contentType = 'text/csv; charset=utf-8'): Promise<void> {
  await s3().send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: contentType }));
}

/** A whole file, or undefined when there is none. */
export async function readFile(key: string): Promise<Uint8Array | undefined> {
  try {
    const { Body } = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
    return (await Body?.transformToByteArray()) ?? new Uint8Array();
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
    throw error;
  }
}

/** A presigned GET that makes the browser save the file as `filename`. */
export function signExportDownload(key: string, filename: string, signingDate: Date, expiresInSeconds: number) {
  return getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: bucket(),
      Key: key,
      ResponseContentDisposition: `attachment; filename="${filename}"`,
      ResponseContentType: 'text/csv; charset=utf-8',
    }),
    { expiresIn: expiresInSeconds, signingDate },
  );
}

export async function deleteFile(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
}

/**
 * Deletes every file under `prefix` (a deleted user's uploads), a page of at most 1,000 keys
 * at a time; none is no error. Returns how many were deleted.
 */
export async function deleteFilesUnder(prefix: string): Promise<number> {
  let deleted = 0;
  let ContinuationToken: string | undefined;
  do {
    const page = await s3().send(new ListObjectsV2Command({ Bucket: bucket(), Prefix: prefix, ContinuationToken }));
    const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
    if (keys.length > 0) {
      await s3().send(new DeleteObjectsCommand({ Bucket: bucket(), Delete: { Objects: keys, Quiet: true } }));
      deleted += keys.length;
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return deleted;
}
