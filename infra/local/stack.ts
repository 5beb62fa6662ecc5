import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { S3Client } from '@aws-sdk/client-s3';
import type { LocalConfig } from './config';
import { localCredentials } from './stand-ins/emulators';
import { functionsEnv } from './functions-env';
import { createGateway, loadServices } from './gateway/gateway';
import { newInvokeCredentials, type LambdaInvokeCredentials } from './gateway/lambda-invoke-auth';
import { linkSigningSecret } from './link-signing-secret';
import { writeLocalInfo, type LocalInfo } from './local-info';
import { claimDataDir, releaseDataDir } from './pid-file';
import type { SeededAccount } from './provision/seed-demo';
import { triggers } from './gateway/triggers';
import { startJobScheduler, type ListingsBeingWritten } from './jobs';
import { loadJobQueues } from './queue/job-queues';
import { Running } from './running';
import { describeStack, webConfig } from './stack-info';
import {
  bucketNames,
  checkFree,
  gatewayUrl,
  provision,
  siteUrl,
  startStandIns,
  type Resources,
  type StandIns,
} from './start-stand-ins';

/**
 * The whole product on this machine: the stand-ins, the resources the stateful stack would
 * create, the demo people, the API gateway and the site. `npm start` runs it; the browser
 * tests start one in their own process with other ports and data.
 */
export interface LocalStackOptions {
  config: LocalConfig;
  /** The project folder; by default the one this file is in. */
  root?: string;
  /** Progress lines; silent when absent. */
  log?: (line: string) => void;
  /** One line per API request (the gateway's access log). */
  logRequests?: (line: string) => void;
  /** Aborting stops a start-up at its next step, cleaning up what was started. */
  signal?: AbortSignal;
}

export interface LocalStack {
  config: LocalConfig;
  info: LocalInfo;
  /** Stops everything in reverse order; every port is free when it resolves. */
  stop(): Promise<void>;
}

const defaultRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Points the handlers at the stand-ins, then loads them behind the gateway. */
async function startApi(
  config: LocalConfig,
  root: string,
  standIns: StandIns,
  resources: Resources,
  options: LocalStackOptions,
  invokeCredentials: LambdaInvokeCredentials,
) {
  Object.assign(
    process.env,
    functionsEnv({
      region: config.region,
      tables: resources.tables,
      buckets: bucketNames,
      ...resources.pool,
      siteUrl: siteUrl(config),
      ...(config.printDeskEmail && { printDeskEmail: config.printDeskEmail }),
      ...(config.now && { now: config.now }),
      dynamodbEndpoint: standIns.dynamodb.endpoint,
      s3Endpoint: standIns.s3.endpoint,
      sesEndpoint: standIns.ses.endpoint,
      cognitoEndpoint: standIns.cognito.endpoint,
      cognitoIssuerDomain: standIns.cognito.issuerDomain,
      // Per start, never stored: a restart begins every rate-limit window afresh, which
      // suits a laptop, and no key of a counter can be recomputed from the data folder.
      rateKeySecret: randomBytes(32).toString('base64url'),
      // Per data folder, kept: the links in mail captured before a restart still work after it.
      linkSigningSecret: linkSigningSecret(config.dataDir),
    }),
  );
  // Loaded only now: the functions read their environment once, on first use.
  const { resetEnv } = await import('../../functions/lib/env');
  const { resetClients } = await import('../../functions/lib/aws-clients');
  const { primeLocalJwks, resetVerifier } = await import('../../functions/lib/auth/verifier');
  const { services } = await import('../../functions/services');
  resetEnv();
  resetClients();
  resetVerifier();
  await primeLocalJwks();
  return createGateway({
    services: await loadServices(services, root),
    port: config.ports.api,
    triggers,
    invokeCredentials,
    photos: { s3Endpoint: standIns.s3.endpoint, bucket: bucketNames.photos },
    region: config.region,
    ...(options.logRequests && { log: options.logRequests }),
  });
}

async function seed(config: LocalConfig, standIns: StandIns, resources: Resources) {
  const { seedDemo } = await import('./provision/seed-demo');
  const { clock } = await import('../../functions/lib/clock');
  return seedDemo({
    cognito: new CognitoIdentityProviderClient({
      region: config.region,
      credentials: localCredentials,
      endpoint: standIns.cognito.endpoint,
    }),
    userPoolId: resources.pool.userPoolId,
    now: clock.now(),
    siteUrl: siteUrl(config),
  });
}

/**
 * The GTA data set (seed/README.md), on the first start only: a restart finds it and goes on.
 * Resolves once the listings are generated and their writes begun (`written` settles when done).
 */
