import { queryOptions, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** `GET /myprofile`: the signed-in user's own profile. */
export function myProfileQueryOptions() {
  return queryOptions(api.user.getMyProfile.options());
}

export function useMyProfile() {
  return useSuspenseQuery(myProfileQueryOptions());
}

/** Fetches the profile again (a form's Reload after a 409); resolves once the cache holds it. */
export function useReloadMyProfile() {
  const queryClient = useQueryClient();
  return () => queryClient.refetchQueries({ queryKey: myProfileQueryOptions().queryKey });
}
