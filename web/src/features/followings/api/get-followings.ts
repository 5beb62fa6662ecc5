import { queryOptions, useQuery } from '@tanstack/react-query';
import { noFollowings, type Followings } from '@shared/followings';
import { api } from '../../../lib/api/client';

export function followingsQueryOptions() {
  // Loaded once per session after sign-in (document 1 §4.2): never stale until sign-out clears
  // it. A failure is not an answer: it is not cached, the query retries, and the next screen
  // that needs the followings asks again.
  // `GET /followings` (document 1 §4.2): the ids the signed-in user follows.
  return queryOptions({ ...api.user.getMyFollowings.options(), staleTime: Infinity });
}

/** The followings query of a signed-in user (disabled for a visitor): its status says whether they failed. */
export function useFollowingsQuery(signedIn: boolean) {
  return useQuery({ ...followingsQueryOptions(), enabled: signedIn });
}

/** One empty answer, so that screens memoised on the followings do not redraw for a new `{}`. */
const none: Followings = Object.freeze(noFollowings());

/**
 * The followings of a signed-in user; empty lists for a visitor, and while they load or when
 * they failed (document 1 §8: a failed load reads as following nothing, without being kept).
 */
export function useFollowings(signedIn: boolean): Followings {
  const { data } = useFollowingsQuery(signedIn);
  return signedIn && data ? data : none;
}
