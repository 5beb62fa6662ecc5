import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UsersScreen } from '../../web/src/features/users/components/users-screen';
import { defaultListState, encodeListState, type ListState } from '../../web/src/features/users/list-state';
import { ApiError, sendRequest } from '../../web/src/lib/api-client';
import { deferred } from './api-stub';
import { renderWithRouter } from './render';
import * as apiClient from '../../web/src/lib/api-client';

// Spies, not module mocks, so this file shares the module graph (vitest.config.ts); undone after each test.
beforeEach(() => {
  vi.spyOn(apiClient, 'sendRequest').mockImplementation(() => undefined as never);
});

const emptyPage = { items: [], total: 0, from: 0, size: 50 };
const searched: ListState = { ...defaultListState, q: 'patel', roles: ['client'], page: 2 };

function show(scope: 'admin' | 'agent', state: ListState = defaultListState) {
  renderWithRouter(
    <UsersScreen scope={scope} state={state} onStateChange={vi.fn()} onOpen={vi.fn()} now={new Date()} />,
  );
}

/** The links the page follows, caught before jsdom tries to navigate. */
function catchDownloads() {
  const followed: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    followed.push({ href: this.href, download: this.download });
  });
  return followed;
}

afterEach(() => vi.restoreAllMocks());

describe("the Users screen's buttons (document 2 §2, §6)", () => {
  it('links Invite User and Import Contacts to their pages, keeping the list’s encoded query in front', async () => {
    vi.mocked(sendRequest).mockResolvedValue(emptyPage);

    show('admin', searched);

    const segment = encodeListState(searched)!;
    const inviteLink = await screen.findByRole('link', { name: 'Invite User' });
    expect(inviteLink.getAttribute('href')).toBe(`/dashboard/users/${segment}/invite-user`);
    expect(screen.getByRole('link', { name: 'Import Contacts' }).getAttribute('href')).toBe(
      `/dashboard/users/${segment}/import-contacts`,
    );
    expect(screen.getByRole('button', { name: 'Export Waitlist' })).toBeTruthy();
  });

  it('links to the plain pages from the unfiltered list', async () => {
    vi.mocked(sendRequest).mockResolvedValue(emptyPage);

    show('admin');

    expect((await screen.findByRole('link', { name: 'Invite User' })).getAttribute('href')).toBe(
      '/dashboard/users/invite-user',
    );
    expect(screen.getByRole('link', { name: 'Import Contacts' }).getAttribute('href')).toBe(
      '/dashboard/users/import-contacts',
    );
  });

  it("gives an agent's Contacts list Invite User and Import Contacts, but not the admin's Export Waitlist", async () => {
    vi.mocked(sendRequest).mockResolvedValue(emptyPage);

    show('agent');

    expect(await screen.findByRole('link', { name: 'Invite User' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Import Contacts' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export Waitlist' })).toBeNull();
  });

  it('exports the waitlist: busy while the server writes it, then downloads waitlist.csv through the signed link', async () => {
    const followed = catchDownloads();
    const exported = deferred<unknown>();
    vi.mocked(sendRequest).mockImplementation(async (path: string) =>
      path === '/admin/exportwaitlist' ? exported.promise : emptyPage,
    );
    show('admin');
    const button = await screen.findByRole('button', { name: 'Export Waitlist' });

    fireEvent.click(button);

    await waitFor(() => expect(button.hasAttribute('data-loading')).toBe(true));
    expect(followed).toEqual([]);
    exported.resolve({
      filename: 'waitlist.csv',
      url: 'http://files.example/exports/x/waitlist.csv?X-Amz-Signature=s',
      rows: 3,
    });
    await waitFor(() => expect(followed).toHaveLength(1));
    expect(followed[0]).toEqual({
      href: 'http://files.example/exports/x/waitlist.csv?X-Amz-Signature=s',
      download: 'waitlist.csv',
    });
    expect(vi.mocked(sendRequest)).toHaveBeenCalledWith(
      '/admin/exportwaitlist',
      expect.objectContaining({ method: 'GET' }),
    );
    await waitFor(() => expect(button.hasAttribute('data-loading')).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the waitlist could not be exported, and downloads nothing', async () => {
    const followed = catchDownloads();
    vi.mocked(sendRequest).mockImplementation(async (path: string) => {
      if (path === '/admin/exportwaitlist') throw new ApiError(500, { message: 'Internal error' });
      return emptyPage;
    });
    show('admin');

    fireEvent.click(await screen.findByRole('button', { name: 'Export Waitlist' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sorry, the waitlist could not be exported. Please try again.',
    );
    expect(followed).toEqual([]);
  });
});
