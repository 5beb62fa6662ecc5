import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { userSorts } from '@shared/users';
import { parseLocalConfig } from '../../infra/local/config';
import { readLocalInfo } from '../../infra/local/local-info';
import { idTokenOf } from '../support/demo-sign-in';
import { ms, percentiles } from './percentiles';

type Log = (line: string) => void;

/** Each route is loaded for this long, by this many connections at once, one route after another. */
const seconds = Number(process.env.LOAD_SECONDS ?? 10);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 8);

interface LoadedRoute {
  name: string;
  /** Paths on the local gateway, taken in turn; a view of the map or a report is never one URL. */
  paths: string[];
  headers?: Record<string, string>;
}

/**
 * Issue 28's load run: the markers, sold-report and users-list routes through the running local
 * stack (`npm start`: its gateway, the handlers and dynalite on this machine), a bounded number
 * of connections for a bounded time, on localhost only. It finds slow handlers; it measures the
 * stand-ins, not AWS, so it does not set the API's ceiling (infra/api-capacity.ts does, from the
 * in-handler figures of the bench).
 */
export async function benchLoadRun(log: Log): Promise<void> {
  log(`Load run (${connections} connections, ${seconds} s a route, through the running local stack's gateway)`);
  const { dataDir } = parseLocalConfig();
  const info = readLocalInfo(dataDir);
  if (!info || !isAlive(info.pid)) {
    log(`  Not run: no local stack is running on ${dataDir} (start one with npm start, then npm run bench:load).`);
    return;
  }
  const gateway = new URL(info.gatewayUrl);
  if (!['127.0.0.1', 'localhost'].includes(gateway.hostname)) throw new Error(`Not localhost: ${info.gatewayUrl}`);
  const admin = info.demoAccounts.find((account) => account.role === 'admin');
  if (!admin) throw new Error('The local stack has no demo admin to list users as.');
  const token = await idTokenOf(info.siteUrl, admin);

  const { neighbourhoods } = (await (await fetch(`${info.gatewayUrl}/api/neighbourhoods`)).json()) as {
    neighbourhoods: { id: string }[];
  };
  for (const route of loadedRoutes(
    neighbourhoods.map((n) => n.id),
    token,
  )) {
    const figures = await load(`${info.gatewayUrl}/api`, route);
    log(
      `  ${route.name.padEnd(34)} ${figures.perSecond.toFixed(0).padStart(5)} requests/s, p50 ${ms(figures.p50)}, ` +
        `p95 ${ms(figures.p95)}, max ${ms(figures.max)}; ${figures.errors} errors of ${figures.total}`,
    );
  }
}

function loadedRoutes(neighbourhoodIds: string[], token: string): LoadedRoute[] {
  const views = [
    'zoom=11',
    'zoom=11&types=condo',
    'zoom=12&minPrice=800000',
    'zoom=14&topLeft=43.6700,-79.4100&bottomRight=43.6400,-79.3600',
    'zoom=16&topLeft=43.6530,-79.3900&bottomRight=43.6460,-79.3790&showSold=365',
  ];
  return [
    { name: 'GET /markers (visitor)', paths: views.map((view) => `/markers?${view}`) },
    {
      name: 'GET /soldreports/{id} (visitor)',
      paths: neighbourhoodIds.slice(0, 40).map((id) => `/soldreports/${encodeURIComponent(id)}`),
    },
    {
      name: 'GET /users (admin, page of 50)',
      paths: userSorts.flatMap((sort) => [`/users?sort=${sort}&size=50`, `/users?sort=${sort}&size=50&from=500`]),
      headers: { authorization: `Bearer ${token}` },
    },
  ];
}

async function load(base: string, route: LoadedRoute) {
  const latencies: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        requests: route.paths.map((path) => ({ method: 'GET', path: `${new URL(base).pathname}${path}` })),
        ...(route.headers && { headers: route.headers }),
      },
      (error: unknown, done) => (error ? reject(error as Error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode >= 400) errors += 1;
    });
  });
  const { p50, p95, max } = percentiles(latencies);
  return {
    perSecond: result.requests.average,
    p50,
    p95,
    max,
    errors: errors + result.errors + result.timeouts,
    total: latencies.length + result.errors + result.timeouts,
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  await benchLoadRun((line) => console.log(line));
}
