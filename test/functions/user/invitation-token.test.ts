import { describe, expect, it } from 'vitest';
import { invitationLinkPath, invitationTokenPattern, signUpRefusalIn } from '@shared/auth-invitation';
import { signUpRefusal } from '../../../functions/user/invitations/invitation';
import type { InvitationRecord } from '../../../functions/user/invitations/invitation-repository';
import { hashInvitationToken, issueInvitationToken } from '../../../functions/user/invitations/invitation-token';

const issuedAt = new Date('2026-05-01T12:00:00.000Z');
const { token, tokenHash, tokenExpiresAt } = issueInvitationToken(issuedAt);
const invitation: InvitationRecord = {
  email: 'hannah.lee@example.com',
  firstName: 'Hannah',
  lastName: 'Lee',
  role: 'client',
  invitedBy: 'agent-sarah',
  createdAt: issuedAt.toISOString(),
  tokenHash,
  tokenExpiresAt,
};
const at = (iso: string) => new Date(iso);

describe('the invitation token (DECISIONS row 33)', () => {
  it('is 256 random bits in URL-safe characters, and only its hash is kept', () => {
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(invitationTokenPattern.test(token)).toBe(true);
    expect(issueInvitationToken(issuedAt).token).not.toBe(token);
    expect(tokenHash).toBe(hashInvitationToken(token));
    expect(tokenHash).not.toContain(token);
  });

  it('expires 14 days after issue', () => {
    expect(tokenExpiresAt).toBe('2026-05-15T12:00:00.000Z');
  });

  it('goes in the link as /sign-in?e={email}&i={token}', () => {
    const link = new URL(invitationLinkPath('o+x@example.com', token), 'http://localhost');
    expect(link.pathname).toBe('/sign-in');
    expect(link.searchParams.get('e')).toBe('o+x@example.com');
    expect(link.searchParams.get('i')).toBe(token);
  });
});

describe('whether a sign-up may use an invitation', () => {
  it('lets the current token through until the last millisecond of its 14 days', () => {
    expect(signUpRefusal(invitation, token, at('2026-05-15T11:59:59.999Z'))).toBeUndefined();
  });

  it('refuses a token at and after its expiry', () => {
    expect(signUpRefusal(invitation, token, at('2026-05-15T12:00:00.000Z'))).toBe('invitationInvalid');
  });

  it('refuses a missing or different token', () => {
    const now = at('2026-05-02T12:00:00.000Z');
    expect(signUpRefusal(invitation, undefined, now)).toBe('invitationInvalid');
    expect(signUpRefusal(invitation, '', now)).toBe('invitationInvalid');
    expect(signUpRefusal(invitation, issueInvitationToken(issuedAt).token, now)).toBe('invitationInvalid');
  });

  it('refuses a used invitation, and one that never had a token', () => {
    const now = at('2026-05-02T12:00:00.000Z');
    expect(signUpRefusal({ ...invitation, usedAt: now.toISOString(), usedBy: 'u1' }, token, now)).toBe(
      'invitationInvalid',
    );
    const { tokenHash: _hash, tokenExpiresAt: _expiry, ...withoutToken } = invitation;
    expect(signUpRefusal(withoutToken, token, now)).toBe('invitationInvalid');
  });

  it('says "not invited" when the address has no invitation', () => {
    expect(signUpRefusal(undefined, token, at('2026-05-02T12:00:00.000Z'))).toBe('notInvited');
  });
});

describe("reading the trigger's refusal out of Cognito's message", () => {
  it('finds it inside the wording of Cognito and of cognito-local', () => {
    const text = 'This invitation link is not valid or has expired. Ask your agent to send a new one.';
    expect(signUpRefusalIn(`PreSignUp failed with error ${text}.`)).toBe('invitationInvalid');
    expect(signUpRefusalIn(`pre-sign-up failed with error ${text}.`)).toBe('invitationInvalid');
    expect(signUpRefusalIn('PreSignUp failed with error This e-mail address has not been invited yet..')).toBe(
      'notInvited',
    );
    expect(signUpRefusalIn('PreSignUp failed with error Task timed out.')).toBeUndefined();
  });
});
