import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailAnalyticsAnswer } from '@shared/analytics';
import { toApiTime } from '@shared/months';
import { api } from '../../../lib/api/client';

/** Whose mail the page shows: an admin everyone's, an agent their contacts' (DECISIONS row 15). */
export type EmailAnalyticsViewer = 'admin' | 'agent';

const calls = { admin: api.user.emailAnalytics, agent: api.user.agentEmailAnalytics };

/** `GET /analytics/email?time=YYYYMM` (admins) or `GET /analytics/agentemail?time=YYYYMM` (agents). */
export function getEmailAnalytics(
  viewer: EmailAnalyticsViewer,
  month: string,
  signal?: AbortSignal,
): Promise<EmailAnalyticsAnswer> {
  return calls[viewer]({ query: { time: toApiTime(month) } }, { signal });
}

export function emailAnalyticsQueryOptions(viewer: EmailAnalyticsViewer, month: string) {
  return queryOptions({
    queryKey: ['analytics', 'email', viewer, month],
    queryFn: ({ signal }) => getEmailAnalytics(viewer, month, signal),
    placeholderData: keepPreviousData,
  });
}

export function useEmailAnalytics(viewer: EmailAnalyticsViewer, month: string) {
  return useQuery(emailAnalyticsQueryOptions(viewer, month));
}
