import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserAnalytics } from '@shared/analytics';
import { api } from '../../../lib/api/client';

/** `GET /admin/useranalytics` (admins): the waitlist now and a week ago, invited people who signed up, invitations. */
export function getUserAnalytics(signal?: AbortSignal): Promise<UserAnalytics> {
  return api.user.getUserAnalytics(undefined, { signal });
}

export function userAnalyticsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'useranalytics'],
    queryFn: ({ signal }) => getUserAnalytics(signal),
  });
}

export function useUserAnalytics() {
  return useQuery(userAnalyticsQueryOptions());
}
