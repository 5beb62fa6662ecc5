import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeValuation } from '@shared/home-value/types';
import { api } from '../../../lib/api/client';
import { claimOf } from './claim-valuation';

/**
 * `GET /homevalue/{id}`: one valuation the caller may read (404 otherwise), after this browser's
 * claim of it, if any, has settled.
 */
export async function getValuation(id: string): Promise<HomeValuation> {
  await claimOf(id);
  return api.homeValue.getValuation({ params: { id } });
}

export const valuationQueryKey = (id: string) => ['home-value', 'valuation', id] as const;

export function valuationQueryOptions(id: string) {
  return queryOptions({ queryKey: valuationQueryKey(id), queryFn: () => getValuation(id) });
}

export function useValuation(id: string | undefined) {
  return useQuery({ ...valuationQueryOptions(id ?? ''), enabled: Boolean(id) });
}
