import { afterAll, vi } from 'vitest';
import { resetSqsClient } from '../../functions/lib/adapters/sqs-queue';
import { resetVerifier } from '../../functions/lib/auth/verifier';
import { resetClients } from '../../functions/lib/aws-clients';
import { backgroundRunsSettled } from '../../functions/lib/background-runs';
import { resetEnv } from '../../functions/lib/env';
import { setQueuePort } from '../../functions/lib/queue/queue';
import { forgetValuationEngine } from '../../functions/home-value/valuation-engine';
import { forgetNeighbourhoods } from '../../functions/property/neighbourhood-directory';
import { forgetSearchIndex } from '../../functions/property/search-index/loader';
import { setListChangeClock } from '../../functions/user/accounts/list-change';
import { forgetUsersList } from '../../functions/user/contacts/users-list/loader';
import { setDeletionStarter } from '../../functions/user/deletion/deletion-starter';
import { forgetSalts } from '../../functions/user/web-analytics/analytics-repository';

/**
 * The integration files that share one module graph per worker (vitest.config.ts) leave the
 * next file what a cold start would: no job still running in the background, the environment as
 * the worker's first file found it (a file's tables, its user pool, a pinned `NOW` or a daily
 * budget are gone), no client, verifier or cache built from that environment, and no adapter or
 * clock a test put in. This file runs before each test file: it puts that state back there too,
 * in case the last file's own `afterAll` threw (vitest then skips the one below). A file that
 * needs more than this undone (a mocked module, a patched client class, fake timers) runs
 * isolated.
 */
const baseline = Symbol.for('gta.integration-environment');
const holder = globalThis as { [baseline]?: NodeJS.ProcessEnv };
const environmentAtStart = (holder[baseline] ??= { ...process.env });

function coldStart(): void {
  for (const name of Object.keys(process.env)) if (!(name in environmentAtStart)) delete process.env[name];
  Object.assign(process.env, environmentAtStart);
  resetEnv();
  resetClients();
  resetSqsClient();
  resetVerifier();
  setQueuePort(undefined);
  setDeletionStarter(undefined);
  setListChangeClock(undefined);
  forgetUsersList();
  forgetSearchIndex();
  forgetNeighbourhoods();
  forgetValuationEngine();
  forgetSalts();
}

coldStart();

afterAll(async () => {
  await backgroundRunsSettled();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  coldStart();
});
