import { useFollowings, useToggleFollow } from '../../../lib/followings';

/**
 * Whether the signed-in user follows a neighbourhood, and the optimistic toggle (document 1
 * §4.2). A visitor follows nothing and has no toggle.
 */
export function useNeighbourhoodFollowing(signedIn: boolean, neighbourhoodId: string) {
  const followings = useFollowings(signedIn);
  const toggle = useToggleFollow();
  const following = neighbourhoodId in followings.neighbourhoods;
  return {
    following,
    toggle: () => toggle.mutate({ kind: 'neighbourhoods', id: neighbourhoodId, follow: !following }),
  };
}
