import type { Logger } from '@aws-lambda-powertools/logger';
import { signUpRefusals } from '@shared/auth-invitation';
import { isNameLike, isPlainLine } from '@shared/validation/rules';
import type { Caller } from '../../lib/auth/caller';
import { verifiedEmail } from '../../lib/auth/verified-email';
import { env } from '../../lib/env';
import { ConflictError, ForbiddenError } from '../../lib/errors';
import {
  carryInviteeKeeping,
  getInvitation,
  markInvitationUsed,
  markSignUpBegun,
  signUpRefusal,
} from '../invitations/published';
import { getProfile, putNewProfile } from './profile-repository';
import { addUserToGroup, usernameOf } from './user-pool-repository';
import { adoptImage } from './headshot';
import { recordActivityOnce } from '../notes-follow-ups/published';

/**
 * Invitation-only sign-up (document 1 §1), enforced by the user pool's own triggers: the
 * pre-sign-up trigger refuses an address unless the sign-up carries its invitation's token,
 * and the post-confirmation trigger turns the invitation into a profile and uses it up.
 */

/**
 * Pre-sign-up: fails (and Cognito creates nothing) unless the address has an open invitation
 * and `token` is its link's current, unexpired token (DECISIONS row 33). Knowing that an
 * address is invited is not enough to take it. The error's message is the user's message.
 */
export async function assertInvited(email: string, token: string | undefined, now: Date): Promise<void> {
  // An invitation's address is in lower case, and the web signs up with it so; another case
  // straight to the pool would make an account the lower-case look-ups of a withdrawal never
  // find (review 69 L2).
  if (email !== email.toLowerCase()) throw new ForbiddenError(signUpRefusals.invitationInvalid);
  const refusal = signUpRefusal(await getInvitation(email), token, now);
  if (refusal) throw new ForbiddenError(signUpRefusals[refusal]);
  // The invitation says a user of the address may now be in the pool: a withdrawal looks for it
  // only then (deletion-job.ts `unfinishedSignUpOf`). Withdrawn or used since the read: refused,
  // as it would have been.
  if (!(await markSignUpBegun(email, now))) throw new ForbiddenError(signUpRefusals.invitationInvalid);
}

export interface ConfirmedUser {
  /** Cognito `sub`: the user's id everywhere. */
  sub: string;
  /** The pool's username (the `sub` too when people sign in by e-mail). */
  username: string;
  userPoolId: string;
  email: string;
  /** The full name typed at sign-up, if any. */
  name?: string;
  now: string;
}

/**
 * "Olivia Chen" → Olivia / Chen; the invitation's names when none was typed, or when the name
 * typed is theirs as the sign-up form proposes it (`POST /invite/{id}/name`): an invitation for
 * "Mary Ann" / "Smith", accepted as it was shown, stays so rather than becoming "Mary" / "Ann Smith";
 * and when the name typed is one the forms refuse.
 */
export function splitName(name: string | undefined, fallback: { firstName: string; lastName: string }) {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const invited = `${fallback.firstName} ${fallback.lastName}`.trim().split(/\s+/).filter(Boolean);
  // The name comes from Cognito's public sign-up call, past the web form's rules: one they refuse
  // (a control character, a link, a formula: QA 76 review H3) gives way to the invitation's.
  const refused = !isPlainLine(name ?? '') || !words.every(isNameLike);
  if (words.length === 0 || refused || words.join(' ') === invited.join(' '))
    return { firstName: fallback.firstName, lastName: fallback.lastName };
  const [firstName = '', ...rest] = words;
  return { firstName, lastName: rest.join(' ') || fallback.lastName };
}

/**
 * Post-confirmation: marks the invitation used, creates the profile from it (role, inviting
 * agent), carries over what was kept on the person while invited (notes and a follow-up) and
 * puts agents and admins in their group. Every step tolerates a repeat, so a retried trigger
 * completes instead of failing.
 *
 * 'refused' when the address has no invitation this account may use (withdrawn, or used by
 * another, while the code was on its way): no profile is made, and the trigger removes the
 * confirmed user, whom nothing else would ever remove (review 66b M2).
 */
