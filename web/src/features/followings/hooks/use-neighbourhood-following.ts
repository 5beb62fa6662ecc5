import { useToggleFollow } from '../api/change-following';
import { useFollowingsQuery } from '../api/get-followings';

/**
 * Whether the signed-in user follows a neighbourhood, the optimistic toggle (document 1
 * §4.2), and, when the followings could not be loaded, the way to ask again.
 */
export function useNeighbourhoodFollowing(neighbourhoodId: string) {
  const query = useFollowingsQuery(true);
  const toggle = useToggleFollow();
  const following = query.data ? neighbourhoodId in query.data.neighbourhoods : false;
  return {
    following,
    failed: query.isError,
    retrying: query.isFetching,
    retry: () => void query.refetch(),
    toggle: () => toggle.mutate({ kind: 'neighbourhoods', id: neighbourhoodId, follow: !following }),
  };
}
