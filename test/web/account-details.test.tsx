import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '@shared/profile';
import { useMyProfile } from '../../web/src/features/profile/api/get-my-profile';
import { AccountDetails } from '../../web/src/features/profile/components/account-details';
import * as apiClient from '../../web/src/lib/api-client';
import { ApiError, sendRequest } from '../../web/src/lib/api-client';
import { api } from '../../web/src/lib/api/client';
import { renderWithRouter, testQueryClient } from './render';
import { clearText, typeText } from './type-text';

// A spy, not a module mock, so this file shares the module graph (vitest.config.ts); undone after each test.
beforeEach(() => {
  vi.spyOn(apiClient, 'sendRequest').mockImplementation(() => undefined as never);
});

const profile: UserProfile = {
  id: 'u1',
  email: 'olivia@example.com',
  firstName: 'Olivia',
  lastName: 'Chen',
  phone: '416-555-0199',
  address: '12 Wellesley St W',
  dob: '1988-04-12',
  preferredContactMethod: 'email',
  receiveEmail: false,
  receiveSoldReport: true,
  sectionVersions: { account: 3, homeOwnership: 1, subscriptions: 2, agent: 0, testimonials: 0 },
};

async function startEditing() {
  renderWithRouter(<AccountDetails profile={profile} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  // The form loads on demand (with its mask library: slow to transform on a busy machine).
  await screen.findByRole('form', { name: 'Account Details' }, { timeout: 10_000 });
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

/** A masked field is typed key by key, over what it held. */
function typeMasked(label: string, value: string) {
  const field = screen.getByLabelText(label);
  clearText(field);
  typeText(field, value);
  return field as HTMLInputElement;
}

describe('Account Details', () => {
  it("shows the user's name and details, the date of birth as YYYY-MM-DD", async () => {
    renderWithRouter(<AccountDetails profile={profile} />);
    expect((await screen.findByTestId('profile-full-name')).textContent).toBe('Olivia Chen');
    expect(screen.getByText('1988-04-12')).toBeTruthy();
    expect(screen.getByText('416-555-0199')).toBeTruthy();
  });

  it("shows 'First name is required' for an empty first name and does not call the API", async () => {
    await startEditing();
    type('First name', '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(sendRequest).not.toHaveBeenCalled();
  });

  it('uses the placeholders of the spec', async () => {
    await startEditing();
    expect(screen.getByLabelText('Phone').getAttribute('placeholder')).toBe('XXX-XXX-XXXX');
    expect(screen.getByLabelText('Date of birth').getAttribute('placeholder')).toBe('mm/dd/yyyy');
  });

  it('saves the form with an ISO date, the untouched contact method and no newsletter switch, then leaves edit mode', async () => {
    vi.mocked(sendRequest).mockResolvedValue(undefined);
    await startEditing();
    type('First name', 'Liv');
    typeMasked('Phone', '(416) 555 0100');
    typeMasked('Date of birth', '05/01/1990');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(sendRequest).toHaveBeenCalledWith('/myprofile', {
      method: 'PUT',
      body: expect.objectContaining({
        firstName: 'Liv',
        lastName: 'Chen',
        phone: '416-555-0100',
        dob: '1990-05-01',
        preferredContactMethod: profile.preferredContactMethod,
        sectionVersions: profile.sectionVersions,
      }),
    });
    // The switches are not this form's: sent, they would be checked against the subscriptions section.
    const put = vi.mocked(sendRequest).mock.calls.find(([path]) => path === '/myprofile');
    const { body } = put?.[1] as { body: object };
    expect(body).not.toHaveProperty('receiveEmail');
    expect(body).not.toHaveProperty('receiveSoldReport');
  });

  it('opens the date of birth for editing in its mask, mm/dd/yyyy', async () => {
    await startEditing();
    expect((screen.getByLabelText('Date of birth') as HTMLInputElement).value).toBe('04/12/1988');
  });

  it('puts the slashes into a typed date of birth: 01011990 gives 01/01/1990', async () => {
    await startEditing();
    expect(typeMasked('Date of birth', '01011990').value).toBe('01/01/1990');
  });

  it('puts the dashes into a typed phone number: 4165551234 gives 416-555-1234', async () => {
    await startEditing();
    expect(typeMasked('Phone', '4165551234').value).toBe('416-555-1234');
  });

  it('keeps letters and extra digits out of the masked fields', async () => {
    await startEditing();
    expect(typeMasked('Phone', 'abc41655512349').value).toBe('416-555-1234');
    expect(typeMasked('Date of birth', 'x1231199912').value).toBe('12/31/1999');
  });

  it("shows the API's field errors under the fields", async () => {
    vi.mocked(sendRequest).mockRejectedValue(
      new ApiError(400, { message: 'Address must have at least 6 characters', field: 'address' }),
    );
    await startEditing();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const message = await screen.findByText('Address must have at least 6 characters');
    expect(screen.getByLabelText('Address').getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('shows the 409 with Reload, which fetches the profile and edits its latest values and versions', async () => {
    // The profile as the server holds it: its account section changed elsewhere as the first save arrives.
    let stored = profile;
    vi.mocked(sendRequest).mockImplementation(async (path: string, request?: { method?: string; body?: unknown }) => {
      if (path !== '/myprofile') throw new Error(`unexpected call ${path}`);
      if (request?.method !== 'PUT') return stored;
      if (stored === profile) {
        stored = { ...profile, lastName: 'Chen-Park', sectionVersions: { ...profile.sectionVersions, account: 4 } };
        throw new ApiError(409, { message: 'Your profile was changed elsewhere. Reload it and try again.' });
      }
      return { ...stored, ...(request.body as object) };
    });
    const queryClient = testQueryClient();
    queryClient.setQueryData(api.user.getMyProfile.key(), profile);
    function AccountPage() {
      return <AccountDetails profile={useMyProfile().data} />;
    }
    renderWithRouter(<AccountPage />, { queryClient });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = within(await screen.findByRole('form', { name: 'Account Details' }, { timeout: 10_000 }));
    fireEvent.change(form.getByLabelText('First name', { exact: false }), { target: { value: 'Liv' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));

    expect((await form.findByRole('alert')).textContent).toContain('changed elsewhere');
    fireEvent.click(form.getByRole('button', { name: 'Reload' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Last name', { exact: false })).toHaveProperty('value', 'Chen-Park'),
    );
    expect(screen.getByLabelText('First name', { exact: false })).toHaveProperty('value', 'Olivia');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeTruthy();
    const puts = vi.mocked(sendRequest).mock.calls.filter(([, request]) => request?.method === 'PUT');
    expect(puts.at(-1)?.[1]?.body).toMatchObject({
      lastName: 'Chen-Park',
      sectionVersions: { ...profile.sectionVersions, account: 4 },
    });
  });

  it('restores the saved values on Cancel', async () => {
    await startEditing();
    type('First name', 'Somebody');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));

    expect(((await screen.findByLabelText('First name', { exact: false })) as HTMLInputElement).value).toBe('Olivia');
    expect(sendRequest).not.toHaveBeenCalled();
  });
});
