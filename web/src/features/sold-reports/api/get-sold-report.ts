import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { toApiTime } from '@shared/months';
import type { SoldReportAnswer } from '@shared/sold-report/types';
import { api } from '../../../lib/api/client';
import { viewerKey } from '../../../lib/stored-session';

/** `GET /soldreports/{neighbourhoodId}?time=YYYYMM`: one neighbourhood's report for a month (404: no such neighbourhood). */
export function getSoldReport(neighbourhoodId: string, month: string): Promise<SoldReportAnswer> {
  return api.property.soldReport({ params: { neighbourhoodId }, query: { time: toApiTime(month) } });
}

/** Answers differ by viewer (a visitor's has no rows): the key names the viewer. */
export function soldReportQueryOptions(neighbourhoodId: string, month: string) {
  return queryOptions({
    queryKey: ['soldreports', 'report', viewerKey(), neighbourhoodId, month],
    queryFn: () => getSoldReport(neighbourhoodId, month),
    // A closed month's report changes only when the monthly job runs.
    staleTime: 5 * 60_000,
  });
}

export function useSoldReport(neighbourhoodId: string, month: string) {
  return useSuspenseQuery(soldReportQueryOptions(neighbourhoodId, month));
}
