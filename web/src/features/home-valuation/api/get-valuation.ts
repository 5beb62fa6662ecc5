import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeValuation } from '@shared/home-value/types';
import { api } from '../../../lib/api/client';

/** `GET /homevalue/{id}`: one valuation the caller may read (404 otherwise). */
export function getValuation(id: string): Promise<HomeValuation> {
  return api.homeValue.getValuation({ params: { id } });
}

export const valuationQueryKey = (id: string) => ['home-value', 'valuation', id] as const;

export function valuationQueryOptions(id: string) {
  return queryOptions({ queryKey: valuationQueryKey(id), queryFn: () => getValuation(id) });
}

export function useValuation(id: string | undefined) {
  return useQuery({ ...valuationQueryOptions(id ?? ''), enabled: Boolean(id) });
}
