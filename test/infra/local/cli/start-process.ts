import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '../../../../infra/local/stand-ins/ports';

const root = fileURLToPath(new URL('../../../..', import.meta.url));

export interface PortEnv {
  WEB_PORT: string;
  API_PORT: string;
  DYNAMODB_PORT: string;
  S3_PORT: string;
  COGNITO_PORT: string;
  SES_PORT: string;
}

/** A free port for everything, so the test runs beside a developer's own `npm start`. */
export async function freePortEnv(): Promise<PortEnv> {
  return {
    WEB_PORT: String(await findFreePort()),
    API_PORT: String(await findFreePort()),
    DYNAMODB_PORT: String(await findFreePort()),
    S3_PORT: String(await findFreePort()),
    COGNITO_PORT: String(await findFreePort()),
    SES_PORT: String(await findFreePort()),
  };
}

export interface StartedProcess {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the site URL printed after `Ready:`. */
  ready: Promise<string>;
  exit: Promise<number | null>;
}

/** Runs `infra/local/cli/start.ts` as `npm start` does (tsx), without the test runner's variables, with a small seed. */
export function runStart(env: Record<string, string>): StartedProcess {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(VITEST|NODE_ENV|TEST|DATA_DIR|NOW|SEED_SIZE|STATIC_WEB)/.test(name),
    ),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/cli/start.ts'], {
    cwd: root,
    // A small data seed: the full one (120,000 listings) takes minutes to write.
    env: { ...base, SEED_SIZE: '300', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const match = /Ready: (\S+)/.exec(text);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exit.then((code) => reject(new Error(`start.ts exited with ${code} before Ready:\n${text}`)));
  });
  ready.catch(() => undefined);
  return { child, output: () => text, ready, exit };
}

/**
 * Starts on fresh free ports. On a shared machine another process can take a port between
 * the pick and the bind; the start then refuses, naming the port, and this tries again on
 * new ports rather than fail the test (a third refusal fails it).
 */
export async function startOnFreePorts(
  env: Record<string, string>,
): Promise<{ running: StartedProcess; ports: PortEnv; siteUrl: string }> {
  for (let attempt = 1; ; attempt += 1) {
    const ports = await freePortEnv();
    const running = runStart({ ...ports, ...env });
    try {
      return { running, ports, siteUrl: await running.ready };
    } catch (error) {
      if (attempt >= 3 || !/already in use|EADDRINUSE/.test(running.output())) throw error;
    }
  }
}
