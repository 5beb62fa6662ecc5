import { useMemo } from 'react';
import { noFollowings } from '@shared/followings';
import { useFollowingsQuery } from '../api/get-followings';
import { FollowButton } from '../components/follow-button';
import { FollowStar } from '../components/follow-star';

const none = Object.freeze(noFollowings());

/**
 * The followings and the follow controls of the neighbourhood screens, for a route to hand to
 * them (features do not import each other); `undefined` for a visitor, who follows nothing.
 */
export function useNeighbourhoodFollowControls(signedIn: boolean) {
  const { data, isError, isFetching, refetch } = useFollowingsQuery(signedIn);
  return useMemo(
    () =>
      signedIn
        ? {
            followings: data ?? none,
            failed: isError,
            retrying: isFetching,
            onRetry: () => void refetch(),
            Button: FollowButton,
            Star: FollowStar,
          }
        : undefined,
    [signedIn, data, isError, isFetching, refetch],
  );
}
