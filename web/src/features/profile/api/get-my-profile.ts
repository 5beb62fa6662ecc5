import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** `GET /myprofile`: the signed-in user's own profile. */
export function myProfileQueryOptions() {
  return queryOptions(api.user.getMyProfile.options());
}

export function useMyProfile() {
  return useSuspenseQuery(myProfileQueryOptions());
}
