import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Listing } from '@shared/listing';
import { addMonths, currentMonth, toApiTime } from '@shared/months';
import { createNaiveNeighbourhoodLocator, createNeighbourhoodLocator } from '@shared/geo/neighbourhood-locator';
import { dynamo } from '../../functions/lib/aws-clients';
import { env } from '../../functions/lib/env';
import { clock } from '../../functions/lib/clock';
import { runJob } from '../../functions/jobs/job';
import { runSoldReportAggregation } from '../../functions/property/jobs/sold-report-aggregation/run';
import { handler as propertyHandler } from '../../functions/property/index';
import { getSoldReport } from '../../functions/property/handlers/sold-reports';
import { neighbourhoodArea, propertyKeys } from '../../functions/property/keys';
import { scanListings } from '../../functions/property/listing-repository';
import { listNeighbourhoods } from '../../functions/property/neighbourhood-repository';
import { apiEvent, lambdaContext } from '../support/api-event';
import { ms, percentiles, timeEach } from './percentiles';
import { minimumListings } from './search';

type Log = (line: string) => void;

/** Assigning every sale listing to its neighbourhood: the R-tree prefilter against the loop over every polygon. */
async function benchPrefilter(log: Log) {
  const neighbourhoods = await listNeighbourhoods();
  const listings: Listing[] = [];
  await scanListings((page) => listings.push(...page));
  const points = listings
    .filter((l) => l.saleType === 'Sale')
    .map((l) => [l.location.lon, l.location.lat] as [number, number]);
  const time = (locate: (p: [number, number]) => unknown) => {
    const started = performance.now();
    for (const point of points) locate(point);
    return performance.now() - started;
  };
  const prefilter = createNeighbourhoodLocator(neighbourhoods);
  const naive = createNaiveNeighbourhoodLocator(neighbourhoods);
  time((p) => prefilter.locate(p)); // warm-up
  const fast = time((p) => prefilter.locate(p));
  const slow = time((p) => naive.locate(p));
  log(
    `  points to polygons: ${points.length} sale listings, ${neighbourhoods.length} neighbourhoods: ` +
      `prefilter ${ms(fast)}, loop over every polygon ${ms(slow)} (${(slow / fast).toFixed(1)}× faster)`,
  );
  return { listings: listings.length, neighbourhoods };
}

/**
 * The sold-report figures of issue 3 over the local stack's data: the prefilter's speed-up,
 * the aggregation of every month with its writes (a rebuild: it writes the items the daily
 * job would), and the sold-report call beside the same run's dynalite GetItem.
 */
export async function benchSoldReports(log: Log): Promise<void> {
  log('Sold reports (targets: aggregation ≤ 30 s with writes; a report p95 ≤ 3× a GetItem p95)');
  const { listings, neighbourhoods } = await benchPrefilter(log);
  if (listings < minimumListings) {
    log(
      `  Not reported: the data has ${listings.toLocaleString('en-US')} listings, and these figures need the ` +
        `full seed of ${minimumListings.toLocaleString('en-US')} or more (npm run seed).`,
    );
    return;
  }

  const started = performance.now();
  const run = await runJob('sold-report-aggregation', runSoldReportAggregation, { all: true });
  log(
    `  aggregation over ${listings} listings, every month, with writes: ${((performance.now() - started) / 1000).toFixed(1)} s ` +
      `(${run.summary.items} items)`,
  );

  const month = addMonths(currentMonth(clock.now()), -1);
  const ids = neighbourhoods.map((n) => n.id);
  const pick = (i: number) => ids[(i * 7919) % ids.length]!;
  const count = 400;
  const caller = { sub: 'bench', email: 'bench@example.com', emailVerified: true, roles: ['client' as const] };

  const getItem = (i: number) =>
    dynamo().send(
      new GetCommand({
        TableName: env().PROPERTY_TABLE,
        Key: propertyKeys.soldReport(neighbourhoodArea(pick(i)), month),
      }),
    );
  const viaHandler = (i: number) =>
    propertyHandler(
      apiEvent('GET /soldreports/{neighbourhoodId}', {
        pathParameters: { neighbourhoodId: pick(i) },
        query: { time: toApiTime(month) },
      }),
      lambdaContext(),
    );
  const signedIn = (i: number) =>
    getSoldReport.run({
      params: { neighbourhoodId: pick(i) },
      query: { time: month },
      body: undefined,
      caller,
      event: apiEvent('GET /soldreports/{neighbourhoodId}'),
      context: lambdaContext(),
    });

  await timeEach(50, getItem);
  await timeEach(50, viaHandler);
  await timeEach(50, signedIn);
  const get = percentiles(await timeEach(count, getItem));
  const anonymous = percentiles(await timeEach(count, viaHandler));
  const full = percentiles(await timeEach(count, signedIn));
  const ratio = (p95: number) => `${(p95 / get.p95).toFixed(2)}× the GetItem p95`;
  log(`  dynalite GetItem of one report item: p50 ${ms(get.p50)}, p95 ${ms(get.p95)}`);
  log(
    `  GET /soldreports/{id} (visitor, whole middleware stack): p50 ${ms(anonymous.p50)}, p95 ${ms(anonymous.p95)} = ${ratio(anonymous.p95)}`,
  );
  log(
    `  GET /soldreports/{id} (signed in, with sold rows): p50 ${ms(full.p50)}, p95 ${ms(full.p95)} = ${ratio(full.p95)}`,
  );
}
