import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { UserListItem, UsersPage } from '@shared/users';
import { UsersScreen } from '../../web/src/features/users/components/users-screen';
import { listNotices } from '../../web/src/lib/list-notice';
import { recordStoppedBulkRun } from '../../web/src/features/users/stopped-bulk-run';
import { defaultListState, type ListState } from '../../web/src/features/users/list-state';
import { sendRequest } from '../../web/src/lib/api-client';
import cells from '../../web/src/features/users/components/user-cells.module.css';
import classes from '../../web/src/features/users/components/users-screen.module.css';
import { onAPhone } from './phone';
import { renderWithRouter, testQueryClient } from './render';
import { typeText } from './type-text';
import { client1Config, storeSession } from './stored-session-fixture';
import { setWebConfig } from '../../web/src/lib/web-config';

vi.mock('../../web/src/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  sendRequest: vi.fn(),
}));

const now = new Date('2026-06-15T16:00:00Z');
const person = (id: string, firstName: string, extra: Partial<UserListItem> = {}): UserListItem => ({
  id,
  PK: `U#${id}`,
  roles: null,
  details: { firstName, lastName: 'Patel', email: `${firstName.toLowerCase()}@example.com` },
  status: 'active',
  logins: 4,
  totalSessionDuration: 0,
  averageSessionDuration: 300_000,
  totalReportOpen: 2,
  ...extra,
});

function show(scope: 'admin' | 'agent', state: ListState = defaultListState) {
  const onStateChange = vi.fn();
  const onOpen = vi.fn();
  renderWithRouter(<UsersScreen scope={scope} state={state} onStateChange={onStateChange} onOpen={onOpen} now={now} />);
  return { onStateChange, onOpen };
}

/** The agent's "Follow-up due" list (QA 62b M1). */
function showDueList(queryClient = testQueryClient()) {
  renderWithRouter(
    <UsersScreen
      scope="agent"
      state={{ ...defaultListState, followUp: 'due' }}
      onStateChange={vi.fn()}
      onOpen={vi.fn()}
      now={now}
    />,
    { queryClient },
  );
  return queryClient;
}

/** Set follow-up on the bulk bar's selection, replacing the follow-ups they hold. */
async function setBulkFollowUp(date: string) {
  const bar = await screen.findByTestId('bulk-bar');
  fireEvent.click(within(bar).getByRole('button', { name: 'Set follow-up' }));
  typeText(within(bar).getByLabelText('Follow-up date'), date.replaceAll('-', ''), { replace: true });
  fireEvent.change(within(bar).getByLabelText('Note'), { target: { value: 'Spring market' } });
  fireEvent.click(within(bar).getByRole('button', { name: 'Save follow-up' }));
  fireEvent.click(await within(bar).findByRole('button', { name: /^Replace/ }));
}

beforeEach(() => vi.mocked(sendRequest).mockReset());

/** The window of a phone for what follows in the test: the list draws cards, not the table. */
let phoneWindow: MockInstance<typeof window.matchMedia> | undefined;
function onPhone() {
  phoneWindow = onAPhone();
}
afterEach(() => phoneWindow?.mockRestore());

