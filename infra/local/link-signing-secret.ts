import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The HMAC key of the signed links the product e-mails (`LINK_SIGNING_SECRET`: unsubscribe
 * links and the like). Unlike RATE_KEY_SECRET it is kept: a link in a mail captured before a
 * restart must still work after it. So each data folder makes one on its first use and keeps
 * it in `DATA_DIR/link-signing-secret`, readable by this user only; a new data folder (`npm
 * run reset`) gets a new one, and links mailed from the old folder stop working, as they
 * would after a rotated key in AWS.
 */
export const linkSigningSecretFile = (dataDir: string) => join(dataDir, 'link-signing-secret');

/** 32 random bytes, base64url: 43 characters. A shorter stored value is not one of ours. */
const minimumLength = 43;

function readSecret(file: string): string | undefined {
  try {
    const stored = readFileSync(file, 'utf8').trim();
    return stored.length >= minimumLength ? stored : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The data folder's key: the stored one, or a new one stored now. */
export function linkSigningSecret(dataDir: string): string {
  const file = linkSigningSecretFile(dataDir);
  const stored = readSecret(file);
  if (stored) {
    // Kept private even if someone loosened the file's mode.
    chmodSync(file, 0o600);
    return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    // `wx`: when two tools start on a new folder at once, the first one's key wins.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const written = readSecret(file);
    if (written) return written;
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return secret;
}
