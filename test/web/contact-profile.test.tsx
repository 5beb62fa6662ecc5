import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ManagedProfile } from '@shared/profile-sections';
import { ProfileTab } from '../../web/src/features/contact-profile/components/profile-tab';
import { ApiError, sendRequest } from '../../web/src/lib/api-client';
import type { UserListItem, UsersPage } from '@shared/users';
import { defaultListState } from '../../web/src/features/users/list-state';
import { adminViewer, agentViewer, listItem, managedProfile, renderInDashboard } from './contact-profile-render';
import { testQueryClient } from './render';
import { clearText, typeText } from './type-text';
import * as apiClient from '../../web/src/lib/api-client';

// Spies, not module mocks, so this file shares the module graph (vitest.config.ts); undone after each test.
beforeEach(() => {
  vi.spyOn(apiClient, 'sendRequest').mockImplementation(() => undefined as never);
});

type Call = { path: string; method: string; body?: unknown };
let calls: Call[];
let stored: ManagedProfile;

/** The API as the tab sees it: the profile, and whatever `answer` says for the other calls. */
function api(profile: ManagedProfile, answer: (call: Call) => unknown = () => ({})) {
  stored = profile;
  calls = [];
  vi.mocked(sendRequest).mockImplementation(async (path: string, request?: { method?: string; body?: unknown }) => {
    const call = { path, method: request?.method ?? 'GET', body: request?.body };
    calls.push(call);
    if (call.method === 'GET' && path === `/profiles/${profile.id}`) return stored;
    return answer(call);
  });
}

const writes = () => calls.filter((call) => call.method !== 'GET');

const page = (...items: UserListItem[]): UsersPage => ({ items, total: items.length, from: 0, size: 50 });

/** Opens the contact's Account details, types a new first name and presses Save: the form. */
async function renameAndSave(profile: ManagedProfile) {
  renderInDashboard(<ProfileTab user={listItem(profile)} />, agentViewer);
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Account details' }));
  const form = within(await screen.findByRole('form', { name: 'Account details' }, { timeout: 10_000 }));
  fireEvent.change(form.getByLabelText(/First name/), { target: { value: 'Carmen' } });
  fireEvent.click(form.getByRole('button', { name: 'Save' }));
  return form;
}

