import type { Caller } from '../../lib/auth/caller';
import { isClientOnly } from '@shared/roles';
import { NotFoundError } from '../../lib/errors';
import { agentOfContact } from './contact-link';
import { getProfile, type ProfileRecord } from './profile-repository';

/**
 * Whose profile a dashboard call may reach (issue 14 "Authorization"; routes.ts declares the
 * same rule for the matrix): an admin anyone's (DECISIONS row 9), an agent their own contacts'
 * (the agent on the contact's profile, of a user with no staff role: a staff user is nobody's
 * contact, DECISIONS row 45, `agentOfContact`) and, where `self` allows, their own; no one else.
 * Someone else's id answers 404 exactly like an unknown one, so the answer never tells who exists.
 * A profile being deleted answers 404 too, except to a repeated delete (`deleting`).
 */
export async function reachableProfile(
  caller: Caller,
  userId: string,
  options: { self?: boolean; deleting?: boolean } = {},
): Promise<ProfileRecord> {
  const profile = await getProfile(userId);
  const reachable =
    profile !== undefined &&
    // A profile being deleted is gone for every call but the delete itself (deletion.ts).
    (profile.status !== 'deleting' || options.deleting === true) &&
    (caller.roles.includes('admin') ||
      (caller.roles.includes('agent') && agentOfContact(profile) === caller.sub) ||
      (options.self === true && userId === caller.sub));
  if (!reachable) throw new NotFoundError('There is no such user.');
  return profile;
}

/**
 * Archiving or deleting someone who holds the agent or admin role is an admin's act only
 * (DECISIONS row 45), whatever links the profile carries: anyone else gets the 404 of a user
 * they cannot reach.
 */
export function assertMayRemove(caller: Caller, profile: ProfileRecord): void {
  if (!isClientOnly(profile.roles) && !caller.roles.includes('admin'))
    throw new NotFoundError('There is no such user.');
}
