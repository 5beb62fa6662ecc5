import type { QueryClient } from '@tanstack/react-query';
import type { UserListItem, UsersPage } from '@shared/users';

/*
 * The users lists' cached pages (the users feature's `['users', 'list', …]`, kept 15 s) after a
 * contact's page archived, deleted or withdrew someone. The list the page returns to leaves them
 * out by its `exclude`, which its next read, one write behind perhaps, honours; the other searches'
 * pages, answered from this cache when made again, are put right here. Called by the action that
 * knows what became of the person, before it goes back to the list.
 */

/**
 * Takes someone deleted or whose invitation was withdrawn out of every cached page, and forgets
 * their own. Without it, a search made again within those seconds answered from the cache with
 * them still in it (CI, review 61).
 */
export function dropFromCachedUserLists(queryClient: QueryClient, id: string): void {
  queryClient.setQueriesData<UsersPage>({ queryKey: ['users', 'list'] }, (page) =>
    page && page.items.some((item) => item.id === id)
      ? { ...page, items: page.items.filter((item) => item.id !== id), total: Math.max(0, page.total - 1) }
      : page,
  );
  forgetOwnPage(queryClient, id);
}

/**
 * Someone archived is still a user, listed with the Archived badge: their rows in the cached pages
 * say so, and their own page is forgotten. Taken out instead, the same search made again said
 * "No one matches", as if the person had been deleted (QA 63b L4).
 */
export function markArchivedInCachedUserLists(queryClient: QueryClient, id: string): void {
  const archived = (item: UserListItem): UserListItem => (item.id === id ? { ...item, status: 'archived' } : item);
  queryClient.setQueriesData<UsersPage>({ queryKey: ['users', 'list'] }, (page) =>
    page && page.items.some((item) => item.id === id) ? { ...page, items: page.items.map(archived) } : page,
  );
  forgetOwnPage(queryClient, id);
}

/**
 * Forgets someone's own page (`['users', 'one', id]`, the contact screen's read) once nothing
 * shows it, so the next visit reads it afresh. The action runs on that very screen: removed while
 * the screen was still open, the query was built again by its observer and read once more before
 * the screen closed, a `GET /users/{id}` that answered 404 for someone deleted or withdrawn
 * (QA 70b N2). A screen still showing it keeps it until the return to the list closes the screen.
 */
function forgetOwnPage(queryClient: QueryClient, id: string): void {
  const cache = queryClient.getQueryCache();
  const ownPage = cache.find({ queryKey: ['users', 'one', id], exact: true });
  if (!ownPage) return;
  if (ownPage.getObserversCount() === 0) {
    cache.remove(ownPage);
    return;
  }
  const stopWatching = cache.subscribe((event) => {
    if (event.query !== ownPage) return;
    if (event.type === 'removed') stopWatching();
    else if (event.type === 'observerRemoved' && ownPage.getObserversCount() === 0) {
      stopWatching();
      cache.remove(ownPage);
    }
  });
}