describe('the Users screen', () => {
  it('offers the last page, not "No contacts yet.", for a page the list no longer has (QA 68b L3)', async () => {
    vi.mocked(sendRequest).mockResolvedValue({ items: [], total: 86, from: 100, size: 50 } satisfies UsersPage);
    const { onStateChange } = show('agent', { ...defaultListState, page: 3 });

    fireEvent.click(await screen.findByRole('button', { name: 'Go to page 2' }));

    expect(screen.getByText('There is no page 3 any more: the list has 2 pages.')).toBeTruthy();
    expect(screen.queryByText('No contacts yet.')).toBeNull();
    expect(onStateChange).toHaveBeenCalledWith({ ...defaultListState, page: 2 });
  });

  it('asks for a page of 50 by average time on site, and shows the count and page x / y', async () => {
    vi.mocked(sendRequest).mockResolvedValue({
      items: [person('1', 'Liam'), person('i', 'Hannah', { PK: 'I#hannah@example.com', status: 'invited' })],
      total: 120,
      from: 0,
      size: 50,
    } satisfies UsersPage);

    show('admin');

    expect(await screen.findAllByText('Liam Patel')).not.toHaveLength(0);
    expect(vi.mocked(sendRequest).mock.calls[0]![0]).toBe(
      '/users?from=0&size=50&sort=averageSessionDuration.desc&roles=null',
    );
    expect(screen.getByTestId('result-count').textContent).toBe('120 results · page 1 / 3');
    expect(screen.getAllByText('Invited').length).toBeGreaterThan(0);
  });

  it("says under a contact's role whose contact they are, in an admin's table and on a phone's card (QA 66b L4)", async () => {
    // Archived: her contacts are the ones an admin most needs to place (review 66).
    const sarah = person('a1', 'Sarah', { roles: ['agent'], status: 'archived' });
    vi.mocked(sendRequest).mockImplementation(async (path: string) =>
      String(path).includes('roles=agent')
        ? ({ items: [sarah], total: 1, from: 0, size: 1000 } satisfies UsersPage)
        : ({
            items: [person('1', 'Liam', { agentId: 'a1' }), person('2', 'Noor'), sarah],
            total: 3,
            from: 0,
            size: 50,
          } satisfies UsersPage),
    );

    show('admin');

    const liam = (await screen.findAllByTestId('user-row')).find((row) => row.textContent?.includes('Liam Patel'))!;
    expect(await within(liam).findByText('of Sarah Patel')).toBeTruthy();
    const others = screen.getAllByTestId('user-row').filter((row) => row !== liam);
    expect(others.map((row) => row.textContent).join(' ')).not.toContain('of Sarah');
    cleanup();

    onPhone();
    show('admin');
    const card = (await screen.findAllByTestId('user-card')).find((row) => row.textContent?.includes('Liam Patel'))!;
    expect(await within(card).findByText('Contact of Sarah Patel')).toBeTruthy();
  });

  it('searches on Enter and on blur, not on every key, and clears when emptied', async () => {
    vi.mocked(sendRequest).mockResolvedValue({ items: [], total: 0, from: 0, size: 50 });
    const { onStateChange } = show('admin', { ...defaultListState, q: 'old', page: 2 });
    const box = await screen.findByRole('searchbox', { name: 'Search all users' });

    fireEvent.change(box, { target: { value: 'patel' } });
    expect(onStateChange).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onStateChange).toHaveBeenLastCalledWith({ ...defaultListState, q: 'patel', page: 1 });

    fireEvent.change(box, { target: { value: '' } });
    expect(onStateChange).toHaveBeenLastCalledWith({ ...defaultListState, q: '', page: 1 });
  });

  it('turns a chip on as a role filter, back on page 1', async () => {
    vi.mocked(sendRequest).mockResolvedValue({ items: [], total: 0, from: 0, size: 50 });
    const { onStateChange } = show('admin', { ...defaultListState, page: 4 });

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Agents' }));

    await waitFor(() => expect(onStateChange).toHaveBeenCalledWith({ ...defaultListState, roles: ['agent'], page: 1 }));
  });

  it('names the role chips as a group, which a screen reader says before the chips', async () => {
    vi.mocked(sendRequest).mockResolvedValue({ items: [], total: 0, from: 0, size: 50 });
    show('admin');

    const roles = await screen.findByRole('group', { name: 'Roles' });
    expect(
      within(roles)
        .getAllByRole('checkbox')
        .map((chip) => chip.getAttribute('value')),
    ).toEqual(['agent', 'client', 'admin']);
  });
});

