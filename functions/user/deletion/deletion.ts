import type { DeletionAccepted } from '@shared/contract/user/answers';
import type { Caller } from '../../lib/auth/caller';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { assertMayRemove, reachableProfile } from '../accounts/published';
import { beginDeletion, withdrawOpenInvitation } from './deletion-job';
import { startDeletion } from './deletion-starter';
import { deleteInvitationItem } from './erasure-repository';
import { getInvitation, invitationUsed, isInvitationId, reachInvitee } from '../invitations/published';

/**
 * `DELETE /users/{id}` (document 2 §2, §4; issue 14 "Faults and bad input"): an admin may
 * delete anyone but themselves, an agent their own contacts (never a staff user: DECISIONS row
 * 45, `assertMayRemove`); anyone else's id answers 404
 * like an unknown one, and the route admits no client. The request only puts the deletion on
 * record, marks the profile `deleting` (the users list shows it at once, the person's tokens
 * are refused) and writes the feed item Deleted, then starts the job (deletion-job.ts) and
 * answers 202; a second request while it runs answers 202 again and starts nothing.
 *
 * An invited person who never signed up (the list's `I#` rows, whose id is the address) has
 * only the invitation: it is deleted at once, as there is nothing to resume.
 */
export const deletionMessages = {
  notYourself: 'You cannot delete your own account.',
} as const;

export async function requestDeletion(caller: Caller, id: string, now: Date): Promise<DeletionAccepted> {
  if (isInvitationId(id)) return withdrawInvitation(caller, id.toLowerCase(), now);
  assertMayRemove(caller, await reachableProfile(caller, id, { deleting: true }));
  if (id === caller.sub) throw new ForbiddenError(deletionMessages.notYourself);
  if (await beginDeletion(id, caller.sub, now)) await startDeletion(id);
  return { id, status: 'deleting' };
}

/**
 * Withdraws an invitation nobody has used (`DELETE /invite/{id}`, issue 29, and the invited
 * rows of `DELETE /users/{id}`): its agent's or an admin's act. The item goes, so its link's
 * token no longer matches anything (the sign-up is refused), the tombstone takes the row out
 * of every users list, and the Release 1 counts no longer see it. The notes kept on the person and
 * the feed under their address go with it (erasure-repository.ts `deleteInvitationItem`), and
 * so does an account a sign-up of the address left without a profile (`withdrawOpenInvitation`).
 */
export async function withdrawInvitation(caller: Caller, email: string, now: Date): Promise<DeletionAccepted> {
  const invitee = await reachInvitee(caller, email);
  if ('signedUp' in invitee) {
    // A page opened before the person signed up (review 59): to whoever reaches their account,
    // 409 says why there is nothing to withdraw; that account is deleted by its user id.
    await reachableProfile(caller, invitee.signedUp);
    throw new ConflictError(invitationUsed);
  }
  const withdrawn = await withdrawOpenInvitation(email, caller.sub, now);
  if (!withdrawn) {
    // Used since the read above: the sign-up keeps it (409). Gone: withdrawn meanwhile (another
    // tab, a double click), as a withdrawal after it would find (404).
    if ((await getInvitation(email)) === undefined) throw new NotFoundError('There is no such user.');
    throw new ConflictError(invitationUsed);
  }
  if (withdrawn.unfinishedAccount) await startDeletion(withdrawn.unfinishedAccount);
  await deleteInvitationItem(email, now, { open: true });
  return { id: email, status: 'deleted' };
}
