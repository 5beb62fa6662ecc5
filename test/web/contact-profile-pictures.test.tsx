import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ManagedProfile } from '@shared/profile-sections';
import { MyProfileScreen } from '../../web/src/features/contact-profile/components/my-profile-screen';
import { ProfileTab } from '../../web/src/features/contact-profile/components/profile-tab';
import { ApiError, sendRequest } from '../../web/src/lib/api-client';
import { compressImage } from '../../web/src/lib/compress-image';
import { adminViewer, agentViewer, listItem, managedProfile, renderInDashboard } from './contact-profile-render';

vi.mock('../../web/src/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  sendRequest: vi.fn(),
}));
vi.mock('../../web/src/lib/compress-image', () => ({ compressImage: vi.fn() }));

type Call = { path: string; method: string; body?: unknown };
let calls: Call[];
let stored: ManagedProfile;
const compressed = new Blob(['jpeg'], { type: 'image/jpeg' });

/**
 * The API as the screens see it: the profile; `POST /uploads` signs a PUT (which storage
 * accepts); `PUT /profiles/{id}` answers `saved` (or throws what `save` says).
 */
function api(profile: ManagedProfile, save: (body: Record<string, unknown>) => ManagedProfile | Error) {
  stored = profile;
  calls = [];
  vi.mocked(sendRequest).mockImplementation(async (path: string, request?: { method?: string; body?: unknown }) => {
    const call = { path, method: request?.method ?? 'GET', body: request?.body };
    calls.push(call);
    if (path === '/uploads') {
      return { key: 'uploads/me/picture.jpg', url: 'https://storage.test/put', method: 'PUT', headers: {} };
    }
    if (call.method === 'PUT' && path === `/profiles/${profile.id}`) {
      const answer = save(call.body as Record<string, unknown>);
      if (answer instanceof Error) throw answer;
      stored = answer;
      return answer;
    }
    if (call.method === 'GET') return stored;
    throw new Error(`unexpected ${call.method} ${path}`);
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => ({ ok: true, status: 200 }) as Response),
  );
}

const writes = () => calls.filter((call) => call.method !== 'GET');

async function uploadThroughDialog() {
  const dialog = await screen.findByRole('dialog');
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['raw'], 'picture.png', { type: 'image/png' })] } });
  const upload = within(dialog).getByRole('button', { name: 'Upload image' });
  await waitFor(() => expect(upload).toHaveProperty('disabled', false));
  fireEvent.click(upload);
  return dialog;
}

beforeEach(() => {
  vi.mocked(sendRequest).mockReset();
  vi.mocked(compressImage).mockResolvedValue(compressed);
  URL.createObjectURL = vi.fn(() => 'blob:chosen');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe("the Profile tab: a contact's headshot", () => {
  it('lets an agent change it: the upload, then the account section with its version, then the new picture shows', async () => {
    const profile = managedProfile({ dob: '1990-04-02', address: '12 Main Street' });
    api(profile, () => ({
      ...profile,
      headshot: 'headshots/c1-1234abcd.jpg',
      headshotUrl: 'https://photos.test/carla.jpg',
      sectionVersions: { ...profile.sectionVersions, account: 3 },
    }));
    renderInDashboard(<ProfileTab user={listItem(profile)} />, agentViewer);
    const region = await screen.findByRole('region', { name: 'Account details' });
    const account = within(region);
    const picture = () => region.querySelector('img')?.getAttribute('src');
    expect(picture()).toBe('/images/default-headshot.png');

    fireEvent.click(account.getByRole('button', { name: 'Change photo' }));
    await uploadThroughDialog();

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.path === '/uploads')?.body).toMatchObject({
      purpose: 'headshot',
      contentType: 'image/jpeg',
      size: compressed.size,
    });
    expect(writes().at(-1)).toEqual({
      path: '/profiles/c1',
      method: 'PUT',
      body: {
        section: 'account',
        version: 2,
        firstName: 'Carla',
        lastName: 'Diaz',
        phone: '416-555-0101',
        address: '12 Main Street',
        dob: '1990-04-02',
        preferredContactMethod: 'email',
        headshot: 'uploads/me/picture.jpg',
      },
    });
    await waitFor(() => expect(picture()).toBe('https://photos.test/carla.jpg'));
  });

  it("keeps the dialog open with the server's message when the save is refused, and the old picture stays", async () => {
    const profile = managedProfile();
    api(profile, () => new ApiError(404, { message: 'There is no such user.' }));
    renderInDashboard(<ProfileTab user={listItem(profile)} />, adminViewer);
    const region = await screen.findByRole('region', { name: 'Account details' });

    fireEvent.click(within(region).getByRole('button', { name: 'Change photo' }));
    const dialog = await uploadThroughDialog();

    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'There is no such user.');
    expect(region.querySelector('img')?.getAttribute('src')).toBe('/images/default-headshot.png');
  });
});

describe("an agent's logo in Agent details", () => {
  const agent = (extra: Partial<ManagedProfile> = {}) =>
    managedProfile({
      id: 'a1',
      email: 'ava@example.com',
      firstName: 'Ava',
      lastName: 'Agent',
      roles: ['agent'],
      agent: {
        jobDescription: 'Broker',
        website: 'https://ava.example.com',
        socialMedias: { linkedIn: 'https://linkedin.com/in/ava' },
        testimonials: ['Sold our house in a week!'],
      },
      sectionVersions: { account: 0, homeOwnership: 0, subscriptions: 0, agent: 4, testimonials: 1 },
      ...extra,
    });

  it('shows the saved logo, and no longer says changing it is unavailable', async () => {
    const profile = agent({ logo: 'headshots/a1-logo.png', logoUrl: 'https://photos.test/logo.png' });
    api(profile, () => profile);
    renderInDashboard(<ProfileTab user={listItem(profile)} />, adminViewer, '/dashboard/users/agent/a1');

    const details = within(await screen.findByRole('region', { name: 'Agent details' }));

    expect(details.getByRole('img', { name: 'Logo' }).getAttribute('src')).toBe('https://photos.test/logo.png');
    expect(screen.queryByText(/not available yet/)).toBeNull();
  });

  it('changes it from My profile: the logo upload, then the agent section with its fields as stored', async () => {
    const profile = agent();
    api(profile, () => ({
      ...profile,
      logo: 'headshots/a1-5678abcd.jpg',
      logoUrl: 'https://photos.test/new-logo.jpg',
      sectionVersions: { ...profile.sectionVersions, agent: 5 },
    }));
    const HeadshotDialog = () => null;
    renderInDashboard(<MyProfileScreen HeadshotDialog={HeadshotDialog} />, agentViewer, '/dashboard/my-profile');
    const region = await screen.findByRole('region', { name: 'Agent details' });
    const details = within(region);
    expect(region.querySelector('img')?.getAttribute('src')).toBe('/images/default-logo.png');

    fireEvent.click(details.getByRole('button', { name: 'Change logo' }));
    await uploadThroughDialog();

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.path === '/uploads')?.body).toMatchObject({ purpose: 'logo' });
    expect(writes().at(-1)).toEqual({
      path: '/profiles/a1',
      method: 'PUT',
      body: {
        section: 'agent',
        version: 4,
        website: 'https://ava.example.com',
        jobDescription: 'Broker',
        linkedin: 'https://linkedin.com/in/ava',
        logo: 'uploads/me/picture.jpg',
      },
    });
    await waitFor(() =>
      expect(details.getByRole('img', { name: 'Logo' }).getAttribute('src')).toBe('https://photos.test/new-logo.jpg'),
    );
  });
});
