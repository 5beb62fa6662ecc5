import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Neighbourhood } from '@shared/neighbourhood';
import type { NeighbourhoodListAnswer } from '@shared/sold-report/types';
import { apiRequest } from '../../../lib/api-client';

/** `GET /neighbourhoods`: every neighbourhood with its community, centre and outline; empty on failure (document 1 §8). */
export async function getNeighbourhoods(): Promise<Neighbourhood[]> {
  try {
    return (await apiRequest<NeighbourhoodListAnswer>('/neighbourhoods')).neighbourhoods;
  } catch {
    return [];
  }
}

export function neighbourhoodsQueryOptions() {
  // The set changes only with an import: one load per visit is plenty.
  return queryOptions({ queryKey: ['neighbourhoods'], queryFn: getNeighbourhoods, staleTime: 30 * 60_000 });
}

export function useNeighbourhoods() {
  return useQuery(neighbourhoodsQueryOptions());
}
