import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import type { UserListItem } from '@shared/users';
import { backPath, listSegment } from '../back-path';
import { readContactSearch, type ContactTab } from '../contact-tabs';

/**
 * The tab the URL asks for, and moves from the contact screen: to another tab (kept in the URL's `tab`, so a tab can be
 * linked; replacing, so Back leaves the screen rather than stepping through its tabs), back to
 * the list, or to one of an agent's contacts with the same list segment in front.
 */
export function useContactNavigation() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const navigate = useNavigate();
  const search = useSearch({ strict: false });
  return {
    tab: readContactSearch(search).tab,
    showTab: (tab: ContactTab) =>
      void navigate({ to: '.', search: (previous: object) => ({ ...previous, tab }), replace: true }),
    back: () => void navigate({ href: backPath(pathname) }),
    openContact: (user: UserListItem) =>
      void navigate({
        to: '/dashboard/users/{-$query}/profile/$id',
        params: { query: listSegment(pathname), id: user.id },
      }),
  };
}
