import { linkOptions, useNavigate } from '@tanstack/react-router';
import type { UserListItem } from '@shared/users';
import { encodeListState, withExcluded, type ListState } from '../list-state';
import '../../../lib/list-notice';
import { opensAgentPage } from '../row-facts';

/**
 * Where a row opens (document 2 §2): the agent page for an agent, the profile page otherwise,
 * with the list's segment in front so Back returns to the same page of the same search. The
 * name's link and the row's click both go there.
 */
export function userPageLink(user: UserListItem, state: ListState) {
  const params = { query: encodeListState(state), id: user.id };
  return opensAgentPage(user)
    ? linkOptions({ to: '/dashboard/users/{-$query}/agent/$id', params })
    : linkOptions({ to: '/dashboard/users/{-$query}/profile/$id', params });
}

/** Moves within the user lists with their state in the URL's encoded segment, and opens a row (userPageLink). */
export function useListNavigation(list: 'users' | 'agent-contacts') {
  const navigate = useNavigate();
  const segment = (state: ListState) => encodeListState(state);
  const changeState = (state: ListState, listNotice?: string) =>
    void navigate({
      to: list === 'users' ? '/dashboard/users/{-$query}' : '/dashboard/users/{-$query}/agent-contacts',
      params: { query: segment(state) },
      ...(listNotice && { state: { listNotice } }),
    });
  return {
    changeState,
    /**
     * Back to the list after archiving or deleting `removedId` (document 2 §2): the same
     * search and page, with that user in the exclude list so the list never shows them again
     * while its read model catches up. `state` is the list's, from the page's `{-$query}`
     * segment (`decodeListState(query)`). An agent sent to 'users' lands on their contacts.
     * `notice` is what the list says on arrival (list-notice.ts). A new search drops the
     * `exclude`: the cached pages of other searches were put right by the action that archived
     * or deleted them (lib/user-lists-cache.ts).
     */
    returnWithout: (state: ListState, removedId: string, notice: string) =>
      changeState(withExcluded(state, removedId), notice),
    open: (user: UserListItem, state: ListState) => void navigate(userPageLink(user, state)),
  };
}
