import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { ErrorView } from './ui/error-view';
import { NotFound } from './ui/not-found';
import { PageLoader } from './ui/page-loader';

/** `history`: the browser's by default; tests pass a memory history. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    // Loaders read through React Query, which owns caching; the router just waits for it.
    defaultPreloadStaleTime: 0,
    defaultPreload: 'intent',
    defaultPendingComponent: PageLoader,
    defaultErrorComponent: ErrorView,
    defaultNotFoundComponent: NotFound,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
