import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfileTab } from '../../web/src/features/contact-profile/components/profile-tab';
import * as apiClient from '../../web/src/lib/api-client';
import { agentViewer, listItem, managedProfile, renderInDashboard } from './contact-profile-render';

const profile = managedProfile();

beforeEach(() => {
  const answer = async (path: string) => (path === `/profiles/${profile.id}` ? profile : {});
  // A spy, not a module mock, so this file shares the module graph (vitest.config.ts); undone after each test.
  vi.spyOn(apiClient, 'sendRequest').mockImplementation(answer);
});

async function editAccount() {
  renderInDashboard(<ProfileTab user={listItem(profile)} />, agentViewer);
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Account details' }));
  return within(await screen.findByRole('form', { name: 'Account details' }, { timeout: 10_000 }));
}

describe('opening another section with unsaved changes (issue 29)', () => {
  it('asks first, and keeps the changes when the answer is Cancel', async () => {
    const form = await editAccount();
    fireEvent.change(form.getByLabelText(/First name/), { target: { value: 'Zed' } });

    fireEvent.click(screen.getByRole('button', { name: 'Edit Home ownership' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Unsaved changes' }));
    expect(dialog.getByText('Discard your changes to Account details?')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe('Zed');
    expect(screen.queryByRole('form', { name: 'Home ownership' })).toBeNull();
  });

  it('opens the other section once the changes are discarded', async () => {
    const form = await editAccount();
    fireEvent.change(form.getByLabelText(/First name/), { target: { value: 'Zed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Home ownership' }));

    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Discard' }),
    );

    expect(await screen.findByRole('form', { name: 'Home ownership' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Account details' })).toBeNull();
    expect(screen.getByText('Carla')).toBeTruthy();
  });

  it('does not ask when nothing was changed', async () => {
    await editAccount();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Home ownership' }));

    expect(await screen.findByRole('form', { name: 'Home ownership' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
