import type { InvitedDetails } from '@shared/invite-schemas';
import type { Role } from '@shared/roles';
import type { Caller } from '../../lib/auth/caller';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { reachableProfile } from '../accounts/published';
import { invitationUsed, reachInvitee } from './invitation';
import { getInvitation, updateInvitedDetails, type InvitedProfile } from './invitation-repository';

/** The entered details each role's invitation keeps (as the invite form of that role asks them). */
const enteredFields = {
  admin: [],
  agent: ['phone'],
  client: ['phone', 'address', 'dob', 'preferredContactMethod', 'ownershipStats', 'purchaseDate'],
} as const satisfies Record<Role, readonly (keyof InvitedDetails & keyof InvitedProfile)[]>;

/**
 * `PUT /invite/{id}` (QA 67b L1): corrects what an open invitation says of its person, a typo in a
 * name or a phone, without withdrawing it and inviting again (which costs a third of the day's
 * e-mails to that address). The form is the whole set: a field left out is cleared. What the
 * invitation's role does not take is ignored, and its pictures and agent details stay. The link
 * already sent keeps working, and the sign-up starts from the corrected details.
 *
 * Reached as a withdrawal is: its agent's or an admin's, 404 otherwise; once used, the account's
 * (409 to whoever reaches it), as is one used between the read and the write.
 */
export async function correctInvitation(caller: Caller, email: string, details: InvitedDetails): Promise<void> {
  const invitee = await reachInvitee(caller, email);
  if ('signedUp' in invitee) {
    await reachableProfile(caller, invitee.signedUp);
    throw new ConflictError(invitationUsed);
  }
  const { invitation } = invitee;
  const { firstName, lastName } = details;
  const profile: InvitedProfile = { ...invitation.profile };
  for (const field of enteredFields.client) delete profile[field];
  for (const field of enteredFields[invitation.role]) {
    if (details[field] !== undefined) Object.assign(profile, { [field]: details[field] });
  }
  if (await updateInvitedDetails({ ...invitation, firstName, lastName, profile })) return;
  const current = await getInvitation(email);
  if (current?.usedBy !== undefined) throw new ConflictError(invitationUsed);
  throw new NotFoundError('There is no such user.');
}
