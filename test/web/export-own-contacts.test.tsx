import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UsersScreen } from '../../web/src/features/users/components/users-screen';
import { exportContactsFailedMessage } from '../../web/src/features/users/components/export-contacts-button';
import { defaultListState } from '../../web/src/features/users/list-state';
import { sendRequest } from '../../web/src/lib/api-client';
import { renderWithRouter } from './render';
import * as apiClient from '../../web/src/lib/api-client';

// Spies, not module mocks, so this file shares the module graph (vitest.config.ts); undone after each test.
beforeEach(() => {
  vi.spyOn(apiClient, 'sendRequest').mockImplementation(() => undefined as never);
});

const emptyPage = { items: [], total: 0, from: 0, size: 50 };
const file = {
  filename: 'contacts.csv',
  url: 'http://files.example/exports/x/contacts.csv?X-Amz-Signature=s',
  rows: 3,
};

function answer(exported: () => Promise<unknown>) {
  const byPath = async (path: string) => (path.startsWith('/admin/exportcontacts') ? exported() : emptyPage);
  vi.mocked(sendRequest).mockImplementation(byPath);
}

function catchDownloads() {
  const followed: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    followed.push({ href: this.href, download: this.download });
  });
  return followed;
}

const show = (scope: 'admin' | 'agent') =>
  renderWithRouter(
    <UsersScreen scope={scope} state={defaultListState} onStateChange={vi.fn()} onOpen={vi.fn()} now={new Date()} />,
  );

afterEach(() => vi.restoreAllMocks());

describe("the agent's own Export Contacts (issue 29)", () => {
  it('downloads contacts.csv of their own contacts through the signed link', async () => {
    const followed = catchDownloads();
    answer(async () => file);
    show('agent');

    fireEvent.click(await screen.findByRole('button', { name: 'Export Contacts' }));

    await waitFor(() => expect(followed).toEqual([{ href: file.url, download: 'contacts.csv' }]));
    expect(vi.mocked(sendRequest).mock.calls.map(([path]) => path)).toContain('/admin/exportcontacts');
  });

  it('says so when the export fails, and downloads nothing', async () => {
    const followed = catchDownloads();
    answer(async () => Promise.reject(new Error('boom')));
    show('agent');

    fireEvent.click(await screen.findByRole('button', { name: 'Export Contacts' }));

    expect(await screen.findByText(exportContactsFailedMessage)).toBeTruthy();
    expect(followed).toEqual([]);
  });

  it('is not on the admin Users screen, which exports the waitlist', async () => {
    answer(async () => file);
    show('admin');

    await screen.findByRole('button', { name: 'Export Waitlist' });
    expect(screen.queryByRole('button', { name: 'Export Contacts' })).toBeNull();
  });
});
