import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePageViews } from '../../web/src/lib/analytics-events';
import { ConsentBanner } from '../../web/src/ui/app-shell/consent-banner';
import { stubApi } from './api-stub';
import { renderWithRouter } from './render';
import * as authSession from '../../web/src/lib/auth-session';

// Spies, not module mocks, so this file shares the module graph (vitest.config.ts); undone after each test.
beforeEach(() => {
  vi.spyOn(authSession, 'currentIdToken').mockImplementation(async () => undefined);
});

/**
 * The shell's part under test: the banner, and the sender fed the route's path as __root.tsx
 * feeds it; a link per route change the test makes.
 */
function Shell() {
  const [path, setPath] = useState('/neighbourhoods');
  usePageViews(path);
  return (
    <>
      {[
        '/sold-report/annex/2026-4',
        '/home-value',
        '/e/m1.2/sold-report/annex',
        '/property-details/',
        '/property-details',
      ].map((next) => (
        <button key={next} onClick={() => setPath(next)}>{`go ${next}`}</button>
      ))}
      <ConsentBanner />
    </>
  );
}
const go = async (path: string) => fireEvent.click(await screen.findByRole('button', { name: `go ${path}` }));

function render() {
  const fetchStub = stubApi(() => ({ status: 204 }));
  renderWithRouter(<Shell />);
  const pageViews = () =>
    fetchStub.mock.calls
      .filter(([url]) => url.endsWith('/events'))
      .map(([, init]) => JSON.parse(String(init?.body)) as { type: string; path: string; sessionId?: string });
  return { pageViews };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('page views (DECISIONS row 44: only after Accept all)', () => {
  it('sends no page-view event without consent, on the first page or after route changes', async () => {
    const { pageViews } = render();
    await screen.findByRole('button', { name: 'Accept all' });

    await go('/sold-report/annex/2026-4');
    await go('/home-value');
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(pageViews()).toEqual([]);
  });

  it('sends the page being read on Accept all, then one per route change, with the path and the analytics session', async () => {
    const { pageViews } = render();

    fireEvent.click(await screen.findByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    await go('/sold-report/annex/2026-4');
    await waitFor(() => expect(pageViews()).toHaveLength(2));

    expect(pageViews()).toEqual([
      { type: 'pageView', path: '/neighbourhoods', sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      { type: 'pageView', path: '/sold-report/annex/2026-4', sessionId: pageViews()[0]!.sessionId },
    ]);
    expect(localStorage.getItem('gtaHomes.cookieConsent')).toBe('all');
  });

  it('sends page views from the first page when Accept all was given on an earlier visit, and shows no banner', async () => {
    localStorage.setItem('gtaHomes.cookieConsent', 'all');

    const { pageViews } = render();

    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Accept all' })).toBeNull();
  });

  it('sends one page view when the shell mounts again on the same page', async () => {
    localStorage.setItem('gtaHomes.cookieConsent', 'all');
    const first = render();
    await waitFor(() => expect(first.pageViews()).toHaveLength(1));
    cleanup();

    const again = render();
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(again.pageViews()).toEqual([]);
  });

  // QA 76a L3: /property-details/?=… became /property-details as the router read it: two views.
  it('counts a path and the same path with a trailing slash as one page, read once', async () => {
    const { pageViews } = render();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(pageViews()).toHaveLength(1));

    await go('/property-details/');
    await go('/property-details');
    await go('/home-value');

    await waitFor(() =>
      expect(pageViews().map((view) => view.path)).toEqual(['/neighbourhoods', '/property-details', '/home-value']),
    );
  });

  it("sends no page view for an e-mail link's redirect page: it is not read, and its click id stays out of the feed", async () => {
    const { pageViews } = render();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(pageViews()).toHaveLength(1));

    await go('/e/m1.2/sold-report/annex');
    await go('/home-value');

    await waitFor(() => expect(pageViews().map((view) => view.path)).toEqual(['/neighbourhoods', '/home-value']));
  });
});
