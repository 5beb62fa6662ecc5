import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { UserProfile } from '@shared/profile';
import { apiRequest } from '../../../lib/api-client';

/** `GET /myprofile`: the signed-in user's own profile. */
export function getMyProfile(): Promise<UserProfile> {
  return apiRequest<UserProfile>('/myprofile');
}

export const myProfileQueryKey = ['myprofile'] as const;

export function myProfileQueryOptions() {
  return queryOptions({ queryKey: myProfileQueryKey, queryFn: getMyProfile });
}

export function useMyProfile() {
  return useSuspenseQuery(myProfileQueryOptions());
}
