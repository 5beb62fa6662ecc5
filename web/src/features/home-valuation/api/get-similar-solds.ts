import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SimilarProperties } from '@shared/home-value/types';
import { api } from '../../../lib/api/client';
import { similarSoldsQueryKey } from './get-valuation';

/**
 * `GET /homevalue/{id}/similarSolds` (DECISIONS row 21): similar sold and active listings near
 * the valuation, masked by the server as every listing is.
 */
export function getSimilarSolds(id: string): Promise<SimilarProperties> {
  return api.homeValue.similarSolds({ params: { id } });
}

export function similarSoldsQueryOptions(id: string) {
  return queryOptions({
    queryKey: similarSoldsQueryKey(id),
    queryFn: () => getSimilarSolds(id),
    staleTime: 5 * 60_000,
  });
}

/**
 * The summary asks for them when it mounts (a prefetch in its effect; the list is drawn last):
 * when that failed, the list shows the failure and its Try again rather than asking once more
 * on its own.
 */
export function useSimilarSolds(id: string) {
  return useQuery({ ...similarSoldsQueryOptions(id), retryOnMount: false });
}
