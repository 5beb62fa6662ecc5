import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import type { LocalConfig } from '../../infra/local/config';
import { linkSigningSecret } from '../../infra/local/link-signing-secret';
import type { LocalInfo } from '../../infra/local/local-info';
import { findFreeStackPorts } from '../../infra/local/stand-ins/ports';
import type { StackProcessAnswer } from './stack-process';

/**
 * The local stacks of a browser-test run, one per test worker (vitest.e2e.config.ts): the
 * built front end (what CloudFront serves), a small seed, a temporary data folder and free
 * ports, never the 5173 of a running `npm start`. Each runs in a process of its own
 * (stack-process.ts); the tests reach it over HTTP only, and a worker's files run one at a
 * time against its own stack (stack.ts `e2eStack`).
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
    /** By test worker: the stack of the worker whose `VITEST_POOL_ID` is n is the (n-1)th. */
    e2eStacks: E2eStack[];
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

interface StackProcess {
  config: LocalConfig;
  info: LocalInfo;
  stop(): Promise<void>;
}

/** A start on a busy machine takes well under a minute; one that takes this long is stuck. */
const startDeadlineMs = 5 * 60_000;
/** A stop frees its ports in a second or two; past this the process is killed. */
const stopDeadlineMs = 15_000;

/**
 * Forks stack-process.ts and starts a stack there; resolves once its site answers. A start that
 * fails or passes its deadline stops the process before it rejects.
 */
function startStackProcess(config: LocalConfig): Promise<StackProcess> {
  const child: ChildProcess = fork(join(root, 'test/e2e/stack-process.ts'), {
    // From the project's folder: tsx reads its tsconfig there (the `@shared` paths).
    cwd: root,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.on('error', (error) => console.error(`A browser-test stack's process: ${error.message}`));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      if (child.connected) child.send('stop', () => undefined);
      const deadline = setTimeout(() => child.kill('SIGKILL'), stopDeadlineMs);
      await exited;
      clearTimeout(deadline);
    }
  };
  return new Promise<StackProcess>((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(deadline);
      void stop().then(() => reject(new Error(`A browser-test stack did not start: ${reason}`)));
    };
    const deadline = setTimeout(() => fail(`no answer in ${startDeadlineMs / 1000} s`), startDeadlineMs);
    child.once('message', (answer: StackProcessAnswer) => {
      if (!('ready' in answer)) return fail(`\n${answer.failed}`);
      clearTimeout(deadline);
      resolve({ config, info: answer.ready, stop });
    });
    void exited.then((code) => fail(`its process ended (exit ${code})`));
    child.send({ start: config });
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const webDist = mkdtempSync(join(tmpdir(), 'gta-e2e-web-'));
  await buildFrontEnd(webDist);
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';
  process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';

  const configs: LocalConfig[] = [];
  // The listeners' ports are picked here, in one process, which never hands out a port twice
  // (ports.ts `findFreePort`); cognito-local picks its own internal one in its stack's process.
  for (let worker = 0; worker < project.config.maxWorkers; worker += 1) {
    configs.push({
      dataDir: mkdtempSync(join(tmpdir(), 'gta-e2e-')),
      ports: await findFreeStackPorts(),
      seedSize: e2eSeedSize,
      staticWeb: true,
      webDist,
      region: 'ca-central-1',
      ...(process.env.NOW && { now: process.env.NOW }),
    });
  }
  const started = await Promise.allSettled(configs.map(startStackProcess));
  const stacks = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const cleanUp = async () => {
    // Each stack's process removes its data folder when it stops; these are left by a failed start.
    await Promise.all(stacks.map((stack) => stack.stop()));
    for (const { dataDir } of configs) rmSync(dataDir, { recursive: true, force: true });
    rmSync(webDist, { recursive: true, force: true });
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await cleanUp();
    throw failed.reason;
  }
  project.provide(
    'e2eStacks',
    stacks.map(({ config, info }) => ({
      siteUrl: info.siteUrl,
      mailEndpoint: info.mailEndpoint,
      demoAccounts: info.demoAccounts,
      invitations: info.invitations,
      cognitoLog: join(config.dataDir, 'cognito', 'cognito-local.log'),
      linkSigningSecret: linkSigningSecret(config.dataDir),
    })),
  );
  return cleanUp;
}