async function seedData(config: LocalConfig, standIns: StandIns, log: (line: string) => void, signal?: AbortSignal) {
  const { fullSeedSize, startGtaSeed } = await import('./seed/seed');
  const { clock } = await import('../../functions/lib/clock');
  return startGtaSeed({
    size: config.seedSize ?? fullSeedSize,
    now: clock.now(),
    s3: new S3Client({
      region: config.region,
      credentials: localCredentials,
      endpoint: standIns.s3.endpoint,
      forcePathStyle: true,
    }),
    photosBucket: bucketNames.photos,
    log,
    ...(signal && { signal }),
    handOver: true,
  });
}

/**
 * The job table on its schedules (infra/local/jobs.ts). A job that missed a run while the
 * stack was stopped (or never ran: the first start) runs now, before the site opens, so the
 * sold reports match the data.
 */
async function startJobs(root: string, log: (line: string) => void, seeding: ListingsBeingWritten) {
  const { jobs } = await import('../../functions/jobs/jobs');
  const { clock } = await import('../../functions/lib/clock');
  // The queues of the jobs that fan out, their workers called as SQS's event sources call them.
  const { setQueuePort } = await import('../../functions/lib/queue/queue');
  const queues = await loadJobQueues(jobs, root, log);
  setQueuePort(queues);
  queues.start();
  const scheduler = await startJobScheduler({ jobs, root, now: () => clock.now(), log, queued: true, seeding }).catch(
    async (error: unknown) => {
      await queues.stop();
      setQueuePort(undefined);
      throw error;
    },
  );
  return {
    async stop() {
      await scheduler.stop();
      await queues.stop();
      setQueuePort(undefined);
    },
  };
}

/** The demo's day, on the data folder's first start (demo/make-demo.ts); `npm start` asks for it, the browser tests do not. */
async function makeLocalDemo(
  config: LocalConfig,
  root: string,
  standIns: StandIns,
  resources: Resources,
  accounts: SeededAccount[],
  log: (line: string) => void,
) {
  const { makeDemo } = await import('./demo/make-demo');
  const { clock } = await import('../../functions/lib/clock');
  await makeDemo({
    dataDir: config.dataDir,
    root,
    gatewayUrl: gatewayUrl(config),
    siteUrl: siteUrl(config),
    cognitoEndpoint: standIns.cognito.endpoint,
    userPoolClientId: resources.pool.userPoolClientId,
    sesEndpoint: standIns.ses.endpoint,
    accounts,
    now: clock.now(),
    pinnedClock: config.now !== undefined,
    log,
  });
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const { config, signal } = options;
  const root = options.root ?? defaultRoot;
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const timings: string[] = [];
  let mark = started;
  const phase = (name: string) => {
    timings.push(`${name} ${((Date.now() - mark) / 1000).toFixed(1)} s`);
    mark = Date.now();
    signal?.throwIfAborted();
  };

  await checkFree(config);
  mkdirSync(config.dataDir, { recursive: true });
  claimDataDir(config.dataDir);
  const running = new Running();
  let seeding: Awaited<ReturnType<typeof seedData>> | undefined;
  const stop = async () => {
    await running.stopAll();
    releaseDataDir(config.dataDir);
  };

  try {
    const site = config.staticWeb ? 'the built front end' : 'the Vite dev server';
    log(`Starting DynamoDB, S3, Cognito and SES stand-ins, and ${site}…`);
    // Per start: only this start's cognito-local can call the gateway's trigger endpoint.
    const invokeCredentials = newInvokeCredentials();
    const standIns = await startStandIns(config, root, running, invokeCredentials);
    phase('stand-ins');

    const resources = await provision(config, standIns);
    phase('provision');

    const gateway = await startApi(config, root, standIns, resources, options, invokeCredentials);
    running.add('gateway', gateway.stop);
    phase('api');

    log('Seeding the demo accounts…');
    const demo = await seed(config, standIns, resources);
    phase('seed');

    seeding = await seedData(config, standIns, log, signal);
    phase('data');

    // On a first start the jobs that read every listing run while the seed writes them; the
    // catch-up ends once the writes are done. If a write fails, the start fails with it.
    const scheduler = await startJobs(root, log, seeding);
    running.add('jobs', scheduler.stop);
    phase(seeding.listings ? 'listing writes, and the jobs beside them' : 'jobs');

    if (config.demo) {
      await makeLocalDemo(config, root, standIns, resources, demo.accounts, log);
      phase('demo');
    }

    await standIns.web.listen(webConfig(config, standIns, resources));
    // The site opened last, so it closes first: no request reaches a gateway that is gone.
    running.stopFirst('web');
    phase('web');

    const info = describeStack(config, standIns, resources, demo, Date.now() - started);
    writeLocalInfo(config.dataDir, info);
    log(`Start-up: ${timings.join(' · ')}`);
    return { config, info, stop };
  } catch (error) {
    // No write of the seed may still be under way when the stand-ins stop (Ctrl-C ends the
    // seed's writes at their next chunk).
    await seeding?.written.catch(() => undefined);
    await stop();
    throw error;
  }
}
