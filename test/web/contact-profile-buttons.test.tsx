import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ManagedProfile } from '@shared/profile-sections';
import type { UserListItem } from '@shared/users';
import { ProfileTab } from '../../web/src/features/contact-profile/components/profile-tab';
import { ApiError, sendRequest } from '../../web/src/lib/api-client';
import { adminViewer, agentViewer, listItem, managedProfile, renderInDashboard } from './contact-profile-render';
import { expectSaidIn, silentRegions } from './live-region';
import * as apiClient from '../../web/src/lib/api-client';

// Spies, not module mocks, so this file shares the module graph (vitest.config.ts); undone after each test.
beforeEach(() => {
  vi.spyOn(apiClient, 'sendRequest').mockImplementation(() => undefined as never);
});

type Call = { path: string; method: string };
let calls: Call[];

/** The API: the profile for its GET, and `answer` for every other call (a thrown error fails it). */
function api(profile: ManagedProfile | undefined, answer: (call: Call) => unknown) {
  calls = [];
  vi.mocked(sendRequest).mockImplementation(async (path: string, request?: { method?: string }) => {
    const call = { path, method: request?.method ?? 'GET' };
    calls.push(call);
    if (profile && call.method === 'GET' && path === `/profiles/${profile.id}`) return profile;
    return answer(call);
  });
}

/** Someone invited who has not registered: the list's `I#` row, whose id is the address. */
const invitee: UserListItem = {
  id: 'zoe.park@example.com',
  PK: 'I#zoe.park@example.com',
  roles: null,
  details: { firstName: 'Zoe', lastName: 'Park', email: 'zoe.park@example.com' },
  status: 'invited',
  logins: 0,
  totalSessionDuration: 0,
  averageSessionDuration: 0,
  totalReportOpen: 0,
};

const agentProfile = () => managedProfile({ id: 'ag2', roles: ['agent'], firstName: 'Ben', lastName: 'Stone' });

afterEach(() => vi.restoreAllMocks());

