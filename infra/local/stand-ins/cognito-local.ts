import { spawn } from 'node:child_process';
import { chmodSync, closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { startCognitoProxy } from './cognito-proxy';
import type { RunningEmulator } from './running-emulator';
import { lambdaInvokeScope, type LambdaInvokeCredentials } from '../gateway/lambda-invoke-auth';
import { findFreePort, localHost } from './ports';

export interface CognitoLocalOptions {
  /** Where the user pool answers: the proxy (cognito-proxy.ts); cognito-local itself takes a free port. */
  port: number;
  /** cognito-local keeps its config and user pools under `<directory>/.cognito`. */
  directory: string;
  /** Where cognito-local invokes trigger Lambdas (the local gateway's Invoke endpoint). */
  lambdaEndpoint?: string;
  /**
   * The key pair it signs those calls with: the gateway's (`invokeCredentials`), made per
   * start, since the gateway refuses any other signature. Required with `lambdaEndpoint`.
   */
  lambdaCredentials?: LambdaInvokeCredentials;
  /** Cognito trigger name (`PreSignUp`, `PostConfirmation`...) → function name to invoke. */
  triggerFunctions?: Record<string, string>;
}

export interface RunningCognitoLocal extends RunningEmulator {
  /** The token issuer's domain; an ID token's `iss` is `${issuerDomain}/${userPoolId}`. */
  issuerDomain: string;
}

const require = createRequire(import.meta.url);

/** Where cognito-local keeps its user pools, one JSON file each (`<poolId>.json`), under `directory`. */
export const storedUserPoolsDirectory = (directory: string) => join(directory, '.cognito', 'db');
const readyTimeoutMs = 20_000;

/**
 * cognito-local runs as a child process because it reads its settings from the working
 * directory and the environment (PORT, HOST) at import time. Its log goes to a file beside
 * its data, so the terminal shows our banner and the handlers' logs only; the codes it
 * "mails" (sign-up, resend, password reset) are printed there. It listens on a port of its
 * own behind a thin proxy on `port`, which adds what it lacks (cognito-proxy.ts); tokens
 * name the proxy's address as their issuer.
 */
export async function startCognitoLocal(options: CognitoLocalOptions): Promise<RunningCognitoLocal> {
  const endpoint = `http://${localHost}:${options.port}`;
  const internalPort = await findFreePort();
  const internalEndpoint = `http://${localHost}:${internalPort}`;
  const configDirectory = join(options.directory, '.cognito');
  mkdirSync(configDirectory, { recursive: true });
  if (options.lambdaEndpoint && !options.lambdaCredentials) {
    throw new Error('cognito-local needs the gateway invoke credentials to call its trigger Lambdas.');
  }
  const configPath = join(configDirectory, 'config.json');
  writeFileSync(
    configPath,
    JSON.stringify(
      {
        TokenConfig: { IssuerDomain: endpoint },
        ...(options.lambdaEndpoint && {
          LambdaClient: {
            endpoint: options.lambdaEndpoint,
            region: lambdaInvokeScope.region,
            credentials: options.lambdaCredentials,
          },
        }),
        TriggerFunctions: options.triggerFunctions ?? {},
      },
      null,
      2,
    ),
    { mode: 0o600 },
  );
  // It holds this start's invoke secret: readable by this user only (also when it existed).
  chmodSync(configPath, 0o600);

  const logPath = join(options.directory, 'cognito-local.log');
  const log = openSync(logPath, 'a');
  const startScript = require.resolve('cognito-local/lib/bin/start.js');
  // Its pretty logger writes asynchronously and can hold a line back until the next one,
  // which may be minutes away: the codes it "mails" would be missing when someone looks.
  // The same formatting, without colours and written synchronously, keeps the log current.
  const prettyPath = createRequire(startScript).resolve('pino-pretty');
  const syncLog =
    `const pretty = require(${JSON.stringify(prettyPath)});` +
    `require.cache[${JSON.stringify(prettyPath)}].exports = Object.assign((o) => {` +
    `const format = pretty.prettyFactory({ ...o, colorize: false });` +
    `return { write: (line) => require('node:fs').writeSync(1, format(line)) }; }, pretty);`;
  // Its pool files are saved one at a time and whole (cognito-local-saves.cjs), and a stop
  // lets the saves already asked for reach the disk first.
  const stormEngine = createRequire(startScript).resolve('stormdb/src/engine/local.js');
  const saves =
    `const saves = require(${JSON.stringify(require.resolve('./cognito-local-saves.cjs'))});` +
    `saves.atomicSaves(require(${JSON.stringify(stormEngine)}));` +
    `const exitAfterSaves = () => saves.savesDone().then(() => process.exit(0));`;
  // The IPC channel closes when this process dies however it dies (even SIGKILL), and the
  // child then exits, so a crashed run never leaves the port taken by an orphan.
  const child = spawn(
    process.execPath,
    [
      '-e',
      `${saves} process.on('disconnect', exitAfterSaves); process.on('SIGTERM', exitAfterSaves);` +
        ` ${syncLog} require(${JSON.stringify(startScript)});`,
    ],
    {
      cwd: options.directory,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(internalPort),
        HOST: localHost,
        AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
        ...(process.env.DEBUG && { DEBUG: process.env.DEBUG }),
      },
      stdio: ['ignore', log, log, 'ipc'],
    },
  );
  closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.unref();
  child.channel?.unref();

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
    await exited;
    clearTimeout(timer);
  };

  try {
    await waitUntilHealthy(internalEndpoint, exited);
  } catch (error) {
    await stop();
    const tail = readFileSync(logPath, 'utf8').trim().split('\n').slice(-10).join('\n');
    throw new Error(`${(error as Error).message}\n--- ${logPath} ---\n${tail}`);
  }
  let proxy;
  try {
    proxy = await startCognitoProxy({
      port: options.port,
      upstream: internalEndpoint,
      stateFile: join(configDirectory, 'signed-out.json'),
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    endpoint,
    issuerDomain: endpoint,
    stop: async () => {
      await proxy.stop();
      await stop();
    },
  };
}

async function waitUntilHealthy(endpoint: string, exited: Promise<number | null>): Promise<void> {
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`cognito-local exited with code ${exitCode} during start-up.`);
    try {
      if ((await fetch(`${endpoint}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`cognito-local did not answer on ${endpoint} within ${readyTimeoutMs / 1000} s.`);
}
