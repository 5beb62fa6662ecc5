import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import S3rver from 's3rver';
import { closeServer } from './http-server';
import { localHost } from './ports';

export { startCognitoLocal } from './cognito-local';
export { assertPortFree, findFreePort } from './ports';

import type { RunningEmulator } from './running-emulator';

export type { RunningEmulator };

const url = (port: number) => `http://${localHost}:${port}`;

/**
 * What the dynalite child runs: the server, a message when it listens (or why it could not),
 * a graceful close (dynalite closes its LevelDB with the server) on SIGTERM, and an exit
 * when the parent goes away however it goes (the IPC channel closes even on SIGKILL).
 * Ctrl-C reaches the whole process group: the child ignores it, because the parent still
 * needs the tables while it stops, and stops the child last.
 */
const dynaliteChild = (modulePath: string) => `
process.on('disconnect', () => process.exit(0));
process.on('SIGINT', () => {});
const { port, host, options } = JSON.parse(process.argv[1]);
const server = require(${JSON.stringify(modulePath)})(options);
server.once('error', (error) => { process.send({ error: error.message, code: error.code }); process.exit(1); });
server.listen(port, host, () => process.send({ listening: true }));
process.on('SIGTERM', () => { server.close(() => process.exit(0)); server.closeAllConnections(); });
`;

/**
 * DynamoDB. `path` keeps the tables in LevelDB files; without it they live in memory (tests).
 * Table state changes are instant: nothing here waits for ACTIVE.
 *
 * dynalite runs in a child process: it validates, encodes and stores every item on its own
 * core while this process marshals the next batch, which makes seeding about 1.7 times and
 * scanning about 3 times faster than with both on one event loop.
 */
export async function startDynalite(options: { port: number; path?: string }): Promise<RunningEmulator> {
  if (options.path) mkdirSync(options.path, { recursive: true });
  const settings = {
    port: options.port,
    host: localHost,
    options: { ...(options.path && { path: options.path }), createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 },
  };
  const child = spawn(
    process.execPath,
    ['-e', dynaliteChild(createRequire(import.meta.url).resolve('dynalite')), JSON.stringify(settings)],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started = await new Promise<{ listening?: true; error?: string; code?: string }>((resolve) => {
    child.once('message', (message) => resolve(message as { error?: string }));
    void exited.then(() => resolve({ error: 'dynalite exited during start-up' }));
  });
  if (!started.listening) {
    await exited;
    throw Object.assign(new Error(`DynamoDB stand-in on port ${options.port}: ${started.error}`), {
      code: started.code,
    });
  }
  child.unref();
  child.channel?.unref();
  return {
    endpoint: url(options.port),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The dummy credentials every local client signs with (the SDK insists on some). */
export const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' } as const;

interface S3rverAccount {
  createKeyPair(accessKeyId: string, secretAccessKey: string): void;
}

/**
 * s3rver knows one key pair (S3RVER) and refuses others; teaching it ours lets every local
 * client, the functions included, use the same dummy credentials.
 */
function acceptLocalCredentials(): void {
  const account = createRequire(import.meta.url)('s3rver/lib/models/account.js') as { DUMMY_ACCOUNT: S3rverAccount };
  account.DUMMY_ACCOUNT.createKeyPair(localCredentials.accessKeyId, localCredentials.secretAccessKey);
}

/** S3, with objects as files under `directory`. */
export async function startS3rver(options: { port: number; directory: string }): Promise<RunningEmulator> {
  mkdirSync(options.directory, { recursive: true });
  acceptLocalCredentials();
  const s3 = new S3rver({ port: options.port, address: localHost, directory: options.directory, silent: true });
  await s3.run();
  return {
    endpoint: url(options.port),
    stop: async () => {
      if (s3.httpServer) await closeServer(s3.httpServer);
    },
  };
}

type SesServer = (config?: { host?: string; port?: number }) => Promise<Server>;

/**
 * SES v2, in-process: it keeps every message in memory and lists them on its page at the
 * endpoint (so mail sent before a restart is gone, like a real inbox would not be).
 */
export async function startSesLocal(options: { port: number }): Promise<RunningEmulator> {
  // A CommonJS module with `exports.default`: tsx and Node hand its default over differently.
  const module = (await import('aws-ses-v2-local')) as unknown as { default: SesServer | { default: SesServer } };
  const start = typeof module.default === 'function' ? module.default : module.default.default;
  const server = await start({ host: localHost, port: options.port });
  // Express hands a listen error to the callback, so the package resolves either way.
  if (!server.listening) throw new Error(`The SES stand-in could not listen on port ${options.port}.`);
  // Node's server closes a connection idle for 5 s. The mail helper's SendEmail makes one
  // attempt (a connection cut after the request went out may have sent the mail), so a send
  // that reuses a pooled connection just as the stand-in closes it fails ("socket hang up"):
  // the authorization matrix's showing requests met it. Idle connections now live a minute.
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 61_000;
  return { endpoint: url(options.port), stop: () => closeServer(server) };
}
