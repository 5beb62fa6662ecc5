import { currentMonth, monthRange } from '@shared/months';
import { createSoldReportAggregator } from './aggregate';
import { soldReportDocuments } from './documents';
import { documentsVersion, monthsToWrite } from './months-to-write';
import { publishClosedMonths } from './publish';
import { scanListings } from '../../listing-repository';
import { listNeighbourhoods } from '../../neighbourhood-repository';
import { putSoldReportDocuments } from '../../sold-report-repository';
import { communityArea, gtaArea, neighbourhoodArea, type AreaKey } from '../../keys';
import type { JobRunner, ListingsJob } from '../../../jobs/job';

/**
 * The sold-report aggregation: reads every listing once, folds the sales and new listings
 * into each neighbourhood, community and the GTA by month and type, and writes the signed-in
 * reports of the months that are due with every area's chart series (the same listings and
 * clock give the same items, so a re-run rewrites them unchanged). Then it publishes for
 * visitors each closed month not yet published (`publish.ts`): once, never to change.
 */
export const soldReportAggregationOn: ListingsJob =
  (listingPages) =>
  async ({ input, now, lastRun, log }) => {
    const neighbourhoods = await listNeighbourhoods();
    const aggregator = createSoldReportAggregator(neighbourhoods);
    let listings = 0;
    const started = Date.now();
    await listingPages((page) => {
      for (const listing of page) aggregator.add(listing);
      listings += page.length;
    });
    const tallies = aggregator.result();
    const readMs = Date.now() - started;

    const current = currentMonth(now);
    const dataMonths = monthRange(tallies.firstMonth ?? current, current);
    const months = monthsToWrite(input, lastRun, now, dataMonths);
    const communities = new Set(neighbourhoods.map((n) => communityArea(n.community)));
    for (const area of tallies.areas.keys()) if (area.startsWith('CM#')) communities.add(area);
    const areas: AreaKey[] = [gtaArea, ...communities, ...neighbourhoods.map((n) => neighbourhoodArea(n.id))];

    log('Writing sold reports', { listings, areas: areas.length, months: months.length, readMs });
    const writing = Date.now();
    const items = await putSoldReportDocuments(
      soldReportDocuments(tallies, { areas, months, seriesMonths: dataMonths }),
    );
    const writeMs = Date.now() - writing;
    const publishing = Date.now();
    const { published, series } = await publishClosedMonths(tallies, {
      areas,
      dataMonths,
      monthToDate: current,
      now,
    });
    if (published.length > 0) log('Published for visitors', { months: published.length, series });
    return {
      listings,
      neighbourhoods: neighbourhoods.length,
      unlocated: tallies.unlocated,
      months: months.length > 0 ? `${months[0]}..${months.at(-1)}` : 'none',
      items,
      readMs,
      writeMs,
      published: published.length > 0 ? `${published[0]}..${published.at(-1)}` : 'none',
      publishMs: Date.now() - publishing,
      documentsVersion,
    };
  };

/** The Lambda's run: it scans the listings itself. */
export const runSoldReportAggregation: JobRunner = soldReportAggregationOn(scanListings);
