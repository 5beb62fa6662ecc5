import { useNavigate } from '@tanstack/react-router';
import type { UserListItem } from '@shared/users';
import { encodeListState, type ListState } from '../list-state';
import { opensAgentPage } from '../row-facts';

/**
 * Moves within the user lists with their state in the URL's encoded segment, and opens a
 * row: the agent page for an agent, the profile page otherwise (document 2 §2), keeping the
 * list's segment in front so Back returns to the same page of the same search.
 */
export function useListNavigation(list: 'users' | 'agent-contacts') {
  const navigate = useNavigate();
  const segment = (state: ListState) => encodeListState(state);
  return {
    changeState: (state: ListState) =>
      void navigate({
        to: list === 'users' ? '/dashboard/users/{-$query}' : '/dashboard/users/{-$query}/agent-contacts',
        params: { query: segment(state) },
      }),
    open: (user: UserListItem, state: ListState) =>
      void navigate({
        to: opensAgentPage(user) ? '/dashboard/users/{-$query}/agent/$id' : '/dashboard/users/{-$query}/profile/$id',
        params: { query: segment(state), id: user.id },
      }),
  };
}
