import { useInfiniteQuery } from '@tanstack/react-query';
import type { FeedbackPage } from '@shared/feedback';
import { api } from '../../../lib/api/client';

/** `GET /admin/feedback` (ours, admins): a page of feedback, newest first. */
export function listFeedback(cursor: string | undefined, signal?: AbortSignal): Promise<FeedbackPage> {
  return api.user.listFeedback({ query: { cursor: cursor || undefined } }, { signal });
}

export function useFeedbackList() {
  return useInfiniteQuery({
    queryKey: ['admin', 'feedback'],
    queryFn: ({ pageParam, signal }) => listFeedback(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  });
}
