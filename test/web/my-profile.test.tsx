import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ManagedProfile } from '@shared/profile-sections';
import {
  MyProfileScreen,
  type HeadshotDialogComponent,
} from '../../web/src/features/contact-profile/components/my-profile-screen';
import { sendRequest } from '../../web/src/lib/api-client';
import { SendingSection } from '../../web/src/features/sender-identity/components/sending-section';
import { setTestWebConfig } from './api-stub';
import { adminViewer, agentViewer, managedProfile, renderInDashboard } from './contact-profile-render';
import { clearText, typeText } from './type-text';
import * as apiClient from '../../web/src/lib/api-client';

// Spies, not module mocks, so this file shares the module graph (vitest.config.ts); undone after each test.
beforeEach(() => {
  vi.spyOn(apiClient, 'sendRequest').mockImplementation(() => undefined as never);
});

type Call = { path: string; method: string; body?: unknown };
let calls: Call[];

function api(profile: ManagedProfile) {
  calls = [];
  vi.mocked(sendRequest).mockImplementation(async (path: string, request?: { method?: string; body?: unknown }) => {
    calls.push({ path, method: request?.method ?? 'GET', body: request?.body });
    return profile;
  });
}

const writes = () => calls.filter((call) => call.method !== 'GET');

/** The dialog the route hands in: here a stand-in that says it is open, to see it wired. */
const StubDialog: HeadshotDialogComponent = ({ opened }) => (opened ? <div role="dialog">headshot dialog</div> : null);

const agentSelf = () =>
  managedProfile({
    id: 'a1',
    email: 'ava@example.com',
    firstName: 'Ava',
    lastName: 'Agent',
    roles: ['agent'],
    agent: { jobDescription: 'Broker', testimonials: ['Sold our house in a week!'] },
  });

describe('My profile', () => {
  it("reads the caller's own profile and shows an agent's Account, Agent details and Testimonials only", async () => {
    api(agentSelf());
    renderInDashboard(<MyProfileScreen HeadshotDialog={StubDialog} />, agentViewer, '/dashboard/my-profile');

    expect(await screen.findByRole('region', { name: 'Account details' })).toBeTruthy();
    expect(calls[0]).toEqual({ path: '/myprofile/a1', method: 'GET', body: undefined });
    expect(screen.getByRole('region', { name: 'Agent details' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Testimonials' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Home ownership' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Subscriptions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Archive User' })).toBeNull();
  });

  it("heads its sections at level 2, under the dashboard's h1, not skipping to h3", async () => {
    setTestWebConfig();
    api(agentSelf());
    renderInDashboard(
      <MyProfileScreen
        HeadshotDialog={StubDialog}
        agentSending={(profile) => <SendingSection agentId={profile.id} agentName={profile.firstName} />}
      />,
      agentViewer,
      '/dashboard/my-profile',
    );

    await screen.findByRole('region', { name: 'Account details' });
    const headings = screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`);
    expect(headings).toEqual(['H2 Account details', 'H2 Agent details', 'H2 Testimonials', 'H2 Sending']);
  });

  it("requires an agent's phone ('Phone is required') and then saves the account section", async () => {
    api(agentSelf());
    renderInDashboard(<MyProfileScreen HeadshotDialog={StubDialog} />, agentViewer, '/dashboard/my-profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Account details' }));
    const form = within(await screen.findByRole('form', { name: 'Account details' }, { timeout: 10_000 }));
    expect(form.getByLabelText('Email')).toHaveProperty('readOnly', true);

    clearText(form.getByLabelText(/Phone/));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Phone is required')).toBeTruthy();
    expect(writes()).toEqual([]);

    typeText(form.getByLabelText(/Phone/), '6475550188');
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        {
          path: '/profiles/a1',
          method: 'PUT',
          body: {
            section: 'account',
            version: 2,
            firstName: 'Ava',
            lastName: 'Agent',
            phone: '647-555-0188',
            preferredContactMethod: 'email',
          },
        },
      ]),
    );
  });

  it('shows an agent, and only an agent, the sending section the route hands in', async () => {
    const sending = (profile: { firstName: string }) => (
      <section aria-label="Sending">{profile.firstName} sends</section>
    );
    api(agentSelf());
    const agentView = renderInDashboard(
      <MyProfileScreen HeadshotDialog={StubDialog} agentSending={sending} />,
      agentViewer,
      '/dashboard/my-profile',
    );
    expect((await screen.findByRole('region', { name: 'Sending' })).textContent).toBe('Ava sends');
    agentView.unmount();

    api(managedProfile({ id: 'ad1', roles: ['admin'], phone: undefined }));
    renderInDashboard(
      <MyProfileScreen HeadshotDialog={StubDialog} agentSending={sending} />,
      adminViewer,
      '/dashboard/my-profile',
    );
    await screen.findByRole('region', { name: 'Account details' });
    expect(screen.queryByRole('region', { name: 'Sending' })).toBeNull();
  });

  it("shows an admin no phone and no agent sections, and opens the headshot dialog from 'Change photo'", async () => {
    api(managedProfile({ id: 'ad1', roles: ['admin'], phone: undefined }));
    renderInDashboard(<MyProfileScreen HeadshotDialog={StubDialog} />, adminViewer, '/dashboard/my-profile');

    const region = await screen.findByRole('region', { name: 'Account details' });
    const account = within(region);
    expect(account.queryByText('Phone')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Agent details' })).toBeNull();
    expect(region.querySelector('img')?.getAttribute('src')).toBe('/images/default-headshot.png');

    fireEvent.click(account.getByRole('button', { name: 'Change photo' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});
