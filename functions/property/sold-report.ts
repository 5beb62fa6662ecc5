import type { Neighbourhood } from '@shared/neighbourhood';
import { addMonths, monthRange, toApiTime, type Month } from '@shared/months';
import {
  countsOnlyNeighbourhoodSales,
  visitorNeighbourhoodSales,
  visitorSoldReport,
} from '@shared/sold-report/anonymous';
import { completeMonth, completeTypeReports } from '@shared/sold-report/tally';
import type { NeighbourhoodSalesAnswer, SoldReportAnswer, Statistics } from '@shared/sold-report/types';
import type {
  AreaSeriesDocument,
  MonthPublicationDocument,
  NeighbourhoodSalesDocument,
  SoldReportParts,
} from './sold-report-repository';

/** The charts show the 12 months that end with the report's month. */
export const chartMonths = 12;

function window(series: AreaSeriesDocument | undefined, month: Month): Statistics {
  return Object.fromEntries(
    monthRange(addMonths(month, -(chartMonths - 1)), month).map((m) => [m, completeMonth(series?.months[m])]),
  );
}

/**
 * One neighbourhood's sold report for a month, from the aggregation's documents. A month the
 * job has not written (before the data begins) is a report of empty types. Anonymous callers
 * get the visitors' view (`@shared/sold-report/anonymous`): no sold rows, no count of 1 or 2
 * sales, and the sold-derived figures of closed months only as they were published, once.
 */
export function soldReportAnswer(
  neighbourhood: Neighbourhood,
  month: Month,
  parts: SoldReportParts,
  signedIn: boolean,
): SoldReportAnswer {
  const answer: SoldReportAnswer = {
    time: toApiTime(month),
    neighbourhood: { id: neighbourhood.id, name: neighbourhood.name, community: neighbourhood.community },
    reports: completeTypeReports(month, parts.report?.reports, neighbourhood.id),
    statistics: window(parts.gtaSeries, month),
    communityStatistics: window(parts.communitySeries, month),
    neighbourhoodStatistics: window(parts.neighbourhoodSeries, month),
  };
  if (signedIn) return answer;
  return visitorSoldReport(answer, month, {
    ...(parts.neighbourhoodPublished && { neighbourhood: parts.neighbourhoodPublished.months }),
    ...(parts.communityPublished && { community: parts.communityPublished.months }),
    ...(parts.gtaPublished && { gta: parts.gtaPublished.months }),
  });
}

/**
 * Every neighbourhood's sales of a month by type (`/soldreports/neighbourhoods`). A visitor
 * gets a closed month as it was published, and a month not published (the month to date) as
 * its counts alone.
 */
export function neighbourhoodSalesAnswer(
  month: Month,
  documents: { sales?: NeighbourhoodSalesDocument; publication?: MonthPublicationDocument },
  signedIn: boolean,
): NeighbourhoodSalesAnswer {
  const live = documents.sales?.neighbourhoods ?? {};
  let neighbourhoods: NeighbourhoodSalesAnswer['neighbourhoods'];
  if (signedIn) {
    neighbourhoods = live;
  } else if (documents.publication) {
    neighbourhoods = Object.fromEntries(
      Object.entries(documents.publication.areas).flatMap(([area, published]) =>
        area.startsWith('NB#') && published ? [[area.slice(3), visitorNeighbourhoodSales(published)]] : [],
      ),
    );
  } else {
    neighbourhoods = Object.fromEntries(
      Object.entries(live).map(([id, byType]) => [id, countsOnlyNeighbourhoodSales(byType)]),
    );
  }
  return { time: toApiTime(month), neighbourhoods };
}
