import { queryOptions, useQuery } from '@tanstack/react-query';
import { identitySchema, type Identity } from '@shared/identity';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { currentIdToken } from '../../../lib/auth-session';

/**
 * `GET /identity`: who the signed-in user is and their roles; null when nobody is signed in
 * (no token, or one the API refuses).
 */
export async function getIdentity(): Promise<Identity | null> {
  if (!(await currentIdToken())) return null;
  try {
    return identitySchema.parse(await apiRequest('/identity'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const identityQueryKey = ['identity'] as const;

/** Changes only on sign-in and sign-out, which reset the query cache. */
export function identityQueryOptions() {
  return queryOptions({ queryKey: identityQueryKey, queryFn: getIdentity, staleTime: Infinity });
}

export function useIdentity() {
  return useQuery(identityQueryOptions());
}
