import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { senderIdentityMessages } from '@shared/sender-identity';
import { SenderIdentityButton } from '../../web/src/features/sender-identity/components/sender-identity-button';
import { stubApi } from './api-stub';
import { renderWithRouter } from './render';
import { expectSaidIn, silentRegions } from './live-region';
import * as authSession from '../../web/src/lib/auth-session';

// Spies, not module mocks, so this file shares the module graph (vitest.config.ts); undone after each test.
beforeEach(() => {
  vi.spyOn(authSession, 'currentIdToken').mockImplementation(async () => 'agent-id-token');
});

afterEach(() => vi.unstubAllGlobals());

const show = () => renderWithRouter(<SenderIdentityButton agentId="u-sarah" />);

/** The button once the stored state has loaded: while it loads the button cannot be pressed. */
async function readyButton(name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button.getAttribute('aria-disabled')).not.toBe('true'));
  return button;
}

describe('the sender identity button (DECISIONS row 12)', () => {
  it('reads how the address stood, and asks SES nothing until the agent clicks', async () => {
    const fetchStub = stubApi(() => ({ body: { email: 'sarah@example.com', status: 'not-asked' } }));
    show();

    expect(await screen.findByRole('button', { name: 'Send e-mails from my own address' })).toBeTruthy();
    await waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(1));
    expect(fetchStub.mock.calls.map(([url, init]) => [String(url), init?.method ?? 'GET'])).toEqual([
      [expect.stringMatching(/\/verifySesIdentity\/u-sarah$/), 'GET'],
    ]);
  });

  // QA 64 M3: a verified agent was offered to verify again; a pending one had to press to learn it.
  it('says on load that the address is verified, with no button', async () => {
    stubApi(() => ({ body: { email: 'sarah@example.com', status: 'verified' } }));
    show();

    expect(await screen.findByText('Verified: your e-mails are sent from sarah@example.com.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says on load that the link waits to be followed, and offers Check again', async () => {
    stubApi((_path, method) =>
      method === 'GET'
        ? { body: { email: 'sarah@example.com', status: 'pending' } }
        : { body: { email: 'sarah@example.com', status: 'verified' } },
    );
    show();

    // The link may have expired since it was sent: only Check again sends a new one.
    expect(
      await screen.findByText(
        'Amazon Web Services e-mailed sarah@example.com a link to confirm the address. Follow it, then press Check again; if the link has expired, Check again sends a new one.',
      ),
    ).toBeTruthy();
    fireEvent.click(await readyButton('Check again'));
    expect(await screen.findByText('Verified: your e-mails are sent from sarah@example.com.')).toBeTruthy();
  });

  it('answers a first Check again that is still pending in other words, so that the press is heard (review 65 L2)', async () => {
    stubApi(() => ({ body: { email: 'sarah@example.com', status: 'pending' } }));
    show();

    await screen.findByText(/^Amazon Web Services e-mailed sarah@example.com a link/);
    fireEvent.click(await readyButton('Check again'));
    expect(
      await screen.findByText(
        'Not confirmed yet. Follow the link Amazon Web Services e-mailed to sarah@example.com, then press Check again.',
      ),
    ).toBeTruthy();
  });

  it('says so when Check again had Amazon e-mail a new link, the last one being dead (an expired link)', async () => {
    stubApi((_path, method) =>
      method === 'GET'
        ? { body: { email: 'sarah@example.com', status: 'pending' } }
        : { body: { email: 'sarah@example.com', status: 'pending', newLink: true } },
    );
    show();

    await screen.findByText(/^Amazon Web Services e-mailed sarah@example.com a link/);
    fireEvent.click(await readyButton('Check again'));
    expect(
      await screen.findByText(
        'Amazon Web Services has e-mailed sarah@example.com a new link to confirm the address: the last one can no longer be used. Follow the new one, then press Check again.',
      ),
    ).toBeTruthy();
  });

  it('offers the button when the state could not be read', async () => {
    stubApi(() => ({ status: 500, body: { message: 'boom' } }));
    show();

    expect(await screen.findByRole('button', { name: 'Send e-mails from my own address' })).toBeTruthy();
    expect(screen.queryByText('boom')).toBeNull();
  });

  // QA 64 M3: the card answered 'Invite failed. …' (the invite screen's message) when no one was invited.
  it("says Amazon has e-mailed the address a link while its verification is pending, not the invite screen's failure, and checks again", async () => {
    const answers = [
      { email: 'sarah@example.com', status: 'pending', message: senderIdentityMessages.notVerified },
      { email: 'sarah@example.com', status: 'pending', message: senderIdentityMessages.notVerified },
      { email: 'sarah@example.com', status: 'verified' },
    ];
    const fetchStub = stubApi((path, method) => {
      if (method === 'GET') return { body: { email: 'sarah@example.com', status: 'not-asked' } };
      expect([path, method]).toEqual(['/verifySesIdentity/u-sarah', 'POST']);
      return { body: answers.shift() };
    });
    show();

    const button = await readyButton('Send e-mails from my own address');
    const regions = silentRegions();
    fireEvent.click(button);

    await expectSaidIn(
      regions,
      'Amazon Web Services has e-mailed sarah@example.com a link to confirm the address. Follow it, then press Check again.',
    );
    expect(screen.queryByText(senderIdentityMessages.notVerified)).toBeNull();
    expect(screen.queryByText(/Invite failed/)).toBeNull();

    // Still pending: said anew, in the same live region, so that the press is heard to have answered.
    const status = screen.getByText(/has e-mailed/).closest('[role="status"]');
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    const still = await screen.findByText(
      'Not confirmed yet. Follow the link Amazon Web Services e-mailed to sarah@example.com, then press Check again.',
    );
    expect(still.closest('[role="status"]')).toBe(status);

    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    const verified = await screen.findByText('Verified: your e-mails are sent from sarah@example.com.');
    expect(verified.closest('[role="status"]')).toBe(status);
    expect(screen.queryByText(/Amazon Web Services/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(fetchStub.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(3);
  });

  it("shows the server's refusal", async () => {
    stubApi((_path, method) =>
      method === 'GET'
        ? { body: { email: 'sarah@example.com', status: 'not-asked' } }
        : { status: 403, body: { message: 'An agent verifies their own address only.' } },
    );
    show();

    fireEvent.click(await readyButton('Send e-mails from my own address'));

    expect(await screen.findByText('An agent verifies their own address only.')).toBeTruthy();
  });
});
