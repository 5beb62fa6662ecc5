import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { SharedValuation } from '@shared/home-value/types';
import { api } from '../../../lib/api/client';

/** `GET /homevalue/shared/{token}`: what a share link shows anyone (no purchase facts, notes or owner). */
export function getSharedValuation(token: string): Promise<SharedValuation> {
  return api.homeValue.sharedValuation({ params: { token } });
}

export function sharedValuationQueryOptions(token: string) {
  return queryOptions({ queryKey: ['home-value', 'shared', token], queryFn: () => getSharedValuation(token) });
}

export function useSharedValuation(token: string) {
  return useSuspenseQuery(sharedValuationQueryOptions(token));
}
