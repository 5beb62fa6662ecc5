import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { portalDestination, redirectFromPortal } from '../../web/src/lib/portal-redirect';

/** The app's `/portal` routes (web/src/routes/portal/) beside stand-ins for their destinations. */
async function landingOf(path: string): Promise<string> {
  const rootRoute = createRootRoute();
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/portal/', beforeLoad: () => redirectFromPortal(undefined) }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/portal/$',
      beforeLoad: ({ params }) => redirectFromPortal((params as { _splat?: string })._splat),
    }),
    createRoute({ getParentRoute: () => rootRoute, path: '/neighbourhood/map' }),
    createRoute({ getParentRoute: () => rootRoute, path: '/neighbourhoods' }),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  return router.state.location.pathname;
}

describe('the spec’s Portal addresses (document 3 §2.1, DECISIONS row 51)', () => {
  it.each([
    ['/portal', '/neighbourhood/map'],
    ['/portal/', '/neighbourhood/map'],
    ['/portal/map', '/neighbourhood/map'],
    ['/portal/list', '/neighbourhoods'],
    ['/portal/list/', '/neighbourhoods'],
    ['/portal/anything/else', '/neighbourhood/map'],
    ['/portal/listing', '/neighbourhood/map'],
  ])('%s goes to %s', async (path, destination) => {
    expect(await landingOf(path)).toBe(destination);
  });

  it('names the destinations without a router too', () => {
    expect(portalDestination(undefined)).toBe('/neighbourhood/map');
    expect(portalDestination('list')).toBe('/neighbourhoods');
    expect(portalDestination('map')).toBe('/neighbourhood/map');
  });
});
