import { queryOptions, useQuery } from '@tanstack/react-query';
import { toApiTime } from '@shared/months';
import type { NeighbourhoodSalesAnswer } from '@shared/sold-report/types';
import { api } from '../../../lib/api/client';

export type NeighbourhoodSales = NeighbourhoodSalesAnswer['neighbourhoods'];

/** `GET /soldreports/neighbourhoods?time=YYYYMM`: each neighbourhood's sales by type (types without sales left out). */
export async function getNeighbourhoodSales(month: string): Promise<NeighbourhoodSales> {
  const answer = await api.property.neighbourhoodSales({ query: { time: toApiTime(month) } });
  return answer.neighbourhoods;
}

export function neighbourhoodSalesQueryOptions(month: string) {
  // A failure is not an empty answer (which would read as no sales): it is not cached, and the
  // dialog shows '--' with Try again.
  // A visitor is answered the published figures, a signed-in user with corrections: the key
  // names the viewer.
  return queryOptions({
    queryKey: api.property.neighbourhoodSales.key({ query: { time: toApiTime(month) } }),
    queryFn: () => getNeighbourhoodSales(month),
    staleTime: 10 * 60_000,
  });
}

export function useNeighbourhoodSales(month: string, enabled = true) {
  return useQuery({ ...neighbourhoodSalesQueryOptions(month), enabled });
}
