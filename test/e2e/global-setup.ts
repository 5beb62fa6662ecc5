import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { linkSigningSecret } from '../../infra/local/link-signing-secret';
import type { LocalInfo } from '../../infra/local/local-info';
import { findFreeStackPorts } from '../../infra/local/stand-ins/ports';
import { startLocalStack } from '../../infra/local/stack';

/**
 * The one local stack of a browser-test run: the built front end (what CloudFront serves),
 * a small seed, a temporary data folder and free ports, never the 5173 of a running
 * `npm start`. It runs in this process; the tests reach it over HTTP only.
 */
export interface E2eStack {
  siteUrl: string;
  mailEndpoint: string;
  demoAccounts: LocalInfo['demoAccounts'];
  /** The open demo invitations and their links, as `npm start` prints them. */
  invitations: LocalInfo['invitations'];
  /** cognito-local's log, where the codes it "mails" are printed (test/support/cognito-codes.ts). */
  cognitoLog: string;
  /** The data folder's link-signing key, so a test can make the links a mail would carry. */
  linkSigningSecret: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eStack: E2eStack;
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Enough listings that the busy neighbourhoods have sales, actives and photos to show (seeding takes ~3 s more than 200). */
const e2eSeedSize = 3_000;

/**
 * Builds the front end into a folder of this run's own, so two runs (or a developer's
 * `npm run build`) never serve or wipe each other's files.
 */
async function buildFrontEnd(outDir: string): Promise<void> {
  console.info('Building the front end for the browser tests…');
  const { build } = await import('vite');
  await build({ configFile: join(root, 'web/vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const webDist = mkdtempSync(join(tmpdir(), 'gta-e2e-web-'));
  await buildFrontEnd(webDist);
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';
  process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';

  const dataDir = mkdtempSync(join(tmpdir(), 'gta-e2e-'));
  const stack = await startLocalStack({
    root,
    config: {
      dataDir,
      ports: await findFreeStackPorts(),
      seedSize: e2eSeedSize,
      staticWeb: true,
      webDist,
      region: 'ca-central-1',
      ...(process.env.NOW && { now: process.env.NOW }),
    },
  });
  project.provide('e2eStack', {
    siteUrl: stack.info.siteUrl,
    mailEndpoint: stack.info.mailEndpoint,
    demoAccounts: stack.info.demoAccounts,
    invitations: stack.info.invitations,
    cognitoLog: join(dataDir, 'cognito', 'cognito-local.log'),
    linkSigningSecret: linkSigningSecret(dataDir),
  });
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webDist, { recursive: true, force: true });
  };
}
