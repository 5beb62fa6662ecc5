import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@shared/roles';
import { pickerMonths } from '../../web/src/ui/picker-months';
import { backPath, listSegment } from '../../web/src/features/contact-detail/back-path';
import { agentListLink } from '../../web/src/lib/agent-list-link';
import {
  openTab,
  readContactSearch,
  visibleTabs,
  type Viewer,
} from '../../web/src/features/contact-detail/contact-tabs';
import { adminViewer, agentViewer, now, person, showContact, stubContactApi } from './contact-detail-render';
import { wholeLine } from './text-line';
import { followedHomeSummaries } from './fixtures/listings';

const customer = { roles: null };
const agentProfile = { roles: ['agent'] as Role[] };
const adminProfile = { roles: ['admin'] as Role[] };
const agent: Viewer = agentViewer;
const admin: Viewer = adminViewer;

afterEach(() => vi.unstubAllGlobals());

describe('which tabs a viewer sees (document 2 §2, §6)', () => {
  it.each([
    ['an agent on a customer', agent, customer, ['insights', 'activity', 'notes', 'profile']],
    ['an admin on a customer', admin, customer, ['insights', 'activity', 'profile']],
    ['an admin on an agent', admin, agentProfile, ['contacts', 'profile']],
    ['an admin on an admin', admin, adminProfile, ['profile']],
    // Issue 29: someone invited has no account yet, so no activity; QA 58b: their agent's notes all the same.
    ['an agent on someone invited', agent, { roles: null, PK: 'I#hannah@example.com' }, ['notes', 'profile']],
    [
      'an admin who is also an agent, on a customer',
      { id: 'x', roles: ['admin', 'agent'] },
      customer,
      ['insights', 'activity', 'notes', 'profile'],
    ],
  ] as const)('%s', (_, viewer, user, tabs) => {
    expect(visibleTabs(viewer, user)).toEqual(tabs);
  });

  it('opens the tab the URL asks for only when the viewer may see it', () => {
    expect(openTab('activity', ['insights', 'activity', 'profile'])).toBe('activity');
    expect(openTab('notes', ['insights', 'activity', 'profile'])).toBe('insights');
    expect(openTab(undefined, ['contacts', 'profile'])).toBe('contacts');
    expect(readContactSearch({ tab: 'notes' })).toEqual({ tab: 'notes' });
    expect(readContactSearch({ tab: '<script>' })).toEqual({});
  });
});

describe('Back (document 2 §2)', () => {
  it("leads from a contact opened on an agent's list back to it, and from a path no browser writes nowhere, without failing (review 64)", () => {
    expect(agentListLink('/dashboard/users/agent/a%201/profile/c1', { q: 'alice' })).toMatchObject({
      params: { id: 'a 1' },
      search: { tab: 'contacts', q: 'alice' },
    });
    expect(agentListLink('/dashboard/users/agent/%E0%A4%A/profile/c1', {})).toBeUndefined();
    expect(agentListLink('/dashboard/users/profile/c1', {})).toBeUndefined();
  });

  it('strips /profile/{id} or /agent/{id} and keeps the encoded list query', () => {
    expect(backPath('/dashboard/users/eyJxIjoiYSJ9/profile/abc-1')).toBe('/dashboard/users/eyJxIjoiYSJ9');
    expect(backPath('/dashboard/users/agent/abc-1')).toBe('/dashboard/users');
    expect(backPath('/dashboard/users/profile/olivia%40example.com')).toBe('/dashboard/users');
    expect(listSegment('/dashboard/users/eyJxIjoiYSJ9/agent/abc-1')).toBe('eyJxIjoiYSJ9');
    expect(listSegment('/dashboard/users/agent/abc-1')).toBeUndefined();
  });

  it("goes from an agent's contact back to the agent's page, whose list segment it keeps (QA 63b M3)", () => {
    expect(backPath('/dashboard/users/eyJxIjoiYSJ9/agent/a-1/profile/c-1')).toBe(
      '/dashboard/users/eyJxIjoiYSJ9/agent/a-1',
    );
    expect(listSegment('/dashboard/users/eyJxIjoiYSJ9/agent/a-1/profile/c-1')).toBe('eyJxIjoiYSJ9');
    expect(listSegment('/dashboard/users/agent/a-1/profile/c-1')).toBeUndefined();
    expect(readContactSearch({ tab: 'contacts', q: 'qa63', sort: 'firstName' })).toEqual({
      tab: 'contacts',
      q: 'qa63',
      sort: 'firstName',
    });
    expect(readContactSearch({ q: 42, sort: 'shoeSize' })).toEqual({});
  });

  it("carries the contacts just archived or deleted from an agent's list back to it, well-formed ids only (review 64)", () => {
    expect(readContactSearch({ exclude: ['c1', 42, '', '<script>'] })).toEqual({ exclude: ['c1'] });
    expect(readContactSearch({ exclude: 'c1' })).toEqual({});
    expect(
      agentListLink('/dashboard/users/agent/a1/profile/c2', { q: 'alice', exclude: ['c1'], tab: 'profile' }),
    ).toMatchObject({ params: { id: 'a1' }, search: { tab: 'contacts', q: 'alice', exclude: ['c1'] } });
  });
});

