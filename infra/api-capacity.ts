import { routeKey } from '../functions/lib/route';
import type { ServiceDefinition } from '../functions/services';

/*
 * The API's ceiling, calculated (issue 28 "A ceiling sized for a busy day"; the README's
 * "The API's ceiling" shows the same arithmetic).
 *
 * A Lambda with C executions reserved, whose handler takes L seconds at p95, answers about C / L
 * requests a second before it throttles. The stage's shared ceiling must hold for any mix of
 * routes, so it is the smallest of those capacities (all the traffic may go to one Lambda, as
 * the map does after a newsletter), times a headroom for cold starts and slow moments. A burst
 * arrives all at once, so it may be as large as the smallest reservation, no larger.
 *
 * L is the bench's in-handler p95 of the Lambda's slowest common route (`npm run bench`), but
 * never less than a planning floor: dynalite on this machine answers in about a millisecond,
 * DynamoDB in AWS in single-digit milliseconds a call, and a handler makes several.
 */

type ApiLambda = ServiceDefinition['name'];

export interface LambdaCapacity {
  /** Executions reserved for the function (`reservedConcurrentExecutions`). */
  reservedConcurrency: number;
  /** The bench's in-handler p95 this is sized on, in ms, and the line of `npm run bench` it is. */
  benchP95Ms: number;
  measured: string;
  /** The latency the capacity is calculated with, in ms: the bench's, or more where AWS will be slower. */
  plannedMs: number;
}

/** Planning floor of a handler's latency in AWS, in ms (see above). */
export const plannedFloorMs = 50;

/** The share of the smallest capacity the stage lets through. */
export const headroom = 0.5;

/**
 * Measured on 2026-11-28 with `npm run bench` on the 2-core development machine (full seed).
 * The home-value service has no in-handler bench of its routes: its figure is the valuation
 * bench's estimate (0.45 ms) plus its reads and writes, planned at 200 ms.
 */
export const lambdaCapacity: Record<ApiLambda, LambdaCapacity> = {
  property: {
    reservedConcurrency: 100,
    benchP95Ms: 6.8,
    measured: 'GET /soldreports/{id} as a visitor, through the whole middleware stack (whole-area markers: 2.1 ms)',
    plannedMs: plannedFloorMs,
  },
  user: {
    reservedConcurrency: 100,
    benchP95Ms: 27.4,
    measured: "GET /users, the users list's worst p95 (20,000 users, a search term, page 10)",
    plannedMs: plannedFloorMs,
  },
  'home-value': {
    reservedConcurrency: 100,
    benchP95Ms: 0.45,
    measured: 'one estimate (the model in memory); the route adds its DynamoDB reads and writes',
    plannedMs: 200,
  },
  'user-files': {
    reservedConcurrency: 20,
    benchP95Ms: 1000,
    measured: 'an export or an import start writes or reads a whole file in S3; planned at 1 s',
    plannedMs: 1000,
  },
};

/**
 * Each service Lambda's memory, in MB; Lambda gives CPU in proportion (1,769 MB is one vCPU).
 * 512 MB is plenty for the handlers, which mostly wait on DynamoDB. The home-value service
 * gets a whole vCPU: a new instance loads the valuation engine (the artifact gunzipped, parsed
 * and indexed, functions/home-value/valuation-engine.ts) before its first answer, CPU-bound work
 * of 1.0 to 1.7 s on one core of the development machine, now that the job stores the sales'
 * neighbour features (it was 2 s or more). At 512 MB, 0.29 of a vCPU, that would be 3.5 to 6 s
 * that a homeowner's first valuation after a quiet spell waits, of the handler's 10 s. The
 * cost: its requests that mostly wait on DynamoDB cost 3.45 times as much a millisecond, which
 * at the volumes of docs/operations.md ("Monthly cost estimate") stays inside Lambda's free tier.
 */
export const serviceMemoryMb: Record<ApiLambda, number> = {
  property: 512,
  user: 512,
  'home-value': 1769,
  'user-files': 512,
};

/** Requests a second one Lambda answers before it throttles. */
export const capacityOf = ({ reservedConcurrency, plannedMs }: LambdaCapacity) =>
  reservedConcurrency / (Math.max(plannedMs, plannedFloorMs) / 1000);

/**
 * The stage's default route throttle: headroom × the smallest capacity of the Lambdas whose
 * routes it governs (the contact files have their own lower route limits, below).
 */
export function stageThrottle(capacities: Record<ApiLambda, LambdaCapacity> = lambdaCapacity) {
  const governed = Object.entries(capacities).filter(([name]) => name !== 'user-files');
  const rateLimit = Math.floor(headroom * Math.min(...governed.map(([, c]) => capacityOf(c))));
  const burstLimit = Math.min(...governed.map(([, c]) => c.reservedConcurrency));
  return { rateLimit, burstLimit };
}

/** A route's own throttle: requests a second (fractions allowed) and burst. */
export interface RouteLimit {
  rateLimit: number;
  burstLimit: number;
  why: string;
}

/**
 * The contact files' Lambda serves only expensive routes (a whole file read or written), so
 * every one of them has a limit of its own, and together they stay within its capacity: each
 * gets an equal share of headroom × capacity, and of its reservation as burst. These limits
 * hold for all callers together, like the stage's: one client at WAF's per-client rate can
 * still use up one of these routes for the others (not the rest of the API).
 */
export function contactFilesLimits(
  routeKeys: readonly string[],
  files: LambdaCapacity = lambdaCapacity['user-files'],
): Record<string, RouteLimit> {
  const rateLimit = Math.floor((100 * headroom * capacityOf(files)) / routeKeys.length) / 100;
  const burstLimit = Math.max(1, Math.floor(files.reservedConcurrency / routeKeys.length));
  return Object.fromEntries(
    routeKeys.map((key) => [key, { rateLimit, burstLimit, why: 'a contact file: a whole CSV read or written' }]),
  );
}

/** The home-value service's expensive routes, within its own capacity (500 a second). */
const reportLimits: Record<string, RouteLimit> = {
  'POST /homevalue/{id}/report': {
    rateLimit: 10,
    burstLimit: 20,
    why: 'an annual report: the valuation, its history and comparables read and stored (the PDF is drawn in the browser)',
  },
  'POST /homevalue/{id}/report/print': {
    rateLimit: 5,
    burstLimit: 10,
    why: 'a print request: a mail to the print desk',
  },
};

/** Every route with a limit of its own, by route key (the HTTP API's RouteSettings). */
export function routeLimits(
  services: readonly Pick<ServiceDefinition, 'name' | 'routes'>[],
): Record<string, RouteLimit> {
  const files = services.find((service) => service.name === 'user-files')?.routes.map(routeKey) ?? [];
  return { ...contactFilesLimits(files), ...reportLimits };
}
