import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '@shared/profile';
import { changePassword } from '../../web/src/features/profile/api/change-password';
import { uploadHeadshot } from '../../web/src/features/profile/api/upload-headshot';
import { ChangePasswordDialog } from '../../web/src/features/profile/components/change-password-dialog';
import { HeadshotDialog } from '../../web/src/features/profile/components/headshot-dialog';
import { HomeOwnership } from '../../web/src/features/profile/components/home-ownership';
import { NewsletterToggle } from '../../web/src/features/profile/components/newsletter-toggle';
import { compressImage } from '../../web/src/lib/compress-image';
import { sendRequest } from '../../web/src/lib/api-client';
import { api } from '../../web/src/lib/api/client';
import { renderWithRouter, testQueryClient } from './render';
import { typeText } from './type-text';
import { expectSaidIn, silentRegions } from './live-region';
import * as apiClient from '../../web/src/lib/api-client';
import * as changePasswordApi from '../../web/src/features/profile/api/change-password';
import * as uploadHeadshotApi from '../../web/src/features/profile/api/upload-headshot';
import * as compressImageModule from '../../web/src/lib/compress-image';

// Spies, not module mocks, so this file shares the module graph (vitest.config.ts); undone after each test.
beforeEach(() => {
  vi.spyOn(apiClient, 'sendRequest').mockImplementation(() => undefined as never);
  vi.spyOn(changePasswordApi, 'changePassword').mockImplementation(() => undefined as never);
  vi.spyOn(uploadHeadshotApi, 'uploadHeadshot').mockImplementation(() => undefined as never);
  vi.spyOn(compressImageModule, 'compressImage').mockImplementation(() => undefined as never);
});
afterEach(() => vi.resetAllMocks());
// The jsdom this file shares with others (vitest.config.ts) gets its URL methods back.
const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
afterEach(() => Object.assign(URL, objectUrls));

const profile: UserProfile = {
  id: 'u1',
  email: 'olivia@example.com',
  firstName: 'Olivia',
  lastName: 'Chen',
  preferredContactMethod: 'email',
  receiveEmail: true,
  receiveSoldReport: true,
  sectionVersions: { account: 3, homeOwnership: 2, subscriptions: 1, agent: 0, testimonials: 0 },
};
/** The versions `PUT /subscription` answers: its section bumped. */
const afterSubscription = { ...profile.sectionVersions, subscriptions: 2 };

function answerEcho() {
  vi.mocked(sendRequest).mockImplementation(async (path: string, request?: { body?: unknown }) => {
    if (path === '/subscription')
      return { ...profile, ...(request?.body as object), sectionVersions: afterSubscription };
    return { ...profile, ...(request?.body as object) };
  });
}

function lastBodyOf(path: string) {
  const call = vi
    .mocked(sendRequest)
    .mock.calls.filter(([p]) => p === path)
    .at(-1);
  return (call?.[1] as { body?: Record<string, unknown> } | undefined)?.body;
}

