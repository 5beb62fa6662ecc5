import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSearchNavigation, type SearchPatch } from '../../web/src/features/home-search/hooks/use-search-navigation';
import { renderRouter } from './render';

/**
 * QA 77b H1: a menu link clicked as the map search opened went to /home-search/undefined/undefined
 * (404). The map reports its view 500 ms after it settles; that report, made while the next page
 * was loading, navigated from the search's route with the next page's (missing) params.
 */
describe('the map search as the reader leaves it', () => {
  it('drops a view change reported once another page is on its way, and that page opens', async () => {
    let patch: ((change: SearchPatch) => void) | undefined;
    function Search() {
      ({ patchSearch: patch } = useSearchNavigation());
      return <p>Search</p>;
    }
    let arrive: () => void = () => undefined;
    const loading = new Promise<void>((resolve) => (arrive = resolve));
    const root = createRootRoute({ component: Outlet });
    const router = createRouter({
      routeTree: root.addChildren([
        createRoute({ getParentRoute: () => root, path: 'home-search/$mapType/$saleType', component: Search }),
        createRoute({
          getParentRoute: () => root,
          path: 'dashboard',
          beforeLoad: () => loading,
          component: () => <p>Dashboard</p>,
        }),
      ]),
      history: createMemoryHistory({ initialEntries: ['/home-search/map/sale?zoom=11'] }),
    });
    renderRouter(router);
    await screen.findByText('Search');

    // The reader clicks Dashboard; while it loads, the map's late report arrives.
    let leaving: Promise<void> | undefined;
    act(() => {
      leaving = router.navigate({ to: '/dashboard' });
    });
    act(() => patch!({ zoom: 12 }));
    arrive();
    await act(() => leaving!);

    await screen.findByText('Dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.location.href).not.toContain('undefined');
  });

  it('still applies a view change on the search', async () => {
    let patch: ((change: SearchPatch) => void) | undefined;
    function Search() {
      ({ patchSearch: patch } = useSearchNavigation());
      return <p>Search</p>;
    }
    const root = createRootRoute({ component: Outlet });
    const router = createRouter({
      routeTree: root.addChildren([
        createRoute({ getParentRoute: () => root, path: 'home-search/$mapType/$saleType', component: Search }),
      ]),
      history: createMemoryHistory({ initialEntries: ['/home-search/map/lease'] }),
    });
    renderRouter(router);
    await screen.findByText('Search');

    act(() => patch!({ zoom: 12 }));

    await waitFor(() => expect(router.state.location.search).toMatchObject({ zoom: 12 }));
    expect(router.state.location.pathname).toBe('/home-search/map/lease');
  });
});
