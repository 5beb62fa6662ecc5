import type { Neighbourhood } from '@shared/neighbourhood';
import { addMonths, monthRange, toApiTime, type Month } from '@shared/months';
import { anonymousSoldReport } from '@shared/sold-report/anonymous';
import { completeMonth, completeTypeReports } from '@shared/sold-report/tally';
import type { SoldReportAnswer, Statistics } from '@shared/sold-report/types';
import type { AreaSeriesDocument, SoldReportParts } from './sold-report-repository';

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
 * sales, and averages only where the job's decisions stored in the same documents show them.
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
  return anonymousSoldReport(answer, {
    ...(parts.report?.visibleToVisitors && { report: parts.report.visibleToVisitors }),
    ...(parts.gtaSeries?.visibleToVisitors && { statistics: parts.gtaSeries.visibleToVisitors }),
    ...(parts.communitySeries?.visibleToVisitors && { communityStatistics: parts.communitySeries.visibleToVisitors }),
    ...(parts.neighbourhoodSeries?.visibleToVisitors && {
      neighbourhoodStatistics: parts.neighbourhoodSeries.visibleToVisitors,
    }),
  });
}
