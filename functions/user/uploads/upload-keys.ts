/**
 * The keys of the user service's files in the uploads bucket, read back from what a request
 * names (issue 24 L2): a browser upload is `uploads/{userId}/{file}` (handlers/uploads.ts), a
 * kept picture `headshots/{owner}-{id}.{ext}` (headshot.ts). A key is parsed, never matched by
 * prefix: S3 clients and stand-ins may resolve `..` in a key's path, so
 * `uploads/{me}/../{other}/{file}` would pass a prefix test and read another user's file. Any
 * segment that is empty (`//`), `.` or `..`, or holds anything but letters, digits, `.`, `_`
 * and `-`, makes the key no key of ours.
 */
const segment = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const safe = (part: string | undefined): part is string =>
  part !== undefined && segment.test(part) && !part.includes('..');

/** A browser upload's folder owner and file name, or undefined for any other key. */
export function parseUploadKey(key: string): { userId: string; file: string } | undefined {
  const [root, userId, file, ...rest] = key.split('/');
  if (root !== 'uploads' || rest.length > 0 || !safe(userId) || !safe(file)) return undefined;
  return { userId, file };
}

/** Whether the key is one of this user's own browser uploads. */
export function isOwnUpload(key: string, userId: string): boolean {
  return parseUploadKey(key)?.userId === userId;
}

/** Whether the key is a picture kept for this user (`headshots/{owner}-…`). */
export function isKeptPictureOf(key: string, owner: string): boolean {
  const [root, name, ...rest] = key.split('/');
  return root === 'headshots' && rest.length === 0 && safe(name) && name.startsWith(`${owner}-`);
}
