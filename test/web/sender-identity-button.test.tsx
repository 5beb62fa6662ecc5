import { fireEvent, screen } from '@testing-library/react';
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

describe('the sender identity button (DECISIONS row 12)', () => {
  it('asks nothing until the agent clicks', async () => {
    const fetchStub = stubApi(() => ({ body: {} }));
    show();

    expect(await screen.findByRole('button', { name: 'Send e-mails from my own address' })).toBeTruthy();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it("shows the spec's message while Amazon's verification is pending, and checks again", async () => {
    const answers = [
      { email: 'sarah@example.com', status: 'pending', message: senderIdentityMessages.notVerified },
      { email: 'sarah@example.com', status: 'verified' },
    ];
    const fetchStub = stubApi((path, method) => {
      expect([path, method]).toEqual(['/verifySesIdentity/u-sarah', 'POST']);
      return { body: answers.shift() };
    });
    show();

    fireEvent.click(await screen.findByRole('button', { name: 'Send e-mails from my own address' }));

    expect(
      await screen.findByText(
        'Invite failed. Agent email is not verified by Amazon AWS. Please check email from Amazon Web Services.',
      ),
    ).toBeTruthy();

    const regions = silentRegions();
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));

    await expectSaidIn(regions, 'Verified: your e-mails are sent from sarah@example.com.');
    expect(screen.queryByText(senderIdentityMessages.notVerified)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it("shows the server's refusal", async () => {
    stubApi(() => ({ status: 403, body: { message: 'An agent verifies their own address only.' } }));
    show();

    fireEvent.click(await screen.findByRole('button', { name: 'Send e-mails from my own address' }));

    expect(await screen.findByText('An agent verifies their own address only.')).toBeTruthy();
  });
});
