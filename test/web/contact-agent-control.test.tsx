import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ManagedProfile } from '@shared/profile-sections';
import type { UsersPage } from '@shared/users';
import { ProfileTab } from '../../web/src/features/contact-profile/components/profile-tab';
import { ApiError, sendRequest } from '../../web/src/lib/api-client';
import * as apiClient from '../../web/src/lib/api-client';
import { adminViewer, agentViewer, listItem, managedProfile, renderInDashboard } from './contact-profile-render';

// Spies, not module mocks, so this file shares the module graph (vitest.config.ts); undone after each test.
beforeEach(() => {
  vi.spyOn(apiClient, 'sendRequest').mockImplementation(() => undefined as never);
});

type Call = { path: string; method: string; body?: unknown };
let calls: Call[];
let stored: ManagedProfile;

const ava = managedProfile({ id: 'a1', firstName: 'Ava', lastName: 'Agent', roles: ['agent'], agentId: undefined });
const ben = managedProfile({ id: 'ag2', firstName: 'Ben', lastName: 'Stone', roles: ['agent'], agentId: undefined });
const agentsPage: UsersPage = { items: [listItem(ava), listItem(ben)], total: 2, from: 0, size: 1000 };

/** The API as the tab sees it: the profile, the agents, and `assign`'s answer to `PUT /users/{id}/agent`. */
function api(profile: ManagedProfile, assign: (body: { agentId: string | null }) => unknown) {
  stored = profile;
  calls = [];
  vi.mocked(sendRequest).mockImplementation(async (path: string, request?: { method?: string; body?: unknown }) => {
    const call = { path, method: request?.method ?? 'GET', body: request?.body };
    calls.push(call);
    if (call.method === 'GET' && path === `/profiles/${profile.id}`) return stored;
    if (call.method === 'GET' && path.startsWith('/users?')) return agentsPage;
    if (call.method === 'PUT' && path === `/users/${profile.id}/agent`) return assign(call.body as never);
    return {};
  });
}

const writes = () => calls.filter((call) => call.method !== 'GET');

/** The Agent section of an admin's Profile tab, once the agents are loaded. */
async function agentSection() {
  const section = within(await screen.findByRole('region', { name: 'Assigned agent' }));
  await waitFor(() => expect(section.getByRole('option', { name: 'Ben Stone' })).toBeTruthy());
  return section;
}

describe("the admin's Agent control on a client's profile (QA 75b M1)", () => {
  it('shows the current agent and moves the client to the one chosen', async () => {
    const profile = managedProfile({ agentId: 'a1' });
    api(profile, (body) => (stored = { ...profile, agentId: body.agentId ?? undefined }));
    renderInDashboard(<ProfileTab user={listItem(profile)} />, adminViewer);
    const section = await agentSection();
    const select = section.getByRole('combobox', { name: 'Their agent' }) as HTMLSelectElement;
    const save = section.getByRole('button', { name: 'Save agent' }) as HTMLButtonElement;

    expect(select.value).toBe('a1');
    expect(save.disabled).toBe(true);
    fireEvent.change(select, { target: { value: 'ag2' } });
    fireEvent.click(save);

    const said = await section.findByRole('status');
    expect(said.textContent).toBe('Agent changed to Ben Stone.');
    expect(writes()).toEqual([{ path: '/users/c1/agent', method: 'PUT', body: { agentId: 'ag2' } }]);
    await waitFor(() => expect(select.value).toBe('ag2'));
    // Save is unavailable now: the keyboard is on the line that says what happened.
    await waitFor(() => expect(document.activeElement).toBe(said));
  });

  it('takes the agent away with Unassigned', async () => {
    const profile = managedProfile({ agentId: 'a1' });
    api(profile, () => (stored = { ...profile, agentId: undefined }));
    renderInDashboard(<ProfileTab user={listItem(profile)} />, adminViewer);
    const section = await agentSection();

    fireEvent.change(section.getByRole('combobox', { name: 'Their agent' }), { target: { value: '' } });
    fireEvent.click(section.getByRole('button', { name: 'Save agent' }));

    expect((await section.findByRole('status')).textContent).toBe('Carla Diaz has no agent now.');
    expect(writes()).toEqual([{ path: '/users/c1/agent', method: 'PUT', body: { agentId: null } }]);
  });

  it("shows the server's message when the change is refused, and keeps the choice", async () => {
    const profile = managedProfile({ agentId: undefined });
    api(profile, () => {
      throw new ApiError(400, { message: 'There is no such agent.' });
    });
    renderInDashboard(<ProfileTab user={listItem(profile)} />, adminViewer);
    const section = await agentSection();
    const select = section.getByRole('combobox', { name: 'Their agent' }) as HTMLSelectElement;

    expect(select.value).toBe('');
    fireEvent.change(select, { target: { value: 'a1' } });
    fireEvent.click(section.getByRole('button', { name: 'Save agent' }));

    expect((await section.findByRole('alert')).textContent).toBe('There is no such agent.');
    expect(select.value).toBe('a1');
    expect(section.queryByRole('status')).toBeNull();
  });

  it("is an admin's on a client only: not on an agent's profile, and never an agent's", async () => {
    api(ben, () => ({}));
    const view = renderInDashboard(<ProfileTab user={listItem(ben)} />, adminViewer);
    await screen.findByRole('switch', { name: 'Agent' });
    expect(screen.queryByRole('region', { name: 'Assigned agent' })).toBeNull();
    view.unmount();

    const client = managedProfile({ agentId: 'a1' });
    api(client, () => ({}));
    renderInDashboard(<ProfileTab user={listItem(client)} />, agentViewer);
    await screen.findByRole('button', { name: 'Delete User' });
    expect(screen.queryByRole('region', { name: 'Assigned agent' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Their agent' })).toBeNull();
  });
});
