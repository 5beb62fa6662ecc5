import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** `GET /users/{id}/feeds?month=YYYY-MM`: the Activity tab's month (document 2 §7). */
export function feedsQueryOptions(contactId: string, month: string) {
  return queryOptions({
    ...api.user.getActivity.options({ params: { id: contactId }, query: { month } }),
    placeholderData: keepPreviousData,
  });
}

export function useFeeds(contactId: string, month: string) {
  return useQuery(feedsQueryOptions(contactId, month));
}