describe('the contact screen', () => {
  it('shows an agent the name, tel and mailto links, the follow-up toggle and the Notes tab on a customer', async () => {
    stubContactApi(({ path }) => (path === '/users/c1' ? { body: person('c1') } : undefined));
    showContact('c1', { viewer: agentViewer });

    expect(await screen.findByRole('heading', { name: 'Olivia Chen' })).toBeTruthy();
    // The browser tab says whose page it is (stubContactApi's web config names the product).
    await waitFor(() => expect(document.title).toBe('Olivia Chen · GTA Homes'));
    expect(screen.getByRole('link', { name: '416-555-0199' }).getAttribute('href')).toBe('tel:+14165550199');
    expect(screen.getByRole('link', { name: 'olivia@example.com' }).getAttribute('href')).toBe(
      'mailto:olivia@example.com',
    );
    expect(screen.getByRole('switch', { name: 'Follow up' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Insights',
      'Activity',
      'Notes',
      'Profile',
    ]);
  });

  it("says 'No phone' in the header when there is none, not the form's placeholder (QA 29)", async () => {
    const noPhone = person('c1', { details: { firstName: 'Olivia', lastName: 'Chen', email: 'olivia@example.com' } });
    stubContactApi(({ path }) => (path === '/users/c1' ? { body: noPhone } : undefined));
    showContact('c1', { viewer: agentViewer });

    const heading = await screen.findByRole('heading', { name: 'Olivia Chen' });
    const header = heading.closest('header') ?? heading.parentElement!.parentElement!;
    expect(header.textContent).toContain('No phone');
    expect(header.textContent).not.toContain('XXX-XXX-XXXX');
  });

  it('shows an admin no follow-up and no Notes on a customer', async () => {
    stubContactApi(({ path }) => (path === '/users/c1' ? { body: person('c1') } : undefined));
    showContact('c1', { viewer: adminViewer });

    await screen.findByRole('heading', { name: 'Olivia Chen' });
    expect(screen.queryByRole('switch', { name: 'Follow up' })).toBeNull();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Insights', 'Activity', 'Profile']);
  });

  it('keeps the chosen tab in the URL, so it can be linked, and renders the Profile tab it is given', async () => {
    stubContactApi(({ path }) => (path === '/users/c1' ? { body: person('c1') } : undefined));
    const { router } = showContact('c1', { viewer: adminViewer });

    fireEvent.click(await screen.findByRole('tab', { name: 'Profile' }));

    expect(await screen.findByText('Profile tab of olivia@example.com')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'profile' }));
  });

  it("says 'Not Found' when the API answers 404", async () => {
    stubContactApi(() => undefined);
    showContact('nobody');

    expect(await screen.findByText('Not Found')).toBeTruthy();
  });

  it('shows the Insights: web stats, valuations with Review, and followed neighbourhoods by name', async () => {
    stubContactApi(({ path }) => {
      if (path === '/users/c1') return { body: person('c1') };
      if (path === '/homevalue/agent?userId=c1')
        return {
          body: {
            items: [
              {
                id: 'v1',
                displayAddress: '12 Elm St, Toronto',
                createdAt: '2026-04-02T12:00:00Z',
                instanceValue: 1_250_000,
                confirmed: false,
              },
            ],
          },
        };
      if (path === '/users/c1/followings')
        return { body: { neighbourhoods: { annex: '2026-01-01T00:00:00Z' }, properties: {} } };
      if (path === '/neighbourhoods') return { body: { neighbourhoods: [{ id: 'annex', name: 'The Annex' }] } };
      return undefined;
    });
    showContact('c1', { tab: 'insights' });

    expect(await screen.findByText('Last login 2026-06-10')).toBeTruthy();
    expect(screen.getByText('7')).toBeTruthy();
    expect(screen.getByText('6 min')).toBeTruthy();
    expect(screen.getByText('Over 7 timed visits')).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Review' })).getAttribute('href')).toBe(
      '/home-valuation-summary/v1',
    );
    expect(screen.getByText('12 Elm St, Toronto')).toBeTruthy();
    expect(await screen.findByText('The Annex')).toBeTruthy();
  });

  it('shows the homes the contact follows, newest first, with status, price and the day followed', async () => {
    const { calls } = stubContactApi(({ path }) => {
      if (path === '/users/c1') return { body: person('c1') };
      if (path.startsWith('/homevalue/agent')) return { body: { items: [] } };
      if (path === '/users/c1/followings')
        return {
          body: {
            neighbourhoods: {},
            properties: { C100: '2026-05-02T14:00:00Z', W200: '2026-06-01T14:00:00Z', E300: '2026-04-01T14:00:00Z' },
          },
        };
      if (path.startsWith('/quickview')) return { body: { hits: followedHomeSummaries } };
      return undefined;
    });
    showContact('c1', { tab: 'insights' });

    const list = within(await screen.findByTestId('followed-homes'));
    const links = list.getAllByRole('link');
    // Each says it opens a new tab.
    expect(links.map((link) => link.textContent)).toEqual([
      '8 Oak Ave (opens in a new tab)',
      '402 - 12 Elm St (opens in a new tab)',
    ]);
    expect(links[0]!.getAttribute('href')).toBe('/property-details/?=W200');
    expect(list.getByText(wholeLine('For Sale · $899,000 · followed 2026-06-01'))).toBeTruthy();
    expect(list.getByText(wholeLine('Sold · $1,045,000 · followed 2026-05-02'))).toBeTruthy();
    // One the index no longer lists is named by its number.
    expect(list.getByText('MLS E300')).toBeTruthy();
    expect(list.getByText(wholeLine('No longer listed · followed 2026-04-01'))).toBeTruthy();
    expect(calls.some((call) => call.path === '/quickview?ids=W200%2CC100%2CE300')).toBe(true);
  });

  it("says 'No followed neighbourhoods.' and the valuations' failure message", async () => {
    stubContactApi(({ path }) => {
      if (path === '/users/c1') return { body: person('c1') };
      if (path.startsWith('/homevalue/agent')) return { status: 500, body: { message: '' } };
      return undefined;
    });
    showContact('c1', { tab: 'insights' });

    expect(await screen.findByText('No followed neighbourhoods.')).toBeTruthy();
    expect(await screen.findByText('No followed homes.')).toBeTruthy();
    expect(await screen.findByText('Something went wrong fetching the contact valuations.')).toBeTruthy();
  });

  it('shows the Activity of the current month, and asks for an earlier one from the picker', async () => {
    const { calls } = stubContactApi(({ path }) => {
      if (path === '/users/c1') return { body: person('c1') };
      if (path === '/neighbourhoods') return { body: { neighbourhoods: [{ id: 'annex', name: 'The Annex' }] } };
      if (path === '/users/c1/feeds?month=2026-06')
        return {
          body: {
            month: '2026-06',
            items: [
              {
                id: 'f2',
                feedType: 'OpenSoldReport',
                time: '2026-06-12T15:00:00Z',
                title: 'Opened the sold report',
                description: 'annex, 2026-05',
                nid: 'annex',
                month: '2026-05',
              },
              { id: 'f1', feedType: 'SignUp', time: '2026-06-01T15:00:00Z', title: 'Signed up' },
            ],
            aggregation: [
              { feedType: 'OpenSoldReport', title: 'Opened the sold report', count: 1 },
              { feedType: 'SignUp', title: 'Signed up', count: 1 },
            ],
          },
        };
      return undefined;
    });
    showContact('c1', { tab: 'activity' });

    const history = await screen.findByTestId('activity-history');
    expect(within(history).getByText('2026-06-12')).toBeTruthy();
    // Its time of day in Toronto, and the report by its neighbourhood's name and month.
    expect(within(history).getAllByText('11:00')).toHaveLength(2);
    expect(await within(history).findByText('The Annex, May 2026')).toBeTruthy();
    expect(within(screen.getByTestId('activity-aggregation')).getByText('Signed up')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next month' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));

    expect(await screen.findByText('Nothing happened in May 2026.')).toBeTruthy();
    expect(calls.some((call) => call.path === '/users/c1/feeds?month=2026-05')).toBe(true);
  });

  it("shows a busy month's history 50 rows at a time, newest first", async () => {
    // 120 homes viewed in June, each its own row (a different home each time).
    const items = Array.from({ length: 120 }, (_, index) => ({
      id: `f${index}`,
      feedType: 'ViewListing',
      time: new Date(Date.UTC(2026, 5, 28, 12) - index * 3_600_000).toISOString(),
      title: 'Viewed a home',
      description: `${index + 1} Home St`,
    }));
    stubContactApi(({ path }) => {
      if (path === '/users/c1') return { body: person('c1') };
      if (path === '/users/c1/feeds?month=2026-06')
        return {
          body: {
            month: '2026-06',
            items,
            aggregation: [{ feedType: 'ViewListing', title: 'Viewed a home', count: 120 }],
          },
        };
      if (path === '/users/c1/feeds?month=2026-05') return { body: { month: '2026-05', items: [], aggregation: [] } };
      return undefined;
    });
    showContact('c1', { tab: 'activity' });

    const history = await screen.findByTestId('activity-history');
    expect(within(history).getAllByRole('row')).toHaveLength(50);
    expect(within(history).getByText('1 Home St')).toBeTruthy();
    expect(within(history).queryByText('51 Home St')).toBeNull();
    expect(screen.getByText('Showing the newest 50 of 120')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(within(history).getAllByRole('row')).toHaveLength(100);
    expect(within(history).getByText('100 Home St')).toBeTruthy();

    expect(screen.getByText('Showing the newest 100 of 120')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(within(history).getAllByRole('row')).toHaveLength(120);
    expect(screen.queryByText(/Showing the newest/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();

    // Another month starts again from its newest 50.
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByText('Nothing happened in May 2026.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByText('Showing the newest 50 of 120')).toBeTruthy();
  });

  it('never offers a month after the current one', () => {
    expect(pickerMonths(now)[0]).toBe('2026-06');
    expect(pickerMonths(now)).toHaveLength(12);
    expect(pickerMonths(now).at(-1)).toBe('2025-07');
  });

  it("lists an agent's contacts as cards, searches them and sorts them", async () => {
    const { calls } = stubContactApi(({ path }) => {
      if (path === '/users/a1')
        return {
          body: person('a1', {
            roles: ['agent'],
            details: { firstName: 'Sarah', lastName: 'Thompson', email: 'agent@example.com' },
          }),
        };
      if (path.startsWith('/users?'))
        return {
          body: {
            items: [
              person('c1'),
              person('c2', { details: { firstName: 'Liam', lastName: 'Patel', email: 'liam@example.com' } }),
            ],
            total: 2,
            from: 0,
            size: 1000,
          },
        };
      return undefined;
    });
    showContact('a1', { viewer: adminViewer });

    const cards = await screen.findAllByTestId('contact-card');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Contact List', 'Profile']);
    expect(cards[1]!.textContent).toContain('XXX-XXX-XXXX');
    expect(cards[1]!.textContent).toContain('liam@example.com');
    expect(cards[0]!.textContent).toContain('416-555-0199');
    expect(cards[0]!.textContent).toContain('5 days ago');
    expect(cards[0]!.textContent).toContain('6 min');
    expect(calls.find((call) => call.path.startsWith('/users?'))!.path).toBe(
      '/users?from=0&size=1000&sort=averageSessionDuration.desc&roles=null&agentId=a1',
    );

    const box = screen.getByRole('searchbox', { name: 'Search contacts' });
    fireEvent.change(box, { target: { value: 'liam' } });
    fireEvent.keyDown(box, { key: 'Enter' });

    await waitFor(() => expect(calls.some((call) => call.path.endsWith('&agentId=a1&q=liam'))).toBe(true));

    fireEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'First name' }));

    await waitFor(() =>
      expect(calls.some((call) => call.path.includes('sort=firstName&roles=null&agentId=a1&q=liam'))).toBe(true),
    );
    // An admin's lists have no follow-ups, so no sort by one (QA 63b L7, as the Users screen).
    fireEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    expect(await screen.findByRole('option', { name: 'Last login' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Follow-up date' })).toBeNull();
  });

  it('offers an agent on their own page the sort by their follow-ups (QA 63b L7)', async () => {
    stubContactApi(({ path }) => {
      if (path === '/users/agent-1') return { body: person('agent-1', { roles: ['agent'] }) };
      return undefined;
    });
    showContact('agent-1', { viewer: agentViewer });

    fireEvent.click(await screen.findByRole('combobox', { name: 'Sort by' }));
    expect(await screen.findByRole('option', { name: 'Follow-up date' })).toBeTruthy();
  });

  it('says when the list shows the first 1,000 of more contacts, and how to find the others (QA 44 M4)', async () => {
    stubContactApi(({ path }) => {
      if (path === '/users/a1') return { body: person('a1', { roles: ['agent'] }) };
      if (path.startsWith('/users?'))
        return { body: { items: [person('c1'), person('c2')], total: 2033, from: 0, size: 1000 } };
      return undefined;
    });
    showContact('a1', { viewer: adminViewer });

    await screen.findAllByTestId('contact-card');
    expect(
      screen.getByText('Showing the first 2 of 2,033 contacts. Search by name, e-mail or phone to find the others.'),
    ).toBeTruthy();
  });
});
