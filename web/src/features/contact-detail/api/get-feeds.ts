import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserFeeds } from '@shared/feeds';
import { apiRequest } from '../../../lib/api-client';

/** `GET /users/{id}/feeds?month=YYYY-MM`: the Activity tab's month (document 2 §7). */
export function feedsQueryOptions(contactId: string, month: string) {
  return queryOptions({
    queryKey: ['contact-detail', contactId, 'feeds', month],
    queryFn: ({ signal }) =>
      apiRequest<UserFeeds>(`/users/${encodeURIComponent(contactId)}/feeds?month=${month}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useFeeds(contactId: string, month: string) {
  return useQuery(feedsQueryOptions(contactId, month));
}
