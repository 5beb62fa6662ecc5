import { createMemoryHistory } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Identity } from '@shared/identity';
import type { UserProfile } from '@shared/profile';
import { apiRequest } from '../../web/src/lib/api-client';
import { currentIdToken } from '../../web/src/lib/auth-session';
import { setWebConfig } from '../../web/src/lib/web-config';
import { createAppRouter } from '../../web/src/router';
import { renderRouter, testQueryClient } from './render';

// The boundary: who holds a token, and what the API answers.
vi.mock('../../web/src/lib/auth-session', () => ({
  currentIdToken: vi.fn(),
  hasStoredSession: vi.fn(() => false),
  loadCognito: vi.fn(),
}));
vi.mock('../../web/src/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  apiRequest: vi.fn(),
}));

const olivia: Identity = {
  sub: 'u1',
  email: 'olivia@example.com',
  name: 'Olivia Chen',
  emailVerified: true,
  roles: ['client'],
};
const profile: UserProfile = {
  id: 'u1',
  email: 'olivia@example.com',
  firstName: 'Olivia',
  lastName: 'Chen',
  preferredContactMethod: 'email',
  receiveEmail: true,
  receiveSoldReport: true,
  version: 1,
};

function signedInAs(identity: Identity | null) {
  vi.mocked(currentIdToken).mockResolvedValue(identity ? 'id-token' : undefined);
  vi.mocked(apiRequest).mockImplementation(async (path: string) => {
    if (path === '/identity') return identity;
    if (path === '/myprofile') return profile;
    throw new Error(`unexpected call ${path}`);
  });
}

function visit(path: string) {
  const router = createAppRouter(testQueryClient(), createMemoryHistory({ initialEntries: [path] }));
  renderRouter(router);
  return router;
}

async function expectPath(router: ReturnType<typeof visit>, pathname: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
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
});
afterEach(() => vi.mocked(apiRequest).mockReset());

describe('the routes', () => {
  it('sends / to the map search (DECISIONS row 2)', async () => {
    signedInAs(null);
    const router = visit('/');
    await expectPath(router, '/home-search/map/sale');
    expect(await screen.findByRole('heading', { name: 'Home Search' })).toBeTruthy();
    expect(screen.getByText('Coming soon')).toBeTruthy();
  });

  it('sends anonymous visitors of /profile to sign in', async () => {
    signedInAs(null);
    const router = visit('/profile');
    await expectPath(router, '/sign-in');
    expect(await screen.findByLabelText('Email')).toBeTruthy();
    expect(apiRequest).not.toHaveBeenCalledWith('/myprofile');
  });

  it("shows a signed-in user's name on /profile", async () => {
    signedInAs(olivia);
    visit('/profile');
    expect((await screen.findByTestId('profile-full-name')).textContent).toBe('Olivia Chen');
    expect(screen.getByRole('heading', { name: 'Account Details' })).toBeTruthy();
  });

  it('sends a signed-in user away from /sign-in', async () => {
    signedInAs(olivia);
    const router = visit('/sign-in');
    await expectPath(router, '/home-search/map/sale');
  });

  it('keeps clients out of the dashboard', async () => {
    signedInAs(olivia);
    const router = visit('/dashboard');
    await expectPath(router, '/home-search/map/sale');
  });

  it('lets agents into their dashboard pages', async () => {
    signedInAs({ ...olivia, roles: ['agent'] });
    visit('/dashboard/email-analytics');
    expect(await screen.findByRole('heading', { name: 'Email Analytics' })).toBeTruthy();
  });

  it('shows Not Found for unknown paths', async () => {
    signedInAs(null);
    visit('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeTruthy();
  });

  it('shows Not Found for a search type that does not exist', async () => {
    signedInAs(null);
    visit('/home-search/boat/sale');
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeTruthy();
  });

  it('hides the header on /unsubscribe and keeps the footer tagline', async () => {
    signedInAs(null);
    visit('/unsubscribe?uid=abc');
    expect(await screen.findByRole('heading', { name: 'Unsubscribe' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.getByTestId('footer-tagline').textContent).toBe('Your Home. GTA Homes.');
  });

  it('offers My Agent in the header to a client who has an agent', async () => {
    signedInAs(olivia);
    vi.mocked(apiRequest).mockImplementation(async (path: string) =>
      path === '/identity' ? olivia : { ...profile, agentId: 'agent-1' },
    );
    visit('/neighbourhoods');
    const nav = within(await screen.findByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Neighbourhood Sold Reports' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(await screen.findByRole('button', { name: 'Profile menu' }));
    const menu = within(await screen.findByRole('menu'));
    expect(await menu.findByRole('menuitem', { name: 'My Agent' })).toBeTruthy();
  });
});
