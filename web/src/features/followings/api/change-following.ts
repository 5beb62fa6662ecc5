import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noFollowings, type Followings } from '@shared/followings';
import { api } from '../../../lib/api/client';
import { applyFollowChange, revertFollowChange, type FollowChange } from '../follow-change';

/** `PUT` or `DELETE /followings/{kind}/{id}`: the server answers the updated followings. */
export function changeFollowing({ kind, id, follow }: FollowChange): Promise<Followings> {
  const input = { params: { id } };
  if (kind === 'neighbourhoods') {
    return follow ? api.user.followNeighbourhood(input) : api.user.unfollowNeighbourhood(input);
  }
  return follow ? api.user.followProperty(input) : api.user.unfollowProperty(input);
}

/** The signed-in user's followings in the cache (`GET /followings`). */
const followingsKey = () => api.user.getMyFollowings.key();

/** The toggles share a key, so each can tell whether another one is still on its way. */
const toggleMutationKey = ['followings', 'toggle'] as const;

/**
 * Follow or unfollow, optimistically (document 1 §4.2): the change shows at once and is
 * reverted if the call fails; the server's answer then replaces the local copy. With several
 * toggles in flight (a quick run of stars), a failure undoes only its own change and only the
 * last answer is taken, so an earlier answer never hides a later star.
 */
export function useToggleFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: toggleMutationKey,
    mutationFn: changeFollowing,
    onMutate: async (change: FollowChange) => {
      await queryClient.cancelQueries({ queryKey: api.user.getMyFollowings.all });
      const loaded = queryClient.getQueryData(followingsKey());
      queryClient.setQueryData(followingsKey(), (current) =>
        applyFollowChange(current ?? noFollowings(), change, new Date()),
      );
      return { previous: loaded ?? noFollowings(), loaded: loaded !== undefined };
    },
    onError: (_error, change, context) => {
      // Toggled while the followings had failed to load: undoing the change would leave "none"
      // as if it were the answer, for the whole session. Ask the server again instead.
      if (context && !context.loaded) return void queryClient.resetQueries({ queryKey: api.user.getMyFollowings.all });
      queryClient.setQueryData(followingsKey(), (current) =>
        revertFollowChange(current ?? noFollowings(), context?.previous ?? noFollowings(), change),
      );
    },
    onSuccess: (answer) => {
      if (queryClient.isMutating({ mutationKey: toggleMutationKey }) <= 1) {
        queryClient.setQueryData(followingsKey(), answer);
      }
    },
  });
}
