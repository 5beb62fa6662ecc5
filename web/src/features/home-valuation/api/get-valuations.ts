import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ValuationPage } from '@shared/home-value/types';
import { api } from '../../../lib/api/client';

/** `GET /homevalue?cursor=`: the caller's own valuations, newest first, 10 a page. */
export function getValuations(cursor?: string): Promise<ValuationPage> {
  return api.homeValue.myValuations({ query: { cursor: cursor || undefined } });
}

export function valuationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['home-value', 'list', 'mine'],
    queryFn: ({ pageParam }) => getValuations(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  });
}

export function useValuations(enabled = true) {
  return useInfiniteQuery({ ...valuationsQueryOptions(), enabled });
}
