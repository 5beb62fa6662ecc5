import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { readLocalInfo, type LocalInfo } from '../../infra/local/local-info';
import { findFreePort } from '../../infra/local/stand-ins/ports';
import { startHttp2Front } from './http2-front';

/**
 * The site as the Lighthouse bench measures it: the front end built as `npm run build` builds
 * it (into web/dist) and served by the local static server (`STATIC_WEB=1`: brotli or gzip,
 * CloudFront's cache headers), with the local stack's API behind it, on free ports, and over
 * HTTP/2 as CloudFront serves it (http2-front.ts): `siteUrl` is that front's address.
 *
 * The stack runs in a process of its own (`npm start`'s), so that the API's work never shares
 * an event loop with Lighthouse's. Its data folder is kept between runs (the first run seeds
 * it: about 2½ minutes for the full seed on an idle machine; `SEED_SIZE` makes it smaller).
 */
export interface BenchSite {
  /** The HTTP/2 front's address; `info.siteUrl` is the static server's own. */
  siteUrl: string;
  info: LocalInfo;
  stop(): Promise<void>;
}

const root = fileURLToPath(new URL('../..', import.meta.url));

/** `BENCH_DATA_DIR`, or `.data/web-bench` (which `npm run reset` wipes with the rest of `.data`). */
export const benchDataDir = () => process.env.BENCH_DATA_DIR ?? join(root, '.data', 'web-bench');

export async function buildSite(): Promise<void> {
  await build({ configFile: join(root, 'web/vite.config.ts'), logLevel: 'warn' });
}

export async function startBenchSite(log: (line: string) => void): Promise<BenchSite> {
  const dataDir = benchDataDir();
  const port = async () => String(await findFreePort());
  const env = {
    ...process.env,
    STATIC_WEB: '1',
    DATA_DIR: dataDir,
    WEB_PORT: await port(),
    API_PORT: await port(),
    DYNAMODB_PORT: await port(),
    S3_PORT: await port(),
    COGNITO_PORT: await port(),
    SES_PORT: await port(),
  };
  log(`  starting the local stack (data in ${dataDir}; its first start seeds it)…`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/cli/start.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stderr.on('data', keep);
  const exited = once(child, 'exit');
  let started = false;
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      keep(chunk);
      if (started) return;
      // Its progress until it is ready (a first start seeds for minutes), then nothing.
      for (const line of chunk.toString().split('\n')) {
        if (line.includes('Ready:')) {
          started = true;
          resolve();
          return;
        }
        if (line.trim()) log(`    ${line.trim()}`);
      }
    });
    void exited.then(([code]) =>
      reject(new Error(`The local stack stopped (exit ${String(code)}) before it was ready:\n${output.join('')}`)),
    );
  });
  // The gateway logs every request on stdout: the listener above keeps reading it (the last lines).
  await ready;
  const info = readLocalInfo(dataDir);
  if (!info) throw new Error(`The local stack said Ready but wrote no local.json in ${dataDir}`);
  const front = await startHttp2Front(info.siteUrl);
  return {
    siteUrl: front.url,
    info,
    stop: async () => {
      await front.stop();
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
