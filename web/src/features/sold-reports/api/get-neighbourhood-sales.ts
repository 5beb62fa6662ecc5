import { queryOptions, useQuery } from '@tanstack/react-query';
import { toApiTime } from '@shared/months';
import type { NeighbourhoodSalesAnswer } from '@shared/sold-report/types';
import { apiRequest } from '../../../lib/api-client';

export type NeighbourhoodSales = NeighbourhoodSalesAnswer['neighbourhoods'];

/** `GET /soldreports/neighbourhoods?time=YYYYMM`: each neighbourhood's sales by type; empty on failure (document 1 §8). */
export async function getNeighbourhoodSales(month: string): Promise<NeighbourhoodSales> {
  try {
    const answer = await apiRequest<NeighbourhoodSalesAnswer>(`/soldreports/neighbourhoods?time=${toApiTime(month)}`);
    return answer.neighbourhoods;
  } catch {
    return {};
  }
}

export function neighbourhoodSalesQueryOptions(month: string) {
  return queryOptions({
    queryKey: ['soldreports', 'neighbourhoods', month],
    queryFn: () => getNeighbourhoodSales(month),
    staleTime: 10 * 60_000,
  });
}

export function useNeighbourhoodSales(month: string, enabled = true) {
  return useQuery({ ...neighbourhoodSalesQueryOptions(month), enabled });
}