describe('the Profile tab: sections', () => {
  it('puts the focus on the first field Account details refuses, whose message a screen reader then reads (QA 48c M8)', async () => {
    const profile = managedProfile();
    api(profile);
    renderInDashboard(<ProfileTab user={listItem(profile)} />, agentViewer);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Account details' }));
    const form = within(await screen.findByRole('form', { name: 'Account details' }, { timeout: 10_000 }));
    const firstName = form.getByLabelText(/First name/);
    fireEvent.change(firstName, { target: { value: '' } });
    const save = form.getByRole('button', { name: 'Save' });

    save.focus();
    fireEvent.click(save);

    const message = await form.findByText('First name is required');
    expect(document.activeElement).toBe(firstName);
    expect(firstName.getAttribute('aria-describedby')).toContain(message.id);
    expect(writes()).toEqual([]);
  });

  it('dates the birthday and the lease as every other date of the product, YYYY-MM-DD, not as its form types them (QA 55a L4)', async () => {
    const profile = managedProfile({ dob: '1988-02-29', ownershipStats: 'lessee', purchaseDate: '2018-09-04' });
    api(profile);
    renderInDashboard(<ProfileTab user={listItem(profile)} />, agentViewer);

    const birthday = await screen.findByText('Date of birth');
    expect(birthday.nextElementSibling!.textContent).toBe('1988-02-29');
    expect(screen.getByText('Lease date').nextElementSibling!.textContent).toBe('2018-09-04');
  });

  it('edits one section at a time: opening another closes the first', async () => {
    const profile = managedProfile();
    api(profile);
    renderInDashboard(<ProfileTab user={listItem(profile)} />, agentViewer);

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Account details' }));
    expect(await screen.findByRole('form', { name: 'Account details' }, { timeout: 10_000 })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Home ownership' }));
    expect(await screen.findByRole('form', { name: 'Home ownership' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Account details' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Account details' })).toBeTruthy();
  });

  it("shows document 2 §5's messages and sends nothing while the account section is invalid", async () => {
    const profile = managedProfile();
    api(profile);
    renderInDashboard(<ProfileTab user={listItem(profile)} />, agentViewer);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Account details' }));
    const form = within(await screen.findByRole('form', { name: 'Account details' }, { timeout: 10_000 }));

    fireEvent.change(form.getByLabelText(/First name/), { target: { value: '' } });
    fireEvent.change(form.getByLabelText(/Last name/), { target: { value: 'D' } });
    clearText(form.getByLabelText('Phone'));
    typeText(form.getByLabelText('Phone'), '123');
    fireEvent.change(form.getByLabelText('Mailing address'), { target: { value: '12 A' } });
    typeText(form.getByLabelText('Date of birth'), '01012099');
    fireEvent.click(form.getByRole('button', { name: 'Save' }));

    expect(await form.findByText('First name is required')).toBeTruthy();
    expect(form.getByText('Name must have at least 2 characters')).toBeTruthy();
    expect(form.getByText('Please, enter a valid canadian phone number')).toBeTruthy();
    expect(form.getByText('Address must have at least 6 characters')).toBeTruthy();
    expect(form.getByText('Date cannot be in the future')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('saves only its section with the version read, closes, and reloads the profile', async () => {
    const profile = managedProfile();
    api(profile, (call) => {
      if (call.method === 'PUT')
        stored = { ...stored, firstName: 'Carmen', sectionVersions: { ...stored.sectionVersions, account: 3 } };
      return stored;
    });
    await renameAndSave(profile);

    await waitFor(() => expect(screen.queryByRole('form', { name: 'Account details' })).toBeNull());
    expect(writes()).toEqual([
      {
        path: '/profiles/c1',
        method: 'PUT',
        body: {
          section: 'account',
          version: 2,
          firstName: 'Carmen',
          lastName: 'Diaz',
          phone: '416-555-0101',
          preferredContactMethod: 'email',
        },
      },
    ]);
    expect(await screen.findByText('Carmen')).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET').length).toBeGreaterThanOrEqual(2));
  });

  it('shows the 409 in the section with Reload, which fetches the latest version to edit', async () => {
    const profile = managedProfile();
    api(profile, (call) => {
      if (call.method === 'PUT') {
        stored = { ...stored, lastName: 'Diaz-Ruiz', sectionVersions: { ...stored.sectionVersions, account: 3 } };
        throw new ApiError(409, { message: 'This profile was changed elsewhere. Reload to see the latest version.' });
      }
      return {};
    });
    const form = await renameAndSave(profile);

    expect(await form.findByText('This profile was changed elsewhere. Reload to see the latest version.')).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Reload' }));

    await waitFor(() => expect(screen.getByLabelText(/Last name/)).toHaveProperty('value', 'Diaz-Ruiz'));
    expect(screen.queryByText(/changed elsewhere/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes().at(-1)?.body).toMatchObject({ section: 'account', version: 3 }));
  });

  it("shows the 404 of a profile whose deletion began with the server's message and no Reload", async () => {
    const profile = managedProfile();
    api(profile, (call) => {
      if (call.method === 'PUT') throw new ApiError(404, { message: 'There is no such user.' });
      return {};
    });
    const form = await renameAndSave(profile);

    expect((await form.findByRole('alert')).textContent).toBe('There is no such user.');
    expect(form.queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('Cancel drops the edits and shows the saved values', async () => {
    const profile = managedProfile();
    api(profile);
    renderInDashboard(<ProfileTab user={listItem(profile)} />, agentViewer);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Account details' }));
    const form = within(await screen.findByRole('form', { name: 'Account details' }, { timeout: 10_000 }));
    fireEvent.change(form.getByLabelText(/First name/), { target: { value: 'Zed' } });
    fireEvent.click(form.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByText('Carla')).toBeTruthy();
    expect(screen.queryByText('Zed')).toBeNull();
    expect(writes()).toEqual([]);
  });
});

describe('the Profile tab: the focus around an edit (QA 48c M9)', () => {
  it('goes to the first field on Edit, and back to Edit on Cancel', async () => {
    const profile = managedProfile();
    api(profile);
    renderInDashboard(<ProfileTab user={listItem(profile)} />, agentViewer);
    const edit = await screen.findByRole('button', { name: 'Edit Account details' });
    edit.focus();

    fireEvent.click(edit);
    const form = within(await screen.findByRole('form', { name: 'Account details' }, { timeout: 10_000 }));

    await waitFor(() => expect(document.activeElement).toBe(form.getByLabelText(/First name/)));
    fireEvent.click(form.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Account details' }));
  });

  it('goes back to Edit after a save', async () => {
    const profile = managedProfile();
    api(profile, () => stored);
    await renameAndSave(profile);

    await waitFor(() => expect(screen.queryByRole('form', { name: 'Account details' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Account details' }));
  });

  it("goes to the other section's form when its Edit closes the first", async () => {
    const profile = managedProfile();
    api(profile);
    renderInDashboard(<ProfileTab user={listItem(profile)} />, agentViewer);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Account details' }));
    await screen.findByRole('form', { name: 'Account details' }, { timeout: 10_000 });

    fireEvent.click(screen.getByRole('button', { name: 'Edit Home ownership' }));
    const form = await screen.findByRole('form', { name: 'Home ownership' }, { timeout: 10_000 });

    await waitFor(() => expect(form.contains(document.activeElement)).toBe(true));
  });
});

describe('the Profile tab: Monthly Sold Reports', () => {
  it('lets an agent turn it off for a customer, with the section version', async () => {
    const profile = managedProfile();
    api(profile, () => ({ ...stored, receiveSoldReport: false }));
    renderInDashboard(<ProfileTab user={listItem(profile)} />, agentViewer);

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Monthly Sold Reports' }));

    await waitFor(() =>
      expect(writes()).toEqual([
        {
          path: '/profiles/c1',
          method: 'PUT',
          body: { section: 'subscriptions', version: 1, receiveSoldReport: false },
        },
      ]),
    );
  });

  it('never lets an agent turn it back on: disabled, and says only the contact can', async () => {
    const profile = managedProfile({ receiveSoldReport: false });
    api(profile);
    renderInDashboard(<ProfileTab user={listItem(profile)} />, agentViewer);

    const box = await screen.findByRole('checkbox', { name: 'Monthly Sold Reports' });
    expect(box).toHaveProperty('checked', false);
    expect(box).toHaveProperty('disabled', true);
    expect(screen.getByText(/Only the contact can turn Monthly Sold Reports back on/)).toBeTruthy();
    fireEvent.click(box);
    expect(writes()).toEqual([]);
  });

  it('is not shown to an admin', async () => {
    const profile = managedProfile();
    api(profile);
    renderInDashboard(<ProfileTab user={listItem(profile)} />, adminViewer);
    await screen.findByRole('button', { name: 'Edit Account details' });
    expect(screen.queryByRole('checkbox', { name: 'Monthly Sold Reports' })).toBeNull();
  });

  it("heads its sections at level 3, under the contact's name (h2)", async () => {
    const profile = managedProfile();
    api(profile);
    renderInDashboard(<ProfileTab user={listItem(profile)} />, agentViewer);

    const section = await screen.findByRole('region', { name: 'Account details' });
    expect(within(section).getByRole('heading', { name: 'Account details' }).tagName).toBe('H3');
  });
});

describe('the Profile tab: agent details and testimonials', () => {
  const agent = () =>
    managedProfile({
      id: 'ag2',
      roles: ['agent'],
      agent: {
        aboutMe: 'Twenty years selling homes in Leslieville.',
        testimonials: ['Sold our house in a week!', 'Kind and patient.'],
      },
      sectionVersions: { account: 0, homeOwnership: 0, subscriptions: 0, agent: 4, testimonials: 2 },
    });

  it("checks the bio's 20 characters and the links before saving", async () => {
    const profile = agent();
    api(profile);
    renderInDashboard(<ProfileTab user={listItem(profile)} />, adminViewer);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Agent details' }));
    const form = within(await screen.findByRole('form', { name: 'Agent details' }, { timeout: 10_000 }));
    fireEvent.change(form.getByLabelText('Bio'), { target: { value: 'Too short' } });
    fireEvent.change(form.getByLabelText('Website'), { target: { value: 'not a link' } });
    const save = form.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);

    expect(await form.findByText('Title must have at least 20 characters')).toBeTruthy();
    expect(form.getByText('Please, enter a valid url')).toBeTruthy();
    expect(writes()).toEqual([]);
    // The first field refused, whose message a screen reader then reads (QA 48c M8).
    expect(document.activeElement).toBe(form.getByLabelText('Website'));
  });

  it('asks before removing a testimonial, then saves the list without it', async () => {
    const profile = agent();
    api(profile, () => stored);
    renderInDashboard(<ProfileTab user={listItem(profile)} />, adminViewer);
    const first = await screen.findByText('Sold our house in a week!');
    fireEvent.click(
      within(first.closest('[data-testid="testimonial"]') as HTMLElement).getByRole('button', { name: 'Delete' }),
    );

    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Are you sure you want to permanently remove this testimonial?')).toBeTruthy();
    expect(writes()).toEqual([]);
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(writes()).toEqual([
        {
          path: '/profiles/ag2',
          method: 'PUT',
          body: { section: 'testimonials', version: 2, testimonials: ['Kind and patient.'] },
        },
      ]),
    );
  });

  it("adds a testimonial at the end, refusing one under 10 characters with the spec's message", async () => {
    const profile = agent();
    api(profile, () => stored);
    renderInDashboard(<ProfileTab user={listItem(profile)} />, adminViewer);
    fireEvent.click(await screen.findByRole('button', { name: 'Add testimonial' }));
    const form = within(await screen.findByRole('form', { name: 'New testimonial' }, { timeout: 10_000 }));
    fireEvent.change(form.getByLabelText('Testimonial'), { target: { value: 'Great' } });
    const save = form.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);
    expect(await form.findByText('Testimonial must have at least 10 characters')).toBeTruthy();
    // The field refused, whose message a screen reader then reads (QA 48c M8).
    expect(document.activeElement).toBe(form.getByLabelText('Testimonial'));

    fireEvent.change(form.getByLabelText('Testimonial'), { target: { value: 'Found us the perfect condo.' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writes().at(-1)?.body).toEqual({
        section: 'testimonials',
        version: 2,
        testimonials: ['Sold our house in a week!', 'Kind and patient.', 'Found us the perfect condo.'],
      }),
    );
  });
});

describe('the Profile tab: archive, delete, roles', () => {
  it('archives only after the confirmation, then returns to the list it came from', async () => {
    const profile = managedProfile();
    api(profile);
    const { router } = renderInDashboard(
      <ProfileTab user={listItem(profile)} />,
      adminViewer,
      '/dashboard/users/eyJxIjoiY2FybGEifQ/profile/c1',
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Archive User' }));
    let dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/Are you sure you want to archive Carla Diaz\?/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(writes()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Archive User' }));
    dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Archive' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/users/eyJxIjoiY2FybGEifQ'));
    expect(writes()).toEqual([{ path: '/profiles/c1/archive', method: 'PUT', body: undefined }]);
    // The list says what was done.
    expect(router.state.location.state.listNotice).toBe(
      'Carla Diaz is archived: they cannot sign in until an admin unarchives them.',
    );
  });

  // QA 63b L4: the same search made again on the list, within the cache's 15 s, said "No one
  // matches": the archived person had been taken out of its cached page, as if deleted.
  it('keeps someone archived in the cached pages of the lists, marked archived, and drops someone deleted', async () => {
    const profile = managedProfile();
    api(profile, (call) => (call.path.startsWith('/users?') ? { items: [], total: 0, from: 0, size: 1 } : {}));
    const queryClient = testQueryClient();
    const searched = ['users', 'list', 'all', { ...defaultListState, q: 'carla' }];
    queryClient.setQueryData(searched, page(listItem(profile), listItem(managedProfile({ id: 'c2' }))));
    queryClient.setQueryData(['users', 'one', 'c1'], listItem(profile));
    const view = renderInDashboard(
      <ProfileTab user={listItem(profile)} />,
      agentViewer,
      '/dashboard/users/profile/c1',
      queryClient,
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Archive User' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Archive' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard/users/agent-contacts'));
    const kept = queryClient.getQueryData<UsersPage>(searched)!;
    expect(kept.items.map((user) => [user.id, user.status])).toEqual([
      ['c1', 'archived'],
      ['c2', 'active'],
    ]);
    expect(kept.total).toBe(2);
    expect(queryClient.getQueryData(['users', 'one', 'c1'])).toBeUndefined();
    view.unmount();

    // Deleted, they are gone: out of every cached page.
    renderInDashboard(<ProfileTab user={listItem(profile)} />, agentViewer, '/dashboard/users/profile/c1', queryClient);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete User' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(queryClient.getQueryData<UsersPage>(searched)!.items.map((user) => user.id)).toEqual(['c2']),
    );
    expect(queryClient.getQueryData<UsersPage>(searched)!.total).toBe(1);
  });

  it('says how many contacts go with a deleted agent, then calls DELETE /users/{id}', async () => {
    const profile = managedProfile({ id: 'ag2', roles: ['agent'] });
    api(profile, (call) => (call.path.startsWith('/users?') ? { items: [], total: 12, from: 0, size: 1 } : undefined));
    const onLeave = vi.fn();
    renderInDashboard(<ProfileTab user={listItem(profile)} onLeave={onLeave} />, adminViewer);

    fireEvent.click(await screen.findByRole('button', { name: 'Delete User' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('Their 12 contacts will be deleted too.')).toBeTruthy();
    expect(calls.map((call) => call.path)).toContain('/users?agentId=ag2&size=1');
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(onLeave).toHaveBeenCalledWith('ag2', expect.stringMatching(/ is being deleted\.$/)));
    expect(writes()).toEqual([{ path: '/users/ag2', method: 'DELETE', body: undefined }]);
  });

  it('keeps the user and shows why when the archive is refused', async () => {
    const profile = managedProfile();
    api(profile, () => {
      throw new ApiError(403, { message: 'You cannot archive yourself.' });
    });
    const onLeave = vi.fn();
    renderInDashboard(<ProfileTab user={listItem(profile)} onLeave={onLeave} />, agentViewer);
    fireEvent.click(await screen.findByRole('button', { name: 'Archive User' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Archive' }));

    expect(await screen.findByText('You cannot archive yourself.')).toBeTruthy();
    expect(onLeave).not.toHaveBeenCalled();
  });

  // QA 46c H1: one click on a switch made a client an agent or an admin at once, and ended their
  // agent's link for good (DECISIONS row 45).
  it('asks before a role changes, says what a client loses, and changes nothing on Cancel', async () => {
    const profile = managedProfile({ agentId: 'ag1' });
    api(profile, () => ({}));
    renderInDashboard(<ProfileTab user={listItem(profile)} />, adminViewer);

    fireEvent.click(await screen.findByRole('switch', { name: 'Admin' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Make admin' }));
    expect(dialog.getByText(/every user of the product/)).toBeTruthy();
    expect(dialog.getByText(/no longer be their agent's contact, even if the role is removed later/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([]);
    expect((screen.getByRole('switch', { name: 'Admin' }) as HTMLInputElement).checked).toBe(false);
  });

  // Review 46: an agent's contacts lose their agent with the role (findAgent needs it).
  it("says an agent's contacts are left without an agent when the role is removed", async () => {
    const profile = managedProfile({ id: 'ag2', roles: ['agent'], agentId: undefined });
    api(profile, () => ({}));
    renderInDashboard(<ProfileTab user={listItem(profile)} />, adminViewer);

    fireEvent.click(await screen.findByRole('switch', { name: 'Agent' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove agent' }));
    expect(dialog.getByText(/their contacts will have no agent .* until the role is given back\./)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Remove agent' }));
    await waitFor(() =>
      expect(writes()).toContainEqual({ path: '/users/ag2/role/agent', method: 'DELETE', body: undefined }),
    );
  });

  it('says an unarchived user can sign in again, where the keyboard goes as the button leaves (QA 62b L5, QA 63b L3)', async () => {
    const profile = managedProfile({ status: 'archived' });
    api(profile, (call) => {
      if (call.path === '/profiles/c1/unarchive') stored = { ...profile, status: 'active' };
      return {};
    });
    renderInDashboard(<ProfileTab user={listItem(profile)} />, adminViewer);

    fireEvent.click(await screen.findByRole('button', { name: 'Unarchive' }));

    const said = await screen.findByText(/can sign in again\.$/);
    expect(said.textContent).toBe(`${profile.firstName} ${profile.lastName} can sign in again.`);
    expect(await screen.findByRole('button', { name: 'Archive User' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(said));
  });

  it('gives an admin the Agent and Admin switches and Unarchive; an agent gets neither', async () => {
    const profile = managedProfile({ status: 'archived' });
    api(profile, () => ({}));
    const view = renderInDashboard(<ProfileTab user={listItem(profile)} />, adminViewer);

    fireEvent.click(await screen.findByRole('switch', { name: 'Agent' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make agent' }));
    await waitFor(() =>
      expect(writes()).toContainEqual({ path: '/users/c1/role/agent', method: 'PUT', body: undefined }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Unarchive' }));
    await waitFor(() =>
      expect(writes()).toContainEqual({ path: '/profiles/c1/unarchive', method: 'PUT', body: undefined }),
    );
    expect(screen.queryByRole('button', { name: 'Archive User' })).toBeNull();
    view.unmount();

    renderInDashboard(<ProfileTab user={listItem(profile)} />, agentViewer);
    await screen.findByRole('button', { name: 'Delete User' });
    expect(screen.queryByRole('switch', { name: 'Agent' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unarchive' })).toBeNull();
  });
});

// QA 46c L6: an agent's invitation said the agent "will leave your contacts".
describe('withdrawing an invitation', () => {
  const invited = (roles: ManagedProfile['roles'] | null) => ({
    ...listItem(managedProfile({ id: 'new@example.com', email: 'new@example.com' })),
    id: 'new@example.com',
    PK: 'I#new@example.com',
    roles,
    status: 'invited' as const,
  });

  it("says a contact leaves the contacts, and of an agent's invitation only that its link stops working", async () => {
    const view = renderInDashboard(<ProfileTab user={invited(null)} />, adminViewer);
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw invitation' }));
    expect((await screen.findByText(/^Withdraw the invitation of new@example.com\?/)).textContent).toBe(
      'Withdraw the invitation of new@example.com? The link sent to them will stop working, and they will leave the contacts. The notes and the follow-up kept on them are deleted with it.',
    );
    view.unmount();

    renderInDashboard(<ProfileTab user={invited(['agent'])} />, adminViewer);
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw invitation' }));
    expect((await screen.findByText(/^Withdraw the invitation of new@example.com\?/)).textContent).toBe(
      'Withdraw the invitation of new@example.com? The link sent to them will stop working.',
    );
  });
});
