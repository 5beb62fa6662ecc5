import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { functionsEnv, type FunctionsEnvInput } from '../../../infra/local/functions-env';
import { linkSigningSecret, linkSigningSecretFile } from '../../../infra/local/link-signing-secret';

/**
 * The key of the signed links in the product's e-mails (unsubscribe links): one per data
 * folder, kept across restarts so a mail captured before one still works after it.
 */
const folders: string[] = [];
const dataFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'gta-link-secret-'));
  folders.push(folder);
  return join(folder, 'data');
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("the local stack's link-signing secret", () => {
  it('is made on a data folder’s first start and kept where only this user can read it', () => {
    const dataDir = dataFolder();

    const secret = linkSigningSecret(dataDir);

    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(readFileSync(linkSigningSecretFile(dataDir), 'utf8').trim()).toBe(secret);
    expect(statSync(linkSigningSecretFile(dataDir)).mode & 0o777).toBe(0o600);
  });

  it('stays the same after a restart on the same data folder', () => {
    const dataDir = dataFolder();
    const first = linkSigningSecret(dataDir);

    const afterRestart = linkSigningSecret(dataDir);

    expect(afterRestart).toBe(first);
  });

  it('is a new one for a new data folder', () => {
    const first = linkSigningSecret(dataFolder());

    const other = linkSigningSecret(dataFolder());

    expect(other).not.toBe(first);
  });

  it('makes its file private again when its mode was loosened', () => {
    const dataDir = dataFolder();
    const secret = linkSigningSecret(dataDir);
    chmodSync(linkSigningSecretFile(dataDir), 0o644);

    expect(linkSigningSecret(dataDir)).toBe(secret);
    expect(statSync(linkSigningSecretFile(dataDir)).mode & 0o777).toBe(0o600);
  });

  it('replaces a stored value too short to be a key', () => {
    const dataDir = dataFolder();
    linkSigningSecret(dataDir);
    writeFileSync(linkSigningSecretFile(dataDir), 'short\n');

    const secret = linkSigningSecret(dataDir);

    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(linkSigningSecret(dataDir)).toBe(secret);
  });

  it('reaches the functions as LINK_SIGNING_SECRET', () => {
    const input: FunctionsEnvInput = {
      region: 'ca-central-1',
      tables: { user: 'user', property: 'property', homeValue: 'home-value' },
      buckets: { photos: 'photos', uploads: 'uploads' },
      userPoolId: 'pool',
      userPoolClientId: 'client',
      siteUrl: 'http://localhost:5173',
      dynamodbEndpoint: 'http://127.0.0.1:8000',
      s3Endpoint: 'http://127.0.0.1:4569',
      sesEndpoint: 'http://127.0.0.1:8005',
      cognitoEndpoint: 'http://127.0.0.1:9229',
      cognitoIssuerDomain: 'http://127.0.0.1:9229',
    };
    const secret = linkSigningSecret(dataFolder());

    expect(functionsEnv({ ...input, linkSigningSecret: secret }).LINK_SIGNING_SECRET).toBe(secret);
    expect(functionsEnv(input)).not.toHaveProperty('LINK_SIGNING_SECRET');
  });
});
