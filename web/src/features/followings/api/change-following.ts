import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noFollowings, type FollowingKind, type Followings } from '@shared/followings';
import { apiRequest } from '../../../lib/api-client';
import { applyFollowChange, revertFollowChange, type FollowChange } from '../follow-change';
import { followingsQueryKey } from './get-followings';

const paths: Record<FollowingKind, string> = { neighbourhoods: 'neighbourhoods', properties: 'properties' };

/** `PUT` or `DELETE /followings/{kind}/{id}`: the server answers the updated followings. */
export function changeFollowing({ kind, id, follow }: FollowChange): Promise<Followings> {
  return apiRequest<Followings>(`/followings/${paths[kind]}/${encodeURIComponent(id)}`, {
    method: follow ? 'PUT' : 'DELETE',
  });
}

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
      await queryClient.cancelQueries({ queryKey: followingsQueryKey });
      const loaded = queryClient.getQueryData<Followings>(followingsQueryKey);
      queryClient.setQueryData<Followings>(followingsQueryKey, (current) =>
        applyFollowChange(current ?? noFollowings(), change, new Date()),
      );
      return { previous: loaded ?? noFollowings(), loaded: loaded !== undefined };
    },
    onError: (_error, change, context) => {
      // Toggled while the followings had failed to load: undoing the change would leave "none"
      // as if it were the answer, for the whole session. Ask the server again instead.
      if (context && !context.loaded) return void queryClient.resetQueries({ queryKey: followingsQueryKey });
      queryClient.setQueryData<Followings>(followingsQueryKey, (current) =>
        revertFollowChange(current ?? noFollowings(), context?.previous ?? noFollowings(), change),
      );
    },
    onSuccess: (answer) => {
      if (queryClient.isMutating({ mutationKey: toggleMutationKey }) <= 1) {
        queryClient.setQueryData(followingsQueryKey, answer);
      }
    },
  });
}
