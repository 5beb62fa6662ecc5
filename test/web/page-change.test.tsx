import { createMemoryHistory } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentIdToken } from '../../web/src/lib/auth-session';
import { sendRequest } from '../../web/src/lib/api-client';
import { setWebConfig } from '../../web/src/lib/web-config';
import { createAppRouter } from '../../web/src/router';
import { pageOf } from '../../web/src/ui/use-new-page';
import { renderRouter, testQueryClient } from './render';

// The boundary: nobody is signed in, and the API is asked nothing these pages need.
vi.mock('../../web/src/lib/auth-session', () => ({
  currentIdToken: vi.fn(),
  hasStoredSession: vi.fn(() => false),
  loadCognito: vi.fn(),
  loadCognitoSignIn: vi.fn(() => new Promise(() => {})),
}));
vi.mock('../../web/src/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  sendRequest: vi.fn(),
}));

function visit(path: string) {
  const router = createAppRouter(testQueryClient(), createMemoryHistory({ initialEntries: [path] }));
  renderRouter(router);
  return router;
}

beforeEach(() => {
  setWebConfig({
    apiUrl: '/api',
    photosUrl: '/p',
    region: 'ca-central-1',
    userPoolId: 'pool',
    userPoolClientId: 'client',
    productName: 'GTA Homes',
  });
  document.title = 'GTA Homes';
  vi.mocked(currentIdToken).mockResolvedValue(undefined);
  vi.mocked(sendRequest).mockImplementation(async (path: string) => {
    if (path === '/identity') return null;
    throw new Error(`unexpected call ${path}`);
  });
});
afterEach(() => vi.mocked(sendRequest).mockReset());

describe('a page change (QA 48c M2)', () => {
  it('names the page in the browser tab', async () => {
    visit('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await waitFor(() => expect(document.title).toBe('Privacy Policy · GTA Homes'));
  });

  it("leaves the focus alone on the first page, then moves it to a new page's heading when a link opens it", async () => {
    visit('/about');
    await screen.findByRole('heading', { level: 1, name: 'About GTA Homes' });
    await waitFor(() => expect(document.title).toBe('About · GTA Homes'));
    expect(document.activeElement).toBe(document.body);

    const footer = within(screen.getByRole('contentinfo'));
    const link = footer.getByRole('link', { name: 'Privacy Policy' });
    link.focus();
    fireEvent.click(link);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.title).toBe('Privacy Policy · GTA Homes');
  });

  it('moves the focus to the heading when a menu gives its button the focus back as the page changes (review)', async () => {
    // Mantine's menus and the phone's drawer give the focus back to their button ~10 ms after
    // the item was pressed: that was read as focus the new page had placed, and left there.
    const router = visit('/about');
    await screen.findByRole('heading', { level: 1, name: 'About GTA Homes' });
    const menuButton = within(screen.getByRole('banner')).getAllByRole('link')[0]!;
    const item = document.body.appendChild(document.createElement('button'));
    item.focus();

    const opened = router.navigate({ to: '/privacy' });
    item.remove();
    menuButton.focus();
    await opened;

    const heading = await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it("counts each step of the valuation as a page of its own, and a report's other month as the same page (review)", () => {
    const router = createAppRouter(testQueryClient(), createMemoryHistory({ initialEntries: ['/'] }));
    const page = (path: string) => pageOf(router.matchRoutes(path).at(-1)!);

    expect(page('/home-valuation/property-address')).not.toBe(page('/home-valuation/property-details'));
    expect(page('/property/W1234567')).not.toBe(page('/property/C7654321'));
    expect(page('/sold-report/95/2026-04')).toBe(page('/sold-report/95/2026-03'));
    expect(page('/home-search/map/sale')).toBe(page('/home-search/list/lease'));
  });
});
