import { createMemoryHistory } from '@tanstack/react-router';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Identity } from '@shared/identity';
import type { UserProfile } from '@shared/profile';
import type { UserListItem } from '@shared/users';
import { webConfigDefaults } from '@shared/web-config-defaults';
import { markNewPasswordChallenge } from '../../web/src/features/auth/pending-challenge';
import { rememberEmail } from '../../web/src/features/auth/remembered-email';
import { ApiError, sendRequest } from '../../web/src/lib/api-client';
import { currentIdToken } from '../../web/src/lib/auth-session';
import { setWebConfig } from '../../web/src/lib/web-config';
import { createAppRouter } from '../../web/src/router';
import { defaultListState, encodeListState } from '../../web/src/features/users/list-state';
import { renderRouter, testQueryClient } from './render';
import { managedProfile } from './contact-profile-render';
import { typeText } from './type-text';

// The boundary: who holds a token, and what the API answers.
vi.mock('../../web/src/lib/auth-session', () => ({
  currentIdToken: vi.fn(),
  hasStoredSession: vi.fn(() => false),
  loadCognito: vi.fn(),
  // The sign-in page fetches Amplify's sign-in code ahead; here it never arrives.
  loadCognitoSignIn: vi.fn(() => new Promise(() => {})),
}));
vi.mock('../../web/src/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  sendRequest: vi.fn(),
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
  sectionVersions: { account: 1, homeOwnership: 0, subscriptions: 0, agent: 0, testimonials: 0 },
};