export async function completeSignUp(user: ConfirmedUser, logger: Logger): Promise<'completed' | 'refused'> {
  const invitation = await getInvitation(user.email);
  if (!invitation) {
    if (await getProfile(user.sub)) return 'completed';
    logger.warn('Confirmed a user without an invitation; no profile created', { sub: user.sub });
    return 'refused';
  }
  if (invitation.usedBy !== undefined && invitation.usedBy !== user.sub) {
    logger.warn('Invitation already used by another account', { sub: user.sub });
    return 'refused';
  }
  // A client's agent whose account is gone (its deletion done while this sign-up was half-made,
  // finished days later by `finishSignUp`; review 67 M4): their contacts went with them (document
  // 2 §4), and so does this one. An agent still being deleted is linked: the deletion's contacts
  // step runs again and deletes the account with the others (deletion-job.ts).
  if (invitation.role === 'client' && invitation.agentId && !(await getProfile(invitation.agentId))) {
    logger.warn("The inviting agent's account is gone; no profile created", { sub: user.sub });
    return 'refused';
  }
  // Used first, so that a withdrawal claiming it meanwhile (deletion/erasure-repository.ts) and
  // this sign-up cannot both go ahead: whichever comes second is refused (review 66 M1).
  const used = await markInvitationUsed(user.email, user.sub, user.now);
  if (!used) {
    logger.warn('The invitation was withdrawn or used as the account was confirmed; no profile created', {
      sub: user.sub,
    });
    return 'refused';
  }
  // The details as used, with a correction made since the read above (review 69 L1).
  const { headshot, logo, ...invited } = used.profile ?? {};
  // The sign-up's time: its profile's, so a retried trigger records the same activity item.
  let signedUpAt = user.now;
  try {
    await putNewProfile({
      id: user.sub,
      email: user.email.toLowerCase(),
      ...splitName(user.name, used),
      roles: [invitation.role],
      ...(invitation.role === 'client' && invitation.agentId && { agentId: invitation.agentId }),
      preferredContactMethod: 'email',
      // What the inviter filled in (document 2 §3 "Invite payload"), pictures under the user's own name.
      ...invited,
      ...(headshot && { headshot: await adoptImage(headshot, user.sub) }),
      ...(logo && { logo: await adoptImage(logo, user.sub) }),
      receiveEmail: true,
      receiveSoldReport: true,
      createdAt: user.now,
    });
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    signedUpAt = (await getProfile(user.sub))?.createdAt ?? user.now;
  }
  try {
    await carryInviteeKeeping(invitation.email, user.sub, user.now);
  } catch (error) {
    // The account is made and confirmed: its sign-up does not fail for the agent's notes, which
    // stay under the invitation until the account's notes are next read (invitee-carry.ts).
    logger.error('The notes or the follow-up kept on the invitation were not carried over', {
      error,
      sub: user.sub,
    });
  }
  await recordActivityOnce(user.sub, 'SignUp', signedUpAt, 'sign-up');
  if (invitation.role !== 'client') await addUserToGroup(user.userPoolId, user.username, invitation.role);
  return 'completed';
}

/**
 * Finishes a sign-up whose post-confirmation trigger stopped after using the invitation and
 * before writing the profile (review 66b M3), or before using it: Cognito does not run the
 * trigger again. Asked when a signed-in caller has no profile (`GET` and `PUT /myprofile`); it
 * goes ahead only for the invitation of the caller's verified address, used by them or still
 * open, so it makes no profile the trigger would not have made. True when it made one.
 */
export async function finishSignUp(caller: Caller, now: Date, logger: Logger): Promise<boolean> {
  const email = verifiedEmail(caller);
  const invitation = email ? await getInvitation(email) : undefined;
  if (!email || !invitation || invitation.withdrawnAt !== undefined) return false;
  if (invitation.usedBy !== undefined && invitation.usedBy !== caller.sub) return false;
  const username = await usernameOf(caller.sub);
  if (!username) return false;
  logger.warn('Finishing a sign-up its trigger left without a profile', { sub: caller.sub });
  const outcome = await completeSignUp(
    {
      sub: caller.sub,
      username,
      userPoolId: env().USER_POOL_ID,
      email,
      ...(caller.name && { name: caller.name }),
      now: now.toISOString(),
    },
    logger,
  );
  return outcome === 'completed';
}
