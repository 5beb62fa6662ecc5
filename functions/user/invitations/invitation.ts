import type { SignUpRefusal } from '@shared/auth-invitation';
import { issueInvitationToken, tokenMatchesHash } from './invitation-token';
import { putInvitation, setInvitationToken, type InvitationRecord } from './invitation-repository';

/** An invitation that no account has used yet: the only kind that lets an address sign up. */
export function isOpen(invitation: InvitationRecord | undefined): invitation is InvitationRecord {
  return invitation !== undefined && invitation.usedAt === undefined;
}

/**
 * Why a sign-up with this token may not use this invitation, or undefined when it may
 * (DECISIONS row 33): the token must be the invitation's current one, unexpired and unused.
 */
export function signUpRefusal(
  invitation: InvitationRecord | undefined,
  token: string | undefined,
  now: Date,
): SignUpRefusal | undefined {
  if (!invitation) return 'notInvited';
  const { tokenHash, tokenExpiresAt } = invitation;
  if (!isOpen(invitation) || !token || !tokenHash || !tokenExpiresAt) return 'invitationInvalid';
  if (now.getTime() >= Date.parse(tokenExpiresAt)) return 'invitationInvalid';
  return tokenMatchesHash(token, tokenHash) ? undefined : 'invitationInvalid';
}

export type NewInvitation = Omit<InvitationRecord, 'createdAt' | 'tokenHash' | 'tokenExpiresAt' | 'usedAt' | 'usedBy'>;

/**
 * Creates an invitation with a fresh token and gives the raw token back, once: it goes into
 * the invitation link and is never stored. ConflictError when the address is already invited.
 */
export async function createInvitation(invitation: NewInvitation, now: Date): Promise<string> {
  const { token, tokenHash, tokenExpiresAt } = issueInvitationToken(now);
  await putInvitation({ ...invitation, createdAt: now.toISOString(), tokenHash, tokenExpiresAt });
  return token;
}

/**
 * Gives an open invitation a new token, valid 14 days from `now` (Resend): the previous link
 * stops working. Answers the raw token, or undefined when the address has no open invitation.
 */
export async function renewInvitationToken(email: string, now: Date): Promise<string | undefined> {
  const { token, tokenHash, tokenExpiresAt } = issueInvitationToken(now);
  return (await setInvitationToken(email, tokenHash, tokenExpiresAt)) ? token : undefined;
}
