import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { defaultUserSort, type UserListItem } from '@shared/users';
import { backPath, listSegment } from '../back-path';
import { agentListLink } from '../../../lib/agent-list-link';
import { readContactListSearch, type ContactListSearch } from '../../../lib/contact-list-search';
import { readContactSearch, type ContactTab } from '../contact-tabs';

/**
 * The tab the URL asks for, and moves from the contact screen: to another tab (kept in the URL's `tab`, so a tab can be
 * linked; replacing, so Back leaves the screen rather than stepping through its tabs), back to
 * the list, or to one of an agent's contacts. An agent's Contact List keeps its search and sort
 * in the URL too (replacing, as the tabs do), and a contact opened from it is
 * `…/agent/{agentId}/profile/{id}` with them: Back returns to that list as it was (QA 63b M3).
 */
export function useContactNavigation() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const navigate = useNavigate();
  const search = useSearch({ strict: false });
  const list = readContactListSearch(search);
  return {
    tab: readContactSearch(search).tab,
    /** The Contact List's search and sort, and the contacts it leaves out. */
    list,
    showTab: (tab: ContactTab) =>
      void navigate({ to: '.', search: (previous: object) => ({ ...previous, tab }), replace: true }),
    searchList: (next: ContactListSearch) =>
      void navigate({
        to: '.',
        search: (previous: Record<string, unknown>) => {
          const { q: _q, sort: _sort, exclude: _exclude, ...rest } = previous;
          // The default sort is no sort in the URL, as the users lists' segment leaves it out.
          return {
            ...rest,
            ...readContactListSearch({ ...next, sort: next.sort === defaultUserSort ? undefined : next.sort }),
          };
        },
        replace: true,
      }),
    back: () => {
      const agentList = agentListLink(pathname, search);
      if (agentList) void navigate(agentList);
      else void navigate({ href: backPath(pathname) });
    },
    openContact: (agentId: string, user: UserListItem) =>
      void navigate({
        to: '/dashboard/users/{-$query}/agent/$agentId/profile/$id',
        params: { query: listSegment(pathname), agentId, id: user.id },
        search: list,
      }),
  };
}
