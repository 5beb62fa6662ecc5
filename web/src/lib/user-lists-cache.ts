import type { QueryClient } from '@tanstack/react-query';
import type { UsersPage } from '@shared/users';

/**
 * Takes someone just archived, deleted or whose invitation was withdrawn out of every users
 * list page held in the cache (the users feature's `['users', 'list', …]` pages, kept 15 s), and
 * forgets their own page. Without it, a search made again within those seconds answered from the
 * cache with them still in it (CI, review 61). The list's `exclude` keeps them out of its next
 * read, which the read model may answer one write behind.
 */
export function dropFromCachedUserLists(queryClient: QueryClient, id: string): void {
  queryClient.setQueriesData<UsersPage>({ queryKey: ['users', 'list'] }, (page) =>
    page && page.items.some((item) => item.id === id)
      ? { ...page, items: page.items.filter((item) => item.id !== id), total: Math.max(0, page.total - 1) }
      : page,
  );
  queryClient.removeQueries({ queryKey: ['users', 'one', id] });
}