describe('Resend Invite (document 2 §2, §4 "Invite resend", §8)', () => {
  /** Presses Resend Invite, then the dialog's own Resend Invite (the spec's confirmation, issue 24). */
  async function resendConfirmed() {
    fireEvent.click(await screen.findByRole('button', { name: 'Resend Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resend Invite' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resend Invite' }));
  }

  it('says who was invited, the address free to break on a phone rather than widen the page (QA 55a L2)', async () => {
    api(undefined, () => ({ message: 'Invite sent' }));
    renderInDashboard(<ProfileTab user={invitee} />, agentViewer, '/dashboard/users/profile/zoe.park@example.com');

    const address = await screen.findByTestId('invited-address');
    expect(address.parentElement!.textContent).toBe(
      'zoe.park@example.com has been invited and has not registered yet.',
    );
    expect(address.style.overflowWrap).toBe('anywhere');
  });

  it('shows the details the agent entered, a purchase or lease date without its status too (QA 55a L5)', async () => {
    const entered = { dob: '1985-07-04', purchaseDate: '2019-06-15' };
    renderInDashboard(
      <ProfileTab user={{ ...invitee, entered }} />,
      agentViewer,
      '/dashboard/users/profile/zoe.park@example.com',
    );
    const details = within(await screen.findByTestId('entered-details'));
    expect(details.getByText('Purchase / lease date').nextElementSibling!.textContent).toBe('2019-06-15');

    cleanup();
    const owner = { ...entered, ownershipStats: 'owner' as const };
    renderInDashboard(
      <ProfileTab user={{ ...invitee, entered: owner }} />,
      agentViewer,
      '/dashboard/users/profile/zoe.park@example.com',
    );
    const owned = within(await screen.findByTestId('entered-details'));
    expect(owned.getByText('Purchase date').nextElementSibling!.textContent).toBe('2019-06-15');
    expect(owned.getByText('I own my home')).toBeTruthy();
  });

  it('asks first: the dialog names the address and the old link, and Cancel sends nothing', async () => {
    api(undefined, () => ({ message: 'Invite sent' }));
    renderInDashboard(<ProfileTab user={invitee} />, agentViewer, '/dashboard/users/profile/zoe.park@example.com');

    fireEvent.click(await screen.findByRole('button', { name: 'Resend Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resend Invite' });

    expect(dialog.textContent).toContain(
      'Send zoe.park@example.com a new invitation e-mail? The link sent before will stop working.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
  });

  it("renews an invited person's invitation once confirmed and says 'Invite sent'", async () => {
    api(undefined, () => ({ message: 'Invite sent' }));
    renderInDashboard(<ProfileTab user={invitee} />, agentViewer, '/dashboard/users/profile/zoe.park@example.com');

    await screen.findByRole('button', { name: 'Resend Invite' });
    const regions = silentRegions();
    await resendConfirmed();

    await expectSaidIn(regions, 'Invite sent');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([{ path: '/invite/zoe.park%40example.com/resent', method: 'PUT' }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['the mail is refused', new ApiError(503, { message: 'Sorry, invite could not be sent' })],
    ['the invitation was used meanwhile', new ApiError(409, { message: 'This invitation has been used.' })],
    ['the network is down', new TypeError('Failed to fetch')],
  ])("says 'Sorry, invite could not be sent' when %s", async (_, failure) => {
    api(undefined, () => {
      throw failure;
    });
    renderInDashboard(<ProfileTab user={invitee} />, adminViewer, '/dashboard/users/profile/zoe.park@example.com');

    await resendConfirmed();

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Sorry, invite could not be sent');
    expect(screen.queryByText('Invite sent')).toBeNull();
  });

  it('says why when a limit on invitation e-mails refuses it (429)', async () => {
    const reason =
      'This address has already been sent 3 invitation e-mails in the last 24 hours. Please try again tomorrow.';
    api(undefined, () => {
      throw new ApiError(429, { message: reason });
    });
    renderInDashboard(<ProfileTab user={invitee} />, agentViewer, '/dashboard/users/profile/zoe.park@example.com');

    await resendConfirmed();

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Sorry, invite could not be sent');
    expect(screen.getByText(reason)).toBeDefined();
  });

  it('is not offered on a registered person', async () => {
    const profile = managedProfile();
    api(profile, () => ({}));
    renderInDashboard(<ProfileTab user={listItem(profile)} />, agentViewer);

    await screen.findByRole('button', { name: 'Delete User' });
    expect(screen.queryByRole('button', { name: 'Resend Invite' })).toBeNull();
  });
});

describe('Export Contacts (document 2 §2, §6; DECISIONS row 11)', () => {
  it("downloads an agent's contacts.csv through the link the server answers", async () => {
    const profile = agentProfile();
    const link = 'https://storage.test/exports/x/contacts.csv?X-Amz-Signature=abc';
    api(profile, () => ({ filename: 'contacts.csv', url: link, rows: 12 }));
    const followed: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      followed.push({ href: this.href, download: this.download });
    });
    renderInDashboard(<ProfileTab user={listItem(profile)} />, adminViewer, '/dashboard/users/agent/ag2');

    fireEvent.click(await screen.findByRole('button', { name: 'Export Contacts' }));

    await waitFor(() => expect(followed).toEqual([{ href: link, download: 'contacts.csv' }]));
    expect(calls).toContainEqual({ path: '/admin/exportcontacts?agent=ag2', method: 'GET' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows why when the export is refused, and downloads nothing', async () => {
    const profile = agentProfile();
    api(profile, () => {
      throw new ApiError(403, { message: 'An agent exports their own contacts only.' });
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderInDashboard(<ProfileTab user={listItem(profile)} />, adminViewer, '/dashboard/users/agent/ag2');

    fireEvent.click(await screen.findByRole('button', { name: 'Export Contacts' }));

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'An agent exports their own contacts only.');
    expect(click).not.toHaveBeenCalled();
  });

  it("is offered on an agent's profile only, not on a contact's", async () => {
    const profile = managedProfile();
    api(profile, () => ({}));
    renderInDashboard(<ProfileTab user={listItem(profile)} />, adminViewer);

    await screen.findByRole('button', { name: 'Delete User' });
    expect(screen.queryByRole('button', { name: 'Export Contacts' })).toBeNull();
  });
});
