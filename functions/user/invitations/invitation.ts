import type { SignUpRefusal } from '@shared/auth-invitation';
import type { Caller } from '../../lib/auth/caller';
import { NotFoundError } from '../../lib/errors';
import { issueInvitationToken, tokenMatchesHash } from './invitation-token';
import { getInvitation, putInvitation, setInvitationToken, type InvitationRecord } from './invitation-repository';

/** An invitation that no account has used yet: the only kind that lets an address sign up. */
export function isOpen(invitation: InvitationRecord | undefined): invitation is InvitationRecord {
  return invitation !== undefined && invitation.usedAt === undefined;
}

/**
 * A person invited who has not signed up has no user id yet: the dashboard names them by their
 * address (the users list's `I#` rows), which no user id contains.
 */
export const isInvitationId = (id: string) => id.includes('@');

/** The agent an invitation gives its person: a client's assigned agent (as `agentOfContact` reads a profile). */
export const agentOfInvitation = (invitation: InvitationRecord) =>
  invitation.role === 'client' ? invitation.agentId : undefined;

/**
 * Someone the dashboard names by their address, as the caller reaches them: while invited, the
 * open invitation, which an admin reaches, and an agent if it is of their own client-to-be
 * (`mayActOn`: contact-access.ts `reachableProfile`'s rule, before the profile exists); once they
 * have signed up, the account the invitation became (`signedUp`, its user id), which the caller
 * must then reach as any profile.
 * So a page, a list row or a link opened before the sign-up still names them after it (QA 59a
 * M1: a note typed in such a page was refused as "There is no such user."). 404 otherwise.
 */
export async function reachInvitee(
  caller: Caller,
  email: string,
): Promise<{ invitation: InvitationRecord } | { signedUp: string }> {
  const invitation = await getInvitation(email);
  if (invitation?.usedBy !== undefined) return { signedUp: invitation.usedBy };
  return { invitation: reachable(caller, invitation) };
}

function reachable(caller: Caller, invitation: InvitationRecord | undefined): InvitationRecord {
  if (!isOpen(invitation) || !mayActOn(invitation, caller)) throw new NotFoundError('There is no such user.');
  return invitation;
}

/** Whether `caller` may act on this invitation, used or not: an admin any, an agent those of their clients. */
export function mayActOn(invitation: InvitationRecord | undefined, caller: Caller): invitation is InvitationRecord {
  if (!invitation) return false;
  return (
    caller.roles.includes('admin') || (caller.roles.includes('agent') && agentOfInvitation(invitation) === caller.sub)
  );
}

/** The 409 of acting on an invitation its person has used (resend, withdraw). */
export const invitationUsed = 'This invitation has been used: the person has an account.';

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
