import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserListItem } from '@shared/users';
import { ProfileTab } from '../../web/src/features/contact-profile/components/profile-tab';
import * as apiClient from '../../web/src/lib/api-client';
import { ApiError, sendRequest } from '../../web/src/lib/api-client';
import { agentViewer, renderInDashboard } from './contact-profile-render';
import { expectSaidIn, silentRegions } from './live-region';

// Spies, not module mocks, so this file shares the module graph (vitest.config.ts); undone after each test.
beforeEach(() => {
  vi.spyOn(apiClient, 'sendRequest').mockImplementation(() => undefined as never);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

type Call = { path: string; method: string; body?: unknown };
let calls: Call[];

function api(answer: (call: Call) => unknown) {
  calls = [];
  vi.mocked(sendRequest).mockImplementation(async (path: string, request?: { method?: string; body?: unknown }) => {
    const call = { path, method: request?.method ?? 'GET', body: request?.body };
    calls.push(call);
    return answer(call);
  });
}

/** A contact invited with a typo in her name, and what the agent's invite form gave. */
const invitee: UserListItem = {
  id: 'zoe.park@example.com',
  PK: 'I#zoe.park@example.com',
  roles: null,
  details: { firstName: 'Zeo', lastName: 'Park', email: 'zoe.park@example.com', phone: '416-555-0100' },
  entered: { phone: '416-555-0100', dob: '1985-03-09', ownershipStats: 'owner', purchaseDate: '2019-05-01' },
  status: 'invited',
  logins: 0,
  totalSessionDuration: 0,
  averageSessionDuration: 0,
  totalReportOpen: 0,
};

async function openEdit(user: UserListItem = invitee) {
  renderInDashboard(<ProfileTab user={user} />, agentViewer, `/dashboard/users/profile/${user.id}`);
  fireEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
  return screen.findByRole('dialog', { name: 'Edit details' });
}

describe('Edit details of someone invited (QA 67b L1)', () => {
  it('opens with what the invitation says and sends the whole corrected set, dates as the wire wants them', async () => {
    api(() => undefined);
    const dialog = await openEdit();

    expect((within(dialog).getByLabelText(/First name/) as HTMLInputElement).value).toBe('Zeo');
    expect((within(dialog).getByLabelText(/Date of birth/) as HTMLInputElement).value).toBe('03/09/1985');
    fireEvent.change(within(dialog).getByLabelText(/First name/), { target: { value: 'Zoe' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit details' })).toBeNull());
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      path: '/invite/zoe.park%40example.com',
      method: 'PUT',
      body: {
        firstName: 'Zoe',
        lastName: 'Park',
        phone: '416-555-0100',
        address: '',
        dob: '1985-03-09',
        ownershipStats: 'owner',
        purchaseDate: '2019-05-01',
      },
    });
  });

  it("says 'Details saved' once saved, as Resend says 'Invite sent', and not again at the next opening (QA 69b L5)", async () => {
    api(() => undefined);
    const dialog = await openEdit();
    const regions = silentRegions();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await expectSaidIn(regions, 'Details saved');
    expect(screen.queryByRole('dialog', { name: 'Edit details' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit details' }));
    await screen.findByRole('dialog', { name: 'Edit details' });
    expect(screen.queryByText('Details saved')).toBeNull();
  });

  it("shows the server's message under its field and stays open", async () => {
    api((call) => {
      if (call.method === 'PUT') {
        throw new ApiError(400, {
          message: 'Invalid request',
          issues: [{ field: 'lastName', message: 'Last name is required' }],
        });
      }
      return undefined;
    });
    const dialog = await openEdit();

    fireEvent.change(within(dialog).getByLabelText(/Last name/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Last name is required')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit details' })).toBeTruthy();
  });

  it("offers an agent's invitation only the names and phone", async () => {
    api(() => undefined);
    const dialog = await openEdit({ ...invitee, roles: ['agent'], entered: { phone: '416-555-0100' } });

    expect(within(dialog).getByLabelText(/Phone/)).toBeTruthy();
    expect(within(dialog).queryByLabelText(/Mailing address/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      firstName: 'Zeo',
      lastName: 'Park',
      phone: '416-555-0100',
    });
  });
});