describe('the rows of the list', () => {
  it("opens a contact from the table by the name's link, which Tab reaches (QA 48c M12)", async () => {
    vi.mocked(sendRequest).mockResolvedValue({
      items: [
        person('1', 'Liam'),
        person('2', 'Ava', { roles: ['agent'] }),
        person('3', 'Zoe', { status: 'deleting' }),
      ],
      total: 3,
      from: 0,
      size: 50,
    } satisfies UsersPage);
    const { onOpen } = show('admin', { ...defaultListState, page: 2 });

    const [liam, ava, zoe] = (await screen.findAllByTestId('user-row')) as [HTMLElement, HTMLElement, HTMLElement];
    const contact = within(liam).getByRole('link', { name: 'Liam Patel' });
    // The row's click goes where its page's segment keeps the list's search (Back returns to page 2).
    const segment = btoa(JSON.stringify({ page: 2 })).replace(/=+$/, '');
    expect(contact.getAttribute('href')).toBe(`/dashboard/users/${segment}/profile/1`);
    expect(contact.tabIndex).toBe(0);
    expect(within(ava).getByRole('link', { name: 'Ava Patel' }).getAttribute('href')).toBe(
      `/dashboard/users/${segment}/agent/2`,
    );
    // No second stop on the row, no link for a user being deleted.
    expect(liam.hasAttribute('tabindex')).toBe(false);
    expect(within(zoe).queryByRole('link')).toBeNull();
    // A mouse on the row still opens the contact, once.
    fireEvent.click(liam);
    expect(onOpen).toHaveBeenCalledTimes(1);
    fireEvent.click(contact);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('shows a user being deleted with a badge, inert (aria-disabled, no open), and keeps the invited marker', async () => {
    vi.mocked(sendRequest).mockResolvedValue({
      items: [
        person('1', 'Liam', { status: 'deleting' }),
        person('i', 'Hannah', { PK: 'I#hannah@example.com', status: 'invited' }),
      ],
      total: 2,
      from: 0,
      size: 50,
    } satisfies UsersPage);
    const { onOpen } = show('admin');

    const rows = await screen.findAllByTestId('user-row');
    const [deleting, invited] = rows as [HTMLElement, HTMLElement];
    expect(deleting.textContent).toContain('Being deleted');
    expect(deleting.getAttribute('aria-disabled')).toBe('true');
    expect(deleting.hasAttribute('tabindex')).toBe(false);
    fireEvent.click(deleting);
    fireEvent.keyDown(deleting, { key: 'Enter' });
    expect(onOpen).not.toHaveBeenCalled();
    expect(invited.textContent).toContain('Invited');
    fireEvent.click(invited);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'i' }));
    // The table alone is drawn on a wide window; the cards alone on a phone.
    expect(screen.queryAllByTestId('user-card')).toHaveLength(0);

    cleanup();
    onPhone();
    const phone = show('admin');
    const [card, invitedCard] = (await screen.findAllByTestId('user-card')) as [HTMLElement, HTMLElement];
    expect(screen.queryAllByTestId('user-row')).toHaveLength(0);
    expect(card.tagName).not.toBe('BUTTON');
    expect(card.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(card);
    expect(phone.onOpen).not.toHaveBeenCalled();
    fireEvent.click(invitedCard);
    expect(phone.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'i' }));
  });

  it('dates an old last login YYYY-MM-DD, and shows a missing phone as the dimmed placeholder read as "No phone"', async () => {
    vi.mocked(sendRequest).mockResolvedValue({
      items: [
        person('1', 'Liam', {
          lastLoginAt: '2025-09-17T15:00:00Z',
          details: { ...person('1', 'Liam').details, phone: '416-555-0101' },
        }),
        person('2', 'Ava', { lastLoginAt: '2025-09-17T15:00:00Z' }),
      ],
      total: 2,
      from: 0,
      size: 50,
    } satisfies UsersPage);
    show('admin');

    const [withPhone, withoutPhone] = (await screen.findAllByTestId('user-row')) as [HTMLElement, HTMLElement];
    expect(withPhone.textContent).toContain('2025-09-17');
    expect(withPhone.textContent).not.toMatch(/Sep/);
    expect(withPhone.textContent).toContain('416-555-0101');
    const missing = withoutPhone.querySelector('[data-missing-phone]')!;
    expect(missing.textContent).toBe('XXX-XXX-XXXXNo phone');
    expect(missing.querySelector('[aria-hidden="true"]')!.textContent).toBe('XXX-XXX-XXXX');
  });

  it("counts one login and one sold report opened in the singular on a phone's card", async () => {
    vi.mocked(sendRequest).mockResolvedValue({
      items: [person('1', 'Liam', { logins: 1, totalReportOpen: 1 }), person('2', 'Ava')],
      total: 2,
      from: 0,
      size: 50,
    } satisfies UsersPage);
    onPhone();
    show('admin');

    const [one, two] = (await screen.findAllByTestId('user-card')) as [HTMLElement, HTMLElement];
    expect(one.textContent).toMatch(/1 login(?!s)/);
    expect(one.textContent).toContain('1 sold report opened');
    expect(two.textContent).toContain('4 logins');
    expect(two.textContent).toContain('2 sold reports opened');
  });

  it("draws a phone's page of 50 cards 6 first, then 8 at a time (busy until whole), and a wide window's table at once", async () => {
    const fifty = Array.from({ length: 50 }, (_, index) => person(String(index), `Person${index}`));
    vi.mocked(sendRequest).mockResolvedValue({ items: fifty, total: 120, from: 0, size: 50 } satisfies UsersPage);
    // Every state the list goes through: how many rows or cards, and whether it says it is still drawing.
    const watch = (testId: string) => {
      const seen: string[] = [];
      const watcher = new MutationObserver(() => {
        const list = document.querySelector('[data-testid="user-rows"]');
        if (list)
          seen.push(`${list.querySelectorAll(`[data-testid="${testId}"]`).length} ${list.getAttribute('aria-busy')}`);
      });
      watcher.observe(document.body, { subtree: true, childList: true, attributes: true });
      return { seen: () => [...new Set(seen)], stop: () => watcher.disconnect() };
    };

    onPhone();
    const cards = watch('user-card');
    show('agent');
    await waitFor(() => expect(screen.getAllByTestId('user-card')).toHaveLength(50));
    cards.stop();
    expect(cards.seen()).toEqual(['6 true', '14 true', '22 true', '30 true', '38 true', '46 true', '50 false']);

    // A table's columns would move as later rows widen them: its 50 rows come together.
    cleanup();
    phoneWindow?.mockRestore();
    const rows = watch('user-row');
    show('agent');
    await waitFor(() => expect(screen.getAllByTestId('user-row')).toHaveLength(50));
    rows.stop();
    expect(rows.seen()).toEqual(['50 false']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select this page' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('select-row').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(50),
    );
  });

  it('says what a profile sent back here did, once: closed, or gone when the list moves on', async () => {
    vi.mocked(sendRequest).mockResolvedValue({ items: [], total: 0, from: 0, size: 50 });
    const { router } = renderWithRouter(
      <UsersScreen scope="agent" state={defaultListState} onStateChange={vi.fn()} onOpen={vi.fn()} now={now} />,
    );
    await screen.findByTestId('result-count');
    expect(screen.queryByTestId('list-notice')).toBeNull();

    const notice = listNotices.archived('Carla Diaz');
    act(() => router.history.push('/', { listNotice: notice }));
    const shown = await screen.findByTestId('list-notice');
    expect(shown.getAttribute('role')).toBe('status');
    expect(shown.textContent).toContain(notice);
    // It takes the focus (a screen reader says it), and the entry forgets it: a reload says nothing.
    await waitFor(() => expect(document.activeElement).toBe(shown));
    await waitFor(() => expect(router.history.location.state.listNotice).toBeUndefined());
    expect(screen.getByTestId('list-notice').textContent).toContain(notice);
    fireEvent.click(within(screen.getByTestId('list-notice')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('list-notice')).toBeNull();

    act(() => router.history.push('/', { listNotice: listNotices.withdrawn('nia@example.com') }));
    expect((await screen.findByTestId('list-notice')).textContent).toBe(
      'The invitation to nia@example.com is withdrawn.',
    );
    act(() => router.history.push('/?page=2'));
    await waitFor(() => expect(screen.queryByTestId('list-notice')).toBeNull());
  });

  it('says once where a bulk action left in this tab stopped (QA 69b M1)', async () => {
    vi.mocked(sendRequest).mockResolvedValue({ items: [person('1', 'Liam')], total: 1, from: 0, size: 50 });
    setWebConfig(client1Config);
    storeSession(localStorage, Date.now() + 3_600_000);
    recordStoppedBulkRun({ action: 'followUp', reached: 167, total: 1689 });
    show('agent');

    const notice = await screen.findByTestId('stopped-bulk-notice');

    expect(notice.textContent).toBe('Set follow-up stopped at 167 of 1,689: the other 1,522 were not changed.');
    await waitFor(() => expect(document.activeElement).toBe(notice));
    cleanup();
    show('agent');
    await screen.findByTestId('result-count');
    expect(screen.queryByTestId('stopped-bulk-notice')).toBeNull();
  });

  it('veils the list with a loader while it fetches again (Try again), and lifts it with the answer', async () => {
    let answer: (page: UsersPage) => void = () => {};
    vi.mocked(sendRequest)
      .mockRejectedValueOnce(new Error('offline'))
      .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    show('agent');
    const overlay = () => document.querySelector('.mantine-LoadingOverlay-root');

    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(overlay()).not.toBeNull());
    act(() => answer({ items: [person('1', 'Liam')], total: 1, from: 0, size: 50 }));
    expect(await screen.findByText('Liam Patel')).toBeTruthy();
    await waitFor(() => expect(overlay()).toBeNull());
  });

  it('asks the API to leave out the users in the exclude list', async () => {
    vi.mocked(sendRequest).mockResolvedValue({ items: [], total: 0, from: 0, size: 50 });

    show('admin', { ...defaultListState, exclude: ['abc-1', 'me@example.com'] });

    await waitFor(() => expect(sendRequest).toHaveBeenCalled());
    const url = new URL(vi.mocked(sendRequest).mock.calls[0]![0], 'http://x');
    expect(url.searchParams.get('exclude')).toBe('abc-1,me@example.com');
  });

  // QA 46c M3: right after an archive, searching for the person to undo it found no one.
  it('drops the exclude list on a new search, which looks for anyone again', async () => {
    vi.mocked(sendRequest).mockResolvedValue({ items: [], total: 0, from: 0, size: 50 });
    const { onStateChange } = show('admin', { ...defaultListState, exclude: ['abc-1'] });

    const box = await screen.findByRole('searchbox', { name: 'Search all users' });
    fireEvent.change(box, { target: { value: 'lucas' } });
    fireEvent.keyDown(box, { key: 'Enter' });

    expect(onStateChange).toHaveBeenCalledWith({ ...defaultListState, q: 'lucas', page: 1 });
  });

  // QA 62b L1: back from an archive, "No one matches “omar gill”." and Enter on the same words did nothing.
  it('says no one else matches while some are left out, and the same search again looks for anyone', async () => {
    vi.mocked(sendRequest).mockResolvedValue({ items: [], total: 0, from: 0, size: 50 });
    const { onStateChange } = show('admin', { ...defaultListState, q: 'omar gill', exclude: ['abc-1'] });

    expect(await screen.findByText('No one else matches “omar gill”.')).toBeTruthy();
    const box = screen.getByRole('searchbox', { name: 'Search all users' });
    // Leaving the box keeps them out (the list may not have caught up yet); Enter asks again.
    fireEvent.blur(box);
    expect(onStateChange).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });

    expect(onStateChange).toHaveBeenCalledWith({ ...defaultListState, q: 'omar gill', page: 1 });
  });

  it('sorts with the native Sort by list, back on page 1', async () => {
    vi.mocked(sendRequest).mockResolvedValue({ items: [], total: 0, from: 0, size: 50 });
    const { onStateChange } = show('admin', { ...defaultListState, page: 3 });

    fireEvent.change(await screen.findByRole('combobox', { name: 'Sort by' }), { target: { value: 'lastName' } });

    expect(onStateChange).toHaveBeenCalledWith({ ...defaultListState, sort: 'lastName', page: 1 });
  });

  it("offers the admin no sort by follow-up date, which the admin's list does not show; the agent's does", async () => {
    vi.mocked(sendRequest).mockResolvedValue({ items: [], total: 0, from: 0, size: 50 });
    const options = async () =>
      [...((await screen.findByRole('combobox', { name: 'Sort by' })) as HTMLSelectElement).options].map(
        (option) => option.textContent,
      );

    show('admin');
    expect(await options()).not.toContain('Follow-up date');
    cleanup();
    show('agent');
    expect(await options()).toContain('Follow-up date');
  });
});