describe('the Monthly Sold Report Newsletter toggle (document 1 §4.5)', () => {
  it('asks before unsubscribing, then calls PUT /subscription and saves the profile', async () => {
    answerEcho();
    renderWithRouter(<NewsletterToggle profile={profile} />);
    fireEvent.click(await screen.findByRole('switch', { name: /Monthly Sold Report Newsletter/ }));

    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByText(
        'You will no longer receive the monthly sold reports newsletter. Are you sure you want to unsubscribe?',
      ),
    ).toBeTruthy();
    expect(sendRequest).not.toHaveBeenCalled();
    fireEvent.click(dialog.getByRole('button', { name: 'Unsubscribe' }));

    await waitFor(() => expect(lastBodyOf('/myprofile')).toBeDefined());
    const paths = vi.mocked(sendRequest).mock.calls.map(([path]) => path);
    expect(paths.indexOf('/subscription')).toBeLessThan(paths.indexOf('/myprofile'));
    expect(lastBodyOf('/subscription')).toEqual({ uid: 'u1', receiveEmail: true, receiveSoldReport: false });
    expect(lastBodyOf('/myprofile')).toMatchObject({ receiveSoldReport: false, sectionVersions: afterSubscription });
  });

  it('re-subscribes at once, turning the master switch on too', async () => {
    answerEcho();
    renderWithRouter(<NewsletterToggle profile={{ ...profile, receiveEmail: false, receiveSoldReport: false }} />);
    fireEvent.click(await screen.findByRole('switch', { name: /Monthly Sold Report Newsletter/ }));

    await waitFor(() =>
      expect(lastBodyOf('/myprofile')).toMatchObject({ receiveEmail: true, receiveSoldReport: true }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(lastBodyOf('/subscription')).toEqual({ uid: 'u1', receiveEmail: true, receiveSoldReport: true });
  });

  it('names the field to correct when the stored profile breaks a rule the toggle does not edit', async () => {
    const stored = { ...profile, firstName: 'J', receiveEmail: false, receiveSoldReport: false };
    vi.mocked(sendRequest).mockImplementation(async (path: string, request?: { body?: unknown }) => {
      if (path === '/subscription') return { ...stored, ...(request?.body as object) };
      throw new Error(`unexpected call ${path}`);
    });
    renderWithRouter(<NewsletterToggle profile={stored} />);
    fireEvent.click(await screen.findByRole('switch', { name: /Monthly Sold Report Newsletter/ }));

    expect(
      await screen.findByText(
        'First name: Name must have at least 2 characters. Please correct it in Account Details first.',
      ),
    ).toBeTruthy();
    expect(lastBodyOf('/myprofile')).toBeUndefined();
  });

  it("keeps PUT /subscription's answer in the cache when the profile's save after it fails", async () => {
    vi.mocked(sendRequest).mockImplementation(async (path: string, request?: { body?: unknown }) => {
      if (path === '/subscription')
        return { ...profile, ...(request?.body as object), sectionVersions: afterSubscription };
      throw new Error('The server could not save your profile.');
    });
    const queryClient = testQueryClient();
    queryClient.setQueryData(api.user.getMyProfile.key(), profile);
    renderWithRouter(<NewsletterToggle profile={profile} />, { queryClient });
    fireEvent.click(await screen.findByRole('switch', { name: /Monthly Sold Report Newsletter/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByText('The server could not save your profile.')).toBeTruthy();
    // The page shows the switch as stored, and its next save carries the subscriptions' new version.
    expect(queryClient.getQueryData(api.user.getMyProfile.key())).toMatchObject({
      receiveSoldReport: false,
      sectionVersions: afterSubscription,
    });
  });
});

describe('the Reset Password dialog', () => {
  function open() {
    renderWithRouter(<ChangePasswordDialog opened onClose={vi.fn()} />);
  }
  const type = async (label: string, value: string) =>
    fireEvent.change(await screen.findByLabelText(label), { target: { value } });

  it('requires both passwords with the spec messages', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(screen.getByText('New password is required')).toBeTruthy();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('puts the focus on the first field it refuses, whose message a screen reader then reads (QA 48c M8)', async () => {
    open();
    await type('Current password', 'Old-pass-2026!');
    const submit = screen.getByRole('button', { name: 'Change Password' });

    submit.focus();
    fireEvent.click(submit);

    const message = await screen.findByText('New password is required');
    const newPassword = screen.getByLabelText('New password');
    expect(document.activeElement).toBe(newPassword);
    expect(newPassword.getAttribute('aria-describedby')).toContain(message.id);
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('puts the focus on the current password when Cognito says it is wrong', async () => {
    vi.mocked(changePassword).mockRejectedValue(
      Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }),
    );
    open();
    await type('Current password', 'Wrong-pass-2026!');
    await type('New password', 'New-pass-2026!');
    const submit = screen.getByRole('button', { name: 'Change Password' });

    submit.focus();
    fireEvent.click(submit);

    await screen.findByText('Your current password is not correct.');
    expect(document.activeElement).toBe(screen.getByLabelText('Current password'));
  });

  it("says 'Password changed successfully' and clears the fields", async () => {
    vi.mocked(changePassword).mockResolvedValue();
    open();
    await type('Current password', 'Old-pass-2026!');
    await type('New password', 'New-pass-2026!');
    const regions = silentRegions();
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));

    await expectSaidIn(regions, 'Password changed successfully');
    expect(changePassword).toHaveBeenCalledWith('Old-pass-2026!', 'New-pass-2026!');
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('');
  });

  it.each([
    ['Cognito', 'NotAuthorizedException', 'Incorrect username or password.'],
    ['cognito-local', 'InvalidPasswordException', 'Invalid password'],
  ])('says a wrong current password on its field, as %s refuses it (QA 44 L2)', async (_, name, text) => {
    vi.mocked(changePassword).mockRejectedValue(Object.assign(new Error(text), { name }));
    open();
    await type('Current password', 'Wrong-pass-2026!');
    await type('New password', 'New-pass-2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));

    const message = await screen.findByText('Your current password is not correct.');
    expect(screen.getByLabelText('Current password').getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByText('Password changed successfully')).toBeNull();
  });

  it('says a revoked session as Cognito says it, not as a wrong password (review 44)', async () => {
    vi.mocked(changePassword).mockRejectedValue(
      Object.assign(new Error('Access Token has been revoked'), { name: 'NotAuthorizedException' }),
    );
    open();
    await type('Current password', 'Old-pass-2026!');
    await type('New password', 'New-pass-2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText('Access Token has been revoked')).toBeTruthy();
    expect(screen.queryByText('Your current password is not correct.')).toBeNull();
  });

  it("puts any other failure's message on the new-password field", async () => {
    vi.mocked(changePassword).mockRejectedValue(
      Object.assign(new Error('Password does not conform to policy: Password must have symbol characters'), {
        name: 'InvalidPasswordException',
      }),
    );
    open();
    await type('Current password', 'Old-pass-2026!');
    await type('New password', 'New-pass-2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));

    const message = await screen.findByText(
      'Password does not conform to policy: Password must have symbol characters',
    );
    expect(screen.getByLabelText('New password').getAttribute('aria-describedby')).toContain(message.id);
  });
});

describe('Home ownership', () => {
  it('shows the purchase date as YYYY-MM-DD', async () => {
    renderWithRouter(<HomeOwnership profile={{ ...profile, ownershipStats: 'owner', purchaseDate: '2019-03-15' }} />);
    expect(await screen.findByText('Purchase date: 2019-03-15')).toBeTruthy();
  });

  it('chooses no status for an owner who has said nothing, and refuses a date without one (QA 70a N2)', async () => {
    answerEcho();
    renderWithRouter(<HomeOwnership profile={profile} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const date = await screen.findByLabelText('Purchase / lease date', undefined, { timeout: 10_000 });
    // Neither is chosen: Save had recorded "I own my home", which the owner never picked.
    for (const choice of screen.getAllByRole('radio')) expect((choice as HTMLInputElement).checked).toBe(false);
    typeText(date, '03152019');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose whether you own or lease your home.')).toBeTruthy();
    expect(lastBodyOf('/myprofile')).toBeUndefined();
  });

  it('refuses a purchase date in the future and saves a valid one in the wire format', async () => {
    answerEcho();
    renderWithRouter(<HomeOwnership profile={profile} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.click(await screen.findByLabelText('I own my home', undefined, { timeout: 10_000 }));
    const date = await screen.findByLabelText('Purchase date');
    typeText(date, '01012099');
    expect((date as HTMLInputElement).value).toBe('01/01/2099');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Date cannot be in the future')).toBeTruthy();

    typeText(date, '03152019', { replace: true });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(lastBodyOf('/myprofile')).toMatchObject({
        ownershipStats: 'owner',
        purchaseDate: '2019-03-15',
        sectionVersions: profile.sectionVersions,
      }),
    );
  });
});

describe('the headshot dialog', () => {
  it('compresses the picture, previews it, uploads it and saves its key as the headshot', async () => {
    const compressed = new Blob(['jpeg'], { type: 'image/jpeg' });
    vi.mocked(compressImage).mockResolvedValue(compressed);
    vi.mocked(uploadHeadshot).mockResolvedValue('uploads/u1/abc.jpg');
    answerEcho();
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    const onClose = vi.fn();
    renderWithRouter(<HeadshotDialog profile={profile} opened onClose={onClose} />);
    await screen.findByRole('button', { name: 'Choose a picture' });

    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toBe('image/jpeg,image/png');
    fireEvent.change(input, { target: { files: [new File(['raw'], 'me.png', { type: 'image/png' })] } });
    const preview = await screen.findByTestId('image-preview');
    expect(preview.getAttribute('src')).toBe('blob:preview');

    // The preview shows at once; the button waits for the compressed picture.
    const upload = screen.getByRole('button', { name: 'Upload image' });
    await waitFor(() => expect(upload).toHaveProperty('disabled', false));
    fireEvent.click(upload);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(uploadHeadshot).toHaveBeenCalledWith(compressed);
    expect(lastBodyOf('/myprofile')).toMatchObject({
      headshot: 'uploads/u1/abc.jpg',
      sectionVersions: profile.sectionVersions,
    });
  });

  it("offers Cancel and 'Upload image', and shows the default image until a picture is chosen", async () => {
    renderWithRouter(<HeadshotDialog profile={profile} opened onClose={() => {}} />);
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByTestId('image-current').getAttribute('src')).toBe('/images/default-headshot.png');
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect((dialog.getByRole('button', { name: 'Upload image' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
