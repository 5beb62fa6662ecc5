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
    reservedConcurrency: 10,
    benchP95Ms: 1000,
    measured: 'an export or an import start writes or reads a whole file in S3; planned at 1 s',
    plannedMs: 1000,
  },
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

/**
 * Expensive routes get limits of their own, below the stage's: each is a whole file read or
 * written, or a report assembled from many reads. They share the contact files' capacity
 * (10 executions at 1 s = 10 a second), so each route gets headroom × that, and a burst of
 * the Lambda's reservation.
 */
const filesThrottle = {
  rateLimit: Math.floor(headroom * capacityOf(lambdaCapacity['user-files'])),
  burstLimit: lambdaCapacity['user-files'].reservedConcurrency,
};

export const expensiveRoutes: Record<string, { rateLimit: number; burstLimit: number; why: string }> = {
  'GET /admin/exportcontacts': { ...filesThrottle, why: 'an export: every contact of a book to a CSV in S3' },
  'GET /admin/exportwaitlist': { ...filesThrottle, why: 'an export: the whole waitlist to a CSV in S3' },
  'GET /invite/contacts/import': { ...filesThrottle, why: 'an import: reads the whole upload, starts the job' },
  'GET /invite/contacts/{id}/import': { ...filesThrottle, why: 'an import for an agent, the same' },
  'POST /imports/{id}/undo': { ...filesThrottle, why: 'takes back every invitation of an import' },
  'POST /homevalue/{id}/report': {
    rateLimit: 10,
    burstLimit: 20,
    why: 'an annual report: the valuation, its history and comparables read and stored (the PDF is drawn in the browser)',
  },
  'POST /homevalue/{id}/report/print': { rateLimit: 5, burstLimit: 10, why: 'a print request: a mail to the agent' },
};