describe('the Agent Contacts screen', () => {
  it('marks an overdue follow-up and highlights a login within a day, with no chips', async () => {
    vi.mocked(sendRequest).mockResolvedValue({
      items: [
        person('1', 'Ava', {
          followUp: { date: '2026-06-10', note: 'Call back' },
          lastLoginAt: '2026-06-15T10:00:00Z',
        }),
        person('2', 'Noah', { followUp: { date: '2026-06-14', note: 'Call back' } }),
      ],
      total: 2,
      from: 0,
      size: 50,
    } satisfies UsersPage);

    show('agent');

    const overdue = await screen.findAllByText('2026-06-10');
    expect(overdue[0]!.getAttribute('data-overdue')).toBe('true');
    expect(screen.getAllByText('2026-06-14')[0]!.getAttribute('data-overdue')).toBeNull();
    expect(screen.getAllByText('Today')[0]!.closest('[data-recent]')).not.toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Agents' })).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Search contacts' })).toBeTruthy();
  });

  it('hints at a follow-up for a contact who opened e-mails twice this week, in words, only while none is set', async () => {
    const suggestion = { reason: 'emailEngagement' as const, at: '2026-06-14T18:00:00Z' };
    vi.mocked(sendRequest).mockResolvedValue({
      items: [
        person('1', 'Mia', { followUpSuggestion: suggestion }),
        person('2', 'Liam', { followUpSuggestion: suggestion, followUp: { date: '2026-06-20', note: 'Call' } }),
        person('3', 'Emma'),
      ],
      total: 3,
      from: 0,
      size: 50,
    } satisfies UsersPage);

    show('agent');

    const hints = await screen.findAllByText(
      /^Opened or clicked your e-mails 2\+ times within 7 days \(latest \d{4}-\d\d-\d\d\)$/,
    );
    const rows = screen.getAllByTestId('user-row');
    expect(rows[0]!.textContent).toContain('Opened or clicked your e-mails 2+ times within 7 days');
    expect(rows[0]!.textContent).toContain('Suggested');
    expect(rows[1]!.textContent).not.toContain('Opened your e-mails');
    expect(rows[2]!.textContent).not.toContain('Opened your e-mails');
    // Mia's row, nobody else's; and on a phone, Mia's card alone.
    expect(hints).toHaveLength(1);
    cleanup();
    onPhone();
    show('agent');
    const cards = await screen.findAllByTestId('user-card');
    expect(cards[0]!.textContent).toContain('Opened or clicked your e-mails 2+ times within 7 days');
    expect(screen.getAllByText(/^Opened or clicked your e-mails 2\+ times within 7 days/)).toHaveLength(1);
  });
});