function signedInAs(identity: Identity | null) {
  vi.mocked(currentIdToken).mockResolvedValue(identity ? 'id-token' : undefined);
  vi.mocked(sendRequest).mockImplementation(async (path: string) => {
    if (path === '/identity') return identity;
    if (path === '/myprofile') return profile;
    if (path === '/profiles/myagent') throw new ApiError(404, { message: 'An agent will be assigned to you soon.' });
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

/** The settings `/config.json` always has; the branding falls back to its defaults. */
const deployment = {
  apiUrl: '/api',
  photosUrl: '/p',
  region: 'ca-central-1',
  userPoolId: 'pool',
  userPoolClientId: 'client',
};

beforeEach(() => {
  setWebConfig({ ...deployment, productName: 'GTA Homes' });
});
afterEach(() => vi.mocked(sendRequest).mockReset());

describe('the routes', () => {
  it('sends / to the map search (DECISIONS row 2)', async () => {
    signedInAs(null);
    const router = visit('/');
    await expectPath(router, '/home-search/map/sale');
    const views = within(await screen.findByRole('navigation', { name: 'Search view' }));
    expect(views.getByRole('link', { name: 'Map' }).getAttribute('aria-current')).toBe('page');
  });

  it('sends anonymous visitors of /profile to sign in', async () => {
    signedInAs(null);
    const router = visit('/profile');
    await expectPath(router, '/sign-in');
    expect(await screen.findByLabelText('Email')).toBeTruthy();
    expect(sendRequest).not.toHaveBeenCalledWith('/myprofile');
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

  it("says an agent's contacts failed to load in the list, the page around it kept (QA 44 L3)", async () => {
    signedInAs({ ...olivia, roles: ['agent'] });
    const answer = vi.mocked(sendRequest).getMockImplementation()!;
    vi.mocked(sendRequest).mockImplementation(async (path: string, ...rest: unknown[]) => {
      if (path.startsWith('/users?')) throw new ApiError(500, { message: 'Internal Server Error' });
      return (answer as (path: string, ...rest: unknown[]) => Promise<unknown>)(path, ...rest);
    });
    visit('/dashboard/users/agent-contacts');

    expect(await screen.findByText('Fail to load contacts', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();

    // QA 46a M1: and offers to try again, which loads the list once the call answers.
    vi.mocked(sendRequest).mockImplementation(async (path: string, ...rest: unknown[]) => {
      if (path.startsWith('/users?')) return { total: 0, items: [] };
      return (answer as (path: string, ...rest: unknown[]) => Promise<unknown>)(path, ...rest);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No contacts yet.', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText('Fail to load contacts')).toBeNull();
  });

  it("sends an admin who is no agent from the agents' contact list to Users (QA 60a M2)", async () => {
    signedInAs({ ...olivia, roles: ['admin'] });
    const answer = vi.mocked(sendRequest).getMockImplementation()!;
    vi.mocked(sendRequest).mockImplementation(async (path: string, ...rest: unknown[]) => {
      if (path.startsWith('/users?')) return { total: 0, items: [] };
      return (answer as (path: string, ...rest: unknown[]) => Promise<unknown>)(path, ...rest);
    });
    const router = visit('/dashboard/users/agent-contacts');
    await expectPath(router, '/dashboard/users');

    // An agent's link to their follow-ups due: the admin's screen, which has none, without them.
    cleanup();
    const due = encodeListState({ ...defaultListState, q: 'chen', followUp: 'due', sort: 'followUp.asc' });
    const linked = visit(`/dashboard/users/${due}/agent-contacts`);
    await expectPath(linked, `/dashboard/users/${encodeListState({ ...defaultListState, q: 'chen' })}`);
  });

  it("brings an admin back from an agent's contact to that agent's Contact List, its search and sort kept (QA 63b M3)", async () => {
    signedInAs({ ...olivia, roles: ['admin'] });
    const answer = vi.mocked(sendRequest).getMockImplementation()!;
    const listed = (id: string, roles: UserListItem['roles'], firstName: string) => ({
      id,
      PK: `U#${id}`,
      roles,
      details: { firstName, lastName: 'Thompson', email: `${firstName.toLowerCase()}@example.com` },
      status: 'active',
      logins: 1,
      totalSessionDuration: 0,
      averageSessionDuration: 0,
      totalReportOpen: 0,
    });
    const lists: string[] = [];
    vi.mocked(sendRequest).mockImplementation(async (path: string, ...rest: unknown[]) => {
      if (path.startsWith('/users?')) {
        lists.push(path);
        return { items: [listed('c1', null, 'Alice')], total: 1, from: 0, size: 1000 };
      }
      if (path === '/users/a1') return listed('a1', ['agent'], 'Sarah');
      if (path === '/users/c1') return listed('c1', null, 'Alice');
      return (answer as (path: string, ...rest: unknown[]) => Promise<unknown>)(path, ...rest);
    });
    const agents = encodeListState({ ...defaultListState, roles: ['agent'] });
    const router = visit(`/dashboard/users/${agents}/agent/a1`);

    const box = await screen.findByRole('searchbox', { name: 'Search contacts' });
    box.focus();
    fireEvent.change(box, { target: { value: 'alice' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'alice' }));
    // The box the search was typed in keeps the keyboard (review 64: it was drawn anew).
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search contacts' }));
    expect(screen.getByRole('searchbox', { name: 'Search contacts' })).toBe(box);
    fireEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'First name' }));
    await waitFor(() => expect(lists.at(-1)).toContain('sort=firstName'));
    fireEvent.click(await screen.findByTestId('contact-card'));
    await expectPath(router, `/dashboard/users/${agents}/agent/a1/profile/c1`);
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));

    await expectPath(router, `/dashboard/users/${agents}/agent/a1`);
    expect(router.state.location.search).toMatchObject({ q: 'alice', sort: 'firstName' });
    await waitFor(() =>
      expect((screen.getByRole('searchbox', { name: 'Search contacts' }) as HTMLInputElement).value).toBe('alice'),
    );
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLInputElement).value).toBe('First name');
    expect(lists.at(-1)).toContain('sort=firstName&roles=null&agentId=a1&q=alice');
  });

  // Review 64 finding 8: Archive or Delete of such a contact took the admin to their Users list,
  // a screen other than the one Back leads to.
  it.each([
    ['Delete', '/users/c1', 'Alice Thompson is being deleted.'],
    [
      'Archive',
      '/profiles/c1/archive',
      'Alice Thompson is archived: they cannot sign in until an admin unarchives them.',
    ],
  ])(
    "brings an admin who pressed %s on an agent's contact back to that agent's Contact List, without them (review 64)",
    async (action, written, notice) => {
      signedInAs({ ...olivia, roles: ['admin'] });
      const answer = vi.mocked(sendRequest).getMockImplementation()!;
      const alice = {
        id: 'c1',
        PK: 'U#c1',
        roles: null,
        details: { firstName: 'Alice', lastName: 'Thompson', email: 'alice@example.com' },
        status: 'active',
        logins: 1,
        totalSessionDuration: 0,
        averageSessionDuration: 0,
        totalReportOpen: 0,
      };
      const lists: string[] = [];
      const writes: string[] = [];
      vi.mocked(sendRequest).mockImplementation(async (path: string, ...rest: unknown[]) => {
        const method = (rest[0] as { method?: string } | undefined)?.method ?? 'GET';
        if (method !== 'GET') {
          writes.push(`${method} ${path}`);
          return method === 'DELETE' ? { id: 'c1', status: 'deleting' } : { ...managedProfile(), status: 'archived' };
        }
        if (path.startsWith('/users?')) {
          lists.push(path);
          // The read model, a few seconds behind, still lists her unless she is left out.
          const items = /[?&]exclude=c1(&|$)/.test(path) ? [] : [alice];
          return { items, total: items.length, from: 0, size: 1000 };
        }
        if (path === '/users/a1') return { ...alice, id: 'a1', PK: 'U#a1', roles: ['agent'] };
        if (path === '/users/c1') return alice;
        if (path === '/profiles/c1') return managedProfile({ firstName: 'Alice', lastName: 'Thompson' });
        return (answer as (path: string, ...rest: unknown[]) => Promise<unknown>)(path, ...rest);
      });
      const agents = encodeListState({ ...defaultListState, roles: ['agent'] });
      const router = visit(`/dashboard/users/${agents}/agent/a1/profile/c1?tab=profile&q=alice&sort=firstName`);

      fireEvent.click(await screen.findByRole('button', { name: `${action} User` }, { timeout: 5_000 }));
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: action }));

      await expectPath(router, `/dashboard/users/${agents}/agent/a1`);
      expect(writes).toEqual([`${action === 'Delete' ? 'DELETE' : 'PUT'} ${written}`]);
      expect(router.state.location.search).toEqual({ tab: 'contacts', q: 'alice', sort: 'firstName', exclude: ['c1'] });
      expect((await screen.findByTestId('list-notice')).textContent).toBe(notice);
      expect(await screen.findByText('No one matches “alice”.')).toBeTruthy();
      expect(screen.queryByTestId('contact-card')).toBeNull();
      expect(lists.at(-1)).toBe('/users?from=0&size=1000&sort=firstName&roles=null&agentId=a1&q=alice&exclude=c1');
    },
  );

  it("looks for anyone again on a new search of an agent's Contact List, those just removed included (review 64)", async () => {
    signedInAs({ ...olivia, roles: ['admin'] });
    const answer = vi.mocked(sendRequest).getMockImplementation()!;
    const lists: string[] = [];
    vi.mocked(sendRequest).mockImplementation(async (path: string, ...rest: unknown[]) => {
      if (path.startsWith('/users?')) {
        lists.push(path);
        return { items: [], total: 0, from: 0, size: 1000 };
      }
      if (path === '/users/a1')
        return {
          id: 'a1',
          PK: 'U#a1',
          roles: ['agent'],
          details: { firstName: 'Sarah', lastName: 'Thompson', email: 'sarah@example.com' },
          status: 'active',
          logins: 1,
          totalSessionDuration: 0,
          averageSessionDuration: 0,
          totalReportOpen: 0,
        };
      return (answer as (path: string, ...rest: unknown[]) => Promise<unknown>)(path, ...rest);
    });
    const router = visit(`/dashboard/users/agent/a1?tab=contacts&q=alice&exclude=${encodeURIComponent('["c1"]')}`);

    const box = await screen.findByRole('searchbox', { name: 'Search contacts' });
    await waitFor(() => expect(lists.at(-1)).toContain('&q=alice&exclude=c1'));
    // The same words asked again look for her too (QA 62b L1, as the users lists).
    fireEvent.keyDown(box, { key: 'Enter' });

    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'contacts', q: 'alice' }));
    await waitFor(() => expect(lists.at(-1)).toMatch(/&q=alice$/));
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
    vi.mocked(sendRequest).mockImplementation(async (path: string) =>
      path === '/identity' ? olivia : { ...profile, agentId: 'agent-1' },
    );
    visit('/neighbourhoods');
    const nav = within(await screen.findByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Neighbourhood Sold Reports' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(await screen.findByRole('button', { name: /profile menu$/ }));
    const menu = within(await screen.findByRole('menu'));
    expect(await menu.findByRole('menuitem', { name: 'My Agent' })).toBeTruthy();
  });

  it('sends a signed-in user away from /sign-up too', async () => {
    signedInAs(olivia);
    const router = visit('/sign-up');
    await expectPath(router, '/home-search/map/sale');
  });

  it('sends /sign-up-verification to /sign-in when no e-mail is stored, and shows it when one is', async () => {
    signedInAs(null);
    await expectPath(visit('/sign-up-verification'), '/sign-in');
    rememberEmail('hannah.lee@example.com');
    visit('/sign-up-verification');
    expect(await screen.findByText('hannah.lee@example.com')).toBeTruthy();
  });

  it('sends /reset-password-verification back to /reset-password when no e-mail is stored', async () => {
    signedInAs(null);
    await expectPath(visit('/reset-password-verification'), '/reset-password');
  });

  it('opens /sign-in-new-password only after a sign-in answered with a new-password challenge', async () => {
    signedInAs(null);
    await expectPath(visit('/sign-in-new-password'), '/sign-in');
    markNewPasswordChallenge('jordan.wright@example.com');
    visit('/sign-in-new-password');
    expect(await screen.findByRole('button', { name: 'Change Password' })).toBeTruthy();
  });

  it('prefills the sign-in e-mail from the e link, plain or base64', async () => {
    signedInAs(null);
    visit(`/sign-in?e=${btoa('hannah.lee@example.com')}`);
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('hannah.lee@example.com');
  });

  it('prefills the reset page from the sign-in card, and says after a reset that the new password is set (QA 45c L4)', async () => {
    signedInAs(null);
    visit('/reset-password?e=olivia%40example.com');
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('olivia@example.com');
    cleanup();
    visit('/sign-in?reset=true');
    expect(
      await screen.findByText('Your password has been reset. Please sign in with your new password.'),
    ).toBeTruthy();
  });

  it("shows the account page's agent card, newsletter toggle and Reset Password", async () => {
    signedInAs(olivia);
    visit('/profile');
    expect(await screen.findByText('An agent will be assigned to you soon.')).toBeTruthy();
    expect(screen.getByRole('switch', { name: /Monthly Sold Report Newsletter/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Home ownership' })).toBeTruthy();
  });

  it('shows the saved name in the header at once after the account page saves it', async () => {
    signedInAs(olivia);
    const saved: UserProfile = {
      ...profile,
      firstName: 'Liv',
      sectionVersions: { ...profile.sectionVersions, account: 2 },
    };
    let stored = profile;
    vi.mocked(sendRequest).mockImplementation(async (path: string, request?: { method?: string }) => {
      if (path === '/identity') return olivia;
      if (path === '/myprofile' && request?.method === 'PUT') return (stored = saved);
      if (path === '/myprofile') return stored;
      throw new ApiError(404, { message: 'An agent will be assigned to you soon.' });
    });
    visit('/profile');
    expect(await screen.findByRole('button', { name: 'Olivia Chen, profile menu' })).toBeTruthy();

    await screen.findByTestId('profile-full-name');
    fireEvent.click(screen.getAllByRole('button', { name: 'Edit' })[0]!);
    const firstName = await screen.findByLabelText(/First name/, undefined, { timeout: 10_000 });
    typeText(firstName, 'Liv', { replace: true });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('profile-full-name').textContent).toBe('Liv Chen'));

    expect(screen.getByRole('button', { name: 'Liv Chen, profile menu' })).toBeTruthy();
  });

  it('shows the saved name in the header at once after an agent saves it on My profile', async () => {
    const agent: Identity = { ...olivia, roles: ['agent'] };
    signedInAs(agent);
    const managed = (firstName: string, account: number) =>
      managedProfile({
        id: 'u1',
        firstName,
        lastName: 'Chen',
        email: olivia.email,
        agentId: undefined,
        roles: ['agent'],
        sectionVersions: { ...profile.sectionVersions, account },
      });
    let stored = { name: 'Olivia', version: 1 };
    vi.mocked(sendRequest).mockImplementation(async (path: string, request?: { method?: string }) => {
      if (path === '/identity') return agent;
      if (path === '/profiles/u1' && request?.method === 'PUT') stored = { name: 'Liv', version: 2 };
      if (path === '/myprofile') return { ...profile, firstName: stored.name };
      if (path === '/myprofile/u1' || path === '/profiles/u1') return managed(stored.name, stored.version);
      throw new ApiError(404, { message: 'Not found' });
    });
    visit('/dashboard/my-profile');
    expect(await screen.findByRole('button', { name: 'Olivia Chen, profile menu' })).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Account details' }));
    const form = within(await screen.findByRole('form', { name: 'Account details' }, { timeout: 10_000 }));
    typeText(form.getByLabelText(/First name/), 'Liv', { replace: true });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sendRequest).toHaveBeenCalledWith('/profiles/u1', expect.objectContaining({ method: 'PUT' })),
    );

    expect(await screen.findByRole('button', { name: 'Liv Chen, profile menu' })).toBeTruthy();
  });

  it("shows 'Coming Soon' on /my-agent with a link back to /profile", async () => {
    signedInAs(olivia);
    visit('/my-agent');
    expect(await screen.findByRole('heading', { name: 'Coming Soon' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to profile' }).getAttribute('href')).toBe('/profile');
  });

  it('opens the agent details page to anonymous visitors', async () => {
    signedInAs(null);
    vi.mocked(sendRequest).mockImplementation(async (path: string) => {
      if (path === '/agents/agent-1')
        return {
          id: 'agent-1',
          email: 'sarah@example.com',
          firstName: 'Sarah',
          lastName: 'Thompson',
          socialMedias: {},
          testimonials: [],
        };
      throw new Error(`unexpected call ${path}`);
    });
    visit('/agent-details?id=agent-1');
    expect(await screen.findByRole('heading', { name: 'Sarah Thompson' })).toBeTruthy();
    expect(screen.getByText('Our agents live and breathe doing what is right for their clients.')).toBeTruthy();
  });

  it('tells a visitor whose link names no agent that it could not be found', async () => {
    signedInAs(null);
    vi.mocked(sendRequest).mockImplementation(async (path: string) => {
      if (path === '/agents/gone') throw new ApiError(404, { message: 'There is no agent gone.' });
      throw new Error(`unexpected call ${path}`);
    });
    visit('/agent-details?id=gone');
    expect(await screen.findByText('We could not find this agent. The link may be out of date.')).toBeTruthy();
    expect(screen.queryByText('An agent will be assigned to you soon.')).toBeNull();
  });
});

/** The brokerage's mailing address, which its e-mails give (CASL), is on the pages that say how to reach it. */
describe('the About and Privacy pages', () => {
  const address = '200 Sample Avenue, Unit 5, Mississauga, ON L5B 0A2';
  beforeEach(() => {
    signedInAs(null);
    setWebConfig({ ...deployment, brokerageName: 'Maple Leaf Realty Ltd., Brokerage', brokerageAddress: address });
  });

  it("give the brokerage's mailing address from /config.json under Get in touch", async () => {
    visit('/about');
    expect(await screen.findByRole('heading', { name: 'Get in touch' })).toBeTruthy();
    expect(screen.getByText(`By post: Maple Leaf Realty Ltd., Brokerage, ${address}.`)).toBeTruthy();
  });

  it("give it to the Privacy Officer's contact on /privacy", async () => {
    visit('/privacy');
    expect(await screen.findByRole('heading', { name: 'Contact us' })).toBeTruthy();
    expect(screen.getByText(`By post: Privacy Officer, Maple Leaf Realty Ltd., Brokerage, ${address}.`)).toBeTruthy();
  });

  it('fall back to the default address when /config.json gives none', async () => {
    setWebConfig(deployment);
    visit('/about');
    expect(
      await screen.findByText(`By post: ${webConfigDefaults.brokerageName}, ${webConfigDefaults.brokerageAddress}.`),
    ).toBeTruthy();
  });
});
