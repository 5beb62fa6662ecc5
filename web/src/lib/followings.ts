import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { noFollowings, type FollowingKind, type Followings } from '@shared/followings';
import { apiRequest } from './api-client';

/**
 * The signed-in user's followings (document 1 §4.2), used by the sold-report screens, the
 * neighbourhood map and the property page alike, so it lives here and not in one feature.
 */
export const followingsQueryKey = ['followings'] as const;

/** `GET /followings`; a failure reads as following nothing (document 1 §8). */
export async function getFollowings(): Promise<Followings> {
  try {
    return await apiRequest<Followings>('/followings');
  } catch {
    return noFollowings();
  }
}

export function followingsQueryOptions() {
  // Loaded once per session after sign-in (document 1 §4.2): never stale until sign-out clears it.
  return queryOptions({ queryKey: followingsQueryKey, queryFn: getFollowings, staleTime: Infinity });
}

/** The followings of a signed-in user; empty lists for a visitor. */
export function useFollowings(signedIn: boolean): Followings {
  const { data } = useQuery({ ...followingsQueryOptions(), enabled: signedIn });
  return signedIn && data ? data : noFollowings();
}

const paths: Record<FollowingKind, string> = { neighbourhoods: 'neighbourhoods', properties: 'properties' };

export interface FollowChange {
  kind: FollowingKind;
  id: string;
  follow: boolean;
}

/** `PUT` or `DELETE /followings/{kind}/{id}`: the server answers the updated followings. */
export function changeFollowing({ kind, id, follow }: FollowChange): Promise<Followings> {
  return apiRequest<Followings>(`/followings/${paths[kind]}/${encodeURIComponent(id)}`, {
    method: follow ? 'PUT' : 'DELETE',
  });
}

/** The followings with one change applied: what the screen shows before the server answers. */
export function applyFollowChange(followings: Followings, { kind, id, follow }: FollowChange, now: Date): Followings {
  const next = { ...followings[kind] };
  if (follow) next[id] ??= now.toISOString();
  else delete next[id];
  return { ...followings, [kind]: next };
}

/** The toggles share a key, so each can tell whether another one is still on its way. */
const toggleMutationKey = ['followings', 'toggle'] as const;

/** Undoes one change on the current followings, leaving any other change made meanwhile. */
function revertFollowChange(current: Followings, previous: Followings, { kind, id }: FollowChange): Followings {
  const next = { ...current[kind] };
  const before = previous[kind][id];
  if (before === undefined) delete next[id];
  else next[id] = before;
  return { ...current, [kind]: next };
}

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
      const previous = queryClient.getQueryData<Followings>(followingsQueryKey) ?? noFollowings();
      queryClient.setQueryData<Followings>(followingsQueryKey, (current) =>
        applyFollowChange(current ?? noFollowings(), change, new Date()),
      );
      return { previous };
    },
    onError: (_error, change, context) => {
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
