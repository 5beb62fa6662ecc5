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

/**
 * The similar listings follow the valuation's type, bedrooms and value: an update or a
 * confirmation refreshes them. Their key is here, beside the valuation's, so that what changes a
 * valuation (the confirmation page) does not load the listings' call to name them.
 */
export const similarSoldsQueryKey = (id: string) => ['home-value', 'similar', id] as const;

export function valuationQueryOptions(id: string) {
  return queryOptions({ queryKey: valuationQueryKey(id), queryFn: () => getValuation(id) });
}

export function useValuation(id: string | undefined) {
  return useQuery({ ...valuationQueryOptions(id ?? ''), enabled: Boolean(id) });
}
