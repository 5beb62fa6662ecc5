import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Identity } from '@shared/identity';
import { ApiError } from '../../../lib/api-client';
import { api } from '../../../lib/api/client';
import { currentIdToken } from '../../../lib/auth-session';

/**
 * `GET /identity`: who the signed-in user is and their roles; null when nobody is signed in
 * (no token, or one the API refuses).
 */
export async function getIdentity(): Promise<Identity | null> {
  if (!(await currentIdToken())) return null;
  // The answer's schema (and zod with it) loads alongside the call, and only for a signed-in
  // visitor: every page asks for the identity, most never need zod otherwise.
  const schema = import('@shared/identity').then((module) => module.identitySchema);
  try {
    const [identitySchema, answer] = await Promise.all([schema, api.user.getIdentity()]);
    return identitySchema.parse(answer);
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