describe('the list on a phone (QA 39)', () => {
  const page = (items: UserListItem[], total = items.length): UsersPage => ({ items, total, from: 0, size: 50 });

  it("labels a card's last login and its sold reports opened (L5)", async () => {
    vi.mocked(sendRequest).mockResolvedValue(
      page([
        person('1', 'Liam', { lastLoginAt: '2025-09-17T15:00:00Z', totalReportOpen: 20 }),
        person('2', 'Ava', { lastLoginAt: '2026-06-10T15:00:00Z' }),
        person('3', 'Noah', { lastLoginAt: '2026-06-15T12:00:00Z' }),
        person('4', 'Emma', { lastLoginAt: undefined }),
      ]),
    );
    onPhone();
    show('agent');

    const cards = await screen.findAllByTestId('user-card');
    const badges = cards.map((card) => card.querySelector(`.${classes.loginBadge}`)!.textContent);
    expect(badges).toEqual(['Last login 2025-09-17', 'Last login 5 days ago', 'Last login today', 'Never signed in']);
    expect(cards[0]!.textContent).toContain('20 sold reports opened');
    expect(cards[0]!.textContent).not.toMatch(/\d reports(?! opened)/);
  });

  it("keeps a wide table's last login bare under its column heading", async () => {
    vi.mocked(sendRequest).mockResolvedValue(page([person('1', 'Liam', { lastLoginAt: '2025-09-17T15:00:00Z' })]));
    show('agent');

    const [row] = await screen.findAllByTestId('user-row');
    expect(row!.querySelector(`.${classes.loginBadge}`)!.textContent).toBe('2025-09-17');
  });

  it("lets a card's e-mail and follow-up reason wrap rather than cut them (L4)", async () => {
    const email = 'grace.campbell.21@example.com';
    vi.mocked(sendRequest).mockResolvedValue(
      page([
        person('1', 'Grace', {
          details: { firstName: 'Grace', lastName: 'Campbell', email },
          followUpSuggestion: { reason: 'emailEngagement', at: '2026-06-14T18:00:00Z' },
        }),
        person('2', 'Liam', { followUp: { date: '2026-06-20', note: 'Call about the semi on Crawford St' } }),
      ]),
    );
    onPhone();
    show('agent');

    const [grace, liam] = (await screen.findAllByTestId('user-card')) as [HTMLElement, HTMLElement];
    const address = within(grace).getByText(email);
    expect(address.classList.contains(cells.truncate!)).toBe(false);
    expect(address.classList.contains(cells.wrapAnywhere!)).toBe(true);
    const reason = within(grace).getByText(/^Opened or clicked your e-mails 2\+ times within 7 days/);
    expect(reason.classList.contains(classes.wrappedNote!)).toBe(true);
    expect(reason.classList.contains(classes.note!)).toBe(false);
    const note = within(liam).getByText('Call about the semi on Crawford St');
    expect(note.classList.contains(classes.wrappedNote!)).toBe(true);
  });

  it("gives a card's checkbox a 44 px label that ticks it, and the card is not opened (M3)", async () => {
    vi.mocked(sendRequest).mockResolvedValue(page([person('1', 'Liam'), person('2', 'Ava')]));
    onPhone();
    const { onOpen } = show('agent');

    const [area] = await screen.findAllByTestId('select-row-area');
    expect(area!.tagName).toBe('LABEL');
    expect(area!.classList.contains(classes.selectHit!)).toBe(true);
    const box = within(area!).getByRole('checkbox', { name: 'Select Liam Patel' });
    expect(box.closest('[data-size]')?.getAttribute('data-size')).toBe('md');

    // A tap on the label beside the box, not on the box itself.
    fireEvent.click(area!);

    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
    expect(onOpen).not.toHaveBeenCalled();
    expect(await screen.findByText('1 contact selected')).toBeTruthy();
  });

  it("ticks the header's box when the whole page is picked, and shows it mixed while only some rows are", async () => {
    vi.mocked(sendRequest).mockResolvedValue(page([person('1', 'Liam'), person('2', 'Ava')]));
    show('agent');
    const header = (await screen.findByRole('checkbox', { name: 'Select this page' })) as HTMLInputElement;
    expect([header.checked, header.indeterminate]).toEqual([false, false]);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Liam Patel' }));
    await waitFor(() => expect(header.indeterminate).toBe(true));
    expect(header.checked).toBe(false);
    expect(header.hasAttribute('data-indeterminate')).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ava Patel' }));
    await waitFor(() => expect(header.checked).toBe(true));
    expect([header.indeterminate, header.hasAttribute('data-indeterminate')]).toEqual([false, false]);

    fireEvent.click(header);
    await waitFor(() =>
      expect(screen.getAllByTestId('select-row').some((box) => (box as HTMLInputElement).checked)).toBe(false),
    );
    expect([header.checked, header.indeterminate]).toEqual([false, false]);
  });

  it('keeps a selection over pages, sorts and searches, and starts it anew with a filter, whose bulk actions would reach contacts no longer shown (QA 55a)', async () => {
    vi.mocked(sendRequest).mockResolvedValue(page([person('1', 'Liam'), person('2', 'Ava')], 120));
    function Screen() {
      const [state, setState] = useState<ListState>(defaultListState);
      return <UsersScreen scope="agent" state={state} onStateChange={setState} onOpen={vi.fn()} now={now} />;
    }
    renderWithRouter(<Screen />);
    const selectOne = async () => fireEvent.click((await screen.findAllByTestId('select-row'))[0]!);
    const barSays = async () => within(await screen.findByTestId('bulk-bar')).getByText(/selected/).textContent;

    await selectOne();
    expect(await barSays()).toMatch(/^1 contact selected/);
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'firstName' } });
    fireEvent.click(await screen.findByRole('button', { name: '2' }));
    await waitFor(() => expect(vi.mocked(sendRequest).mock.calls.length).toBeGreaterThanOrEqual(3));
    expect(await barSays()).toMatch(/^1 contact selected/);

    fireEvent.click(screen.getByRole('radio', { name: /Follow-up due/ }));
    await waitFor(() => expect(screen.queryByTestId('bulk-bar')).toBeNull());
    // And says so, until the next pick (QA 60a: the selection went without a word).
    expect(screen.getByRole('status').textContent).toBe('Selection cleared (1 contact): the filter changed.');

    // A search keeps it: people found by several searches add up (bulk-actions e2e).
    await selectOne();
    expect(await barSays()).toMatch(/^1 contact selected/);
    expect(screen.queryByText(/Selection cleared/)).toBeNull();
    const search = screen.getByRole('searchbox', { name: 'Search contacts' });
    fireEvent.change(search, { target: { value: 'Liam' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() =>
      expect(vi.mocked(sendRequest).mock.calls.some(([path]) => String(path).includes('q=Liam'))).toBe(true),
    );
    expect(await barSays()).toMatch(/^1 contact selected/);
  });

  it('takes out of the selection the contacts a bulk follow-up moved out of "Follow-up due", and says so (QA 62b M1)', async () => {
    // Two due today (2026-06-15): one is put off to July, the other to today again.
    const due = { date: '2026-06-10', note: 'Call' };
    vi.mocked(sendRequest).mockImplementation(
      async () => page([person('1', 'Liam', { followUp: due }), person('2', 'Ava', { followUp: due })], 2) as never,
    );
    showDueList();

    fireEvent.click((await screen.findAllByTestId('select-row'))[0]!);
    await setBulkFollowUp('2026-07-20');

    // Liam is no longer due: the bar, which would archive him next, has no one left.
    await waitFor(() => expect(screen.queryByTestId('bulk-bar')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe(
      'Follow-up set: 1 contact left “Follow-up due” and the selection.',
    );

    // Ava's, put to today, is still due: she stays selected.
    fireEvent.click(screen.getAllByTestId('select-row')[1]!);
    await setBulkFollowUp('2026-06-15');
    await waitFor(() =>
      expect(vi.mocked(sendRequest).mock.calls.filter(([path]) => String(path).includes('/follow-up')).length).toBe(2),
    );
    expect(within(await screen.findByTestId('bulk-bar')).getByText(/selected/).textContent).toMatch(
      /^1 contact selected/,
    );
  });

  it('keeps saying who left while the rest stay selected and the list answers again (review 62 M1)', async () => {
    const due = { date: '2026-06-10', note: 'Call' };
    let reads = 0;
    vi.mocked(sendRequest).mockImplementation(async (path: string) => {
      // Ava's save fails: she keeps her follow-up, and her place in the selection.
      if (String(path) === '/users/2/follow-up') throw new Error('Network down');
      if (String(path).includes('/follow-up')) return {} as never;
      reads += 1;
      // Each read a little different (a login since), so the list's rows are new objects.
      return page(
        [person('1', 'Liam', { followUp: due }), person('2', 'Ava', { followUp: due, logins: reads })],
        2,
      ) as never;
    });
    const queryClient = showDueList();
    fireEvent.click(await screen.findByTestId('select-page'));
    await setBulkFollowUp('2026-07-20');
    await waitFor(() =>
      expect(within(screen.getByTestId('bulk-bar')).getByText(/selected/).textContent).toMatch(/^1 contact selected/),
    );
    expect(screen.getByText('Follow-up set: 1 contact left “Follow-up due” and the selection.')).toBeTruthy();

    // The list reads again (another action, the window's focus): its fresh rows replace the picked ones.
    const before = reads;
    await act(() => queryClient.invalidateQueries({ queryKey: ['users'] }));
    await waitFor(() => expect(reads).toBeGreaterThan(before));
    expect(screen.getByText('Follow-up set: 1 contact left “Follow-up due” and the selection.')).toBeTruthy();
  });

  it('holds the search, the filters and the selection while a bulk action runs, whose bar shows its outcome (review 55)', async () => {
    let release = () => {};
    const archived = new Promise<void>((resolve) => (release = resolve));
    vi.mocked(sendRequest).mockImplementation(async (path: string) => {
      if (String(path).includes('/archive')) await archived;
      return page([person('1', 'Liam'), person('2', 'Ava')], 120) as never;
    });
    function Screen() {
      const [state, setState] = useState<ListState>(defaultListState);
      return <UsersScreen scope="agent" state={state} onStateChange={setState} onOpen={vi.fn()} now={now} />;
    }
    renderWithRouter(<Screen />);
    fireEvent.click((await screen.findAllByTestId('select-row'))[0]!);
    const bar = await screen.findByTestId('bulk-bar');
    fireEvent.click(within(bar).getByRole('button', { name: 'Archive' }));
    fireEvent.click(within(bar).getAllByRole('button', { name: 'Archive' }).at(-1)!);

    const due = screen.getByRole('radio', { name: /Follow-up due/ }) as HTMLInputElement;
    const search = screen.getByRole('searchbox', { name: 'Search contacts' }) as HTMLInputElement;
    await waitFor(() => expect(due.disabled).toBe(true));
    expect(search.disabled).toBe(true);
    // Nor can the selection change under it, nor the rows move (QA 56a M1: a contact unticked
    // mid-run was archived all the same, and the list re-sorted).
    const ticks = screen.getAllByTestId('select-row') as HTMLInputElement[];
    expect(ticks.every((tick) => tick.disabled)).toBe(true);
    expect((screen.getByTestId('select-page') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: /Select all 120 contacts matching/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(ticks[0]!);
    expect(within(screen.getByTestId('bulk-bar')).getByText(/selected/).textContent).toMatch(/^1 contact selected/);
    release();
    await waitFor(() => expect(due.disabled).toBe(false));
    expect(search.disabled).toBe(false);
    expect(ticks[0]!.disabled).toBe(false);
    expect(within(screen.getByTestId('bulk-bar')).getByText(/Archived 1 contact/)).toBeTruthy();
  });

  it('keeps the bulk bar in view (sticky) while anything is selected, on a phone and a wide screen (M2)', async () => {
    vi.mocked(sendRequest).mockResolvedValue(page([person('1', 'Liam'), person('2', 'Ava')], 120));
    onPhone();
    show('agent');
    fireEvent.click((await screen.findAllByTestId('select-row'))[0]!);

    const bar = await screen.findByTestId('bulk-bar');
    expect(bar.parentElement!.classList.contains(classes.bulkSticky!)).toBe(true);
    // "Select all 120 contacts matching" sticks with it.
    expect(within(bar.parentElement!).getByRole('button', { name: /Select all 120 contacts matching/ })).toBeTruthy();

    cleanup();
    phoneWindow?.mockRestore();
    show('agent');
    fireEvent.click((await screen.findAllByTestId('select-row'))[0]!);
    expect((await screen.findByTestId('bulk-bar')).parentElement!.classList.contains(classes.bulkSticky!)).toBe(true);
  });

  it('gives the page buttons 40 px on a phone, no siblings around the current page; the wide list keeps its own (M3)', async () => {
    vi.mocked(sendRequest).mockResolvedValue(page([person('1', 'Liam')], 500));
    onPhone();
    show('agent', { ...defaultListState, page: 5 });

    await screen.findByRole('button', { name: '5' });
    const root = document.querySelector<HTMLElement>('.mantine-Pagination-root')!;
    // 40 px, or less where seven would not fit (the browser test measures both).
    expect(root.style.getPropertyValue('--pagination-control-size')).toMatch(
      /^min\(calc\(2\.5rem \* var\(--mantine-scale\)\), /,
    );
    expect(screen.queryByRole('button', { name: '4' })).toBeNull();
    expect(screen.queryByRole('button', { name: '6' })).toBeNull();

    cleanup();
    phoneWindow?.mockRestore();
    show('agent', { ...defaultListState, page: 5 });
    await screen.findByRole('button', { name: '5' });
    const wide = document.querySelector<HTMLElement>('.mantine-Pagination-root')!;
    expect(wide.style.getPropertyValue('--pagination-control-size')).toBe('var(--pagination-control-size-sm)');
    expect(screen.getByRole('button', { name: '4' })).toBeTruthy();
  });
});
