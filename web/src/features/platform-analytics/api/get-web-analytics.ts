import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WebAnalyticsAnswer } from '@shared/analytics';
import { toApiTime } from '@shared/months';
import { api } from '../../../lib/api/client';

/**
 * `GET /admin/webanalytics?time=YYYYMM` (admins): one month's web figures; without a month, the
 * overview of the last 12 months with the months themselves (shared/analytics.ts).
 */
export function getWebAnalytics(month: string | undefined, signal?: AbortSignal): Promise<WebAnalyticsAnswer> {
  return api.user.getWebAnalytics({ query: { time: month ? toApiTime(month) : undefined } }, { signal });
}

export function webAnalyticsQueryOptions(month: string | undefined) {
  return queryOptions({
    queryKey: ['admin', 'webanalytics', month ?? 'overview'],
    queryFn: ({ signal }) => getWebAnalytics(month, signal),
    // The picker's next month keeps the last one on screen while it loads.
    placeholderData: keepPreviousData,
  });
}

export function useWebAnalytics(month: string | undefined) {
  return useQuery(webAnalyticsQueryOptions(month));
}
