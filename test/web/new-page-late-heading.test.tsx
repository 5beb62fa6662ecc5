import { createMemoryHistory, createRootRoute, createRoute, createRouter, Link, Outlet } from '@tanstack/react-router';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { headingWaitMs, useNewPage } from '../../web/src/ui/use-new-page';
import { renderRouter } from './render';

/**
 * A layout as the site's (its links outside `main`), and a page whose h1 comes with its code, a
 * chunk the test lets load when it wants (at one of the app's paths, which links are typed by).
 */
function renderPages() {
  let load!: () => void;
  const LatePage = lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve) => {
        load = () => resolve({ default: () => <h1>Late page</h1> });
      }),
  );
  const root = createRootRoute({
    component: function Layout() {
      useNewPage();
      return (
        <>
          <nav>
            <Link to="/about">Late page</Link>
          </nav>
          <main id="main" tabIndex={-1}>
            <Outlet />
          </main>
        </>
      );
    },
  });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <h1>Home</h1> });
  const late = createRoute({
    getParentRoute: () => root,
    path: '/about',
    component: () => (
      <Suspense fallback={<p>Loading the page</p>}>
        <LatePage />
      </Suspense>
    ),
  });
  const router = createRouter({
    routeTree: root.addChildren([home, late]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  renderRouter(router);
  return { loadChunk: () => act(async () => load()) };
}

async function openLatePage() {
  await screen.findByRole('heading', { level: 1, name: 'Home' });
  const link = screen.getByRole('link', { name: 'Late page' });
  link.focus();
  fireEvent.click(link);
  await screen.findByText('Loading the page');
  const main = screen.getByRole('main');
  await waitFor(() => expect(document.activeElement).toBe(main));
}

afterEach(() => vi.useRealTimers());

describe('a page change to a page whose heading comes with its code', () => {
  it('puts the focus on the heading once its code has drawn it', async () => {
    const { loadChunk } = renderPages();
    await openLatePage();

    await loadChunk();

    const heading = await screen.findByRole('heading', { level: 1, name: 'Late page' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('leaves the focus where the user moved it while the code loaded', async () => {
    const { loadChunk } = renderPages();
    await openLatePage();
    const link = screen.getByRole('link', { name: 'Late page' });
    link.focus();

    await loadChunk();

    await screen.findByRole('heading', { level: 1, name: 'Late page' });
    expect(document.activeElement).toBe(link);
  });

  it('does not take the focus back once the user has moved it, though it comes back to the page', async () => {
    const { loadChunk } = renderPages();
    await openLatePage();
    const main = screen.getByRole('main');
    // A Tab to the header's link, then a click on the page's blank space.
    act(() => screen.getByRole('link', { name: 'Late page' }).focus());
    act(() => main.focus());

    await loadChunk();

    await screen.findByRole('heading', { level: 1, name: 'Late page' });
    expect(document.activeElement).toBe(main);
  });

  it('waits for the heading a bounded time only, and the focus stays on the page after it', async () => {
    // Only the timeouts are the test's; the rest of time runs on, for the router and the waits.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { loadChunk } = renderPages();
    await openLatePage();

    vi.advanceTimersByTime(headingWaitMs);
    await loadChunk();

    await screen.findByRole('heading', { level: 1, name: 'Late page' });
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
