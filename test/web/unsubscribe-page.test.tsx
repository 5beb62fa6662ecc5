import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeUnsubscribePayload, newsletterUnsubscribeQuestion } from '@shared/unsubscribe';
import { messages } from '@shared/validation/messages';
import { UnsubscribePage } from '../../web/src/features/unsubscribe/components/unsubscribe-page';
import { currentIdToken } from '../../web/src/lib/auth-session';
import { setWebConfig } from '../../web/src/lib/web-config';
import { renderWithRouter } from './render';

// Someone is signed in on this browser: the page must not send their token.
vi.mock('../../web/src/lib/auth-session', () => ({ currentIdToken: vi.fn(async () => 'someone-elses-id-token') }));

const fetchMock = vi.fn<typeof fetch>();
const now = new Date('2026-06-15T16:00:00Z');
const issuedAt = now.getTime() / 1000;
/** A token as the mail carries it; the page reads its payload, only the server checks the signature. */
const token = (list: 'newsletter' | `valuation:${string}` = 'newsletter', at = issuedAt) =>
  `${encodeUnsubscribePayload({ userId: 'u-olivia', list, issuedAt: at })}.${'s'.repeat(43)}`;

beforeEach(() => {
  setWebConfig({ apiUrl: '/api', photosUrl: '/p', region: 'ca-central-1', userPoolId: 'p', userPoolClientId: 'c' });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.mocked(currentIdToken).mockClear();
});

const show = (uid: string | undefined) => renderWithRouter(<UnsubscribePage uid={uid} now={now} />);

describe('the unsubscribe page (document 3 §2.12)', () => {
  it('opens on the confirm screen and calls nothing: opening a link changes nothing', async () => {
    show(token());

    expect(await screen.findByText(newsletterUnsubscribeQuestion)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Unsubscribe' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('confirming posts the token alone, without anyone’s ID token, then says goodbye', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const uid = token();
    show(uid);

    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeTruthy();
    expect(screen.getByText('You will no longer receive the monthly sold reports newsletter.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/unsubscribe');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ uid });
    expect(new Headers(init?.headers).has('authorization')).toBe(false);
  });

  it("asks about a valuation's updates for a valuation link", async () => {
    show(token('valuation:hv42'));

    expect(
      await screen.findByText(
        'You will no longer receive updates on this home valuation. Are you sure you want to unsubscribe?',
      ),
    ).toBeTruthy();
  });

  it("sends a valuation's reader back to that valuation to subscribe again, where its updates are chosen (QA 47c L3)", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    show(token('valuation:hv42'));

    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'your home valuation' }).getAttribute('href')).toBe(
      '/home-valuation-summary/hv42',
    );
    expect(screen.queryByText(/on your account page/)).toBeNull();
  });

  it.each([
    ['no uid', undefined],
    ['a uid that is not a token (the spec’s bare id)', 'u-olivia'],
    ['a token over a year old', token('newsletter', issuedAt - 366 * 24 * 3600)],
  ])('says the link is not valid for %s, offers no button and calls nothing', async (_, uid) => {
    show(uid);

    expect(await screen.findByText(messages.unsubscribeLinkInvalid)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your account page' }).getAttribute('href')).toBe('/profile');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the link is not valid when the server refuses the token (forged or altered)', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: messages.unsubscribeLinkInvalid, field: 'uid' }), { status: 400 }),
    );
    show(token());

    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByText(messages.unsubscribeLinkInvalid)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'You are unsubscribed' })).toBeNull();
  });

  it('keeps the confirm screen with the reason when the server cannot act now, so the user can retry', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: messages.tooManyAttempts }), { status: 429 }));
    show(token());

    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));

    expect((await screen.findByRole('alert')).textContent).toBe(messages.tooManyAttempts);
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
  });
});
