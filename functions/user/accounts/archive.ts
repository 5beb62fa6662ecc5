import type { ManagedProfile } from '@shared/profile-sections';
import type { Caller } from '../../lib/auth/caller';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { recordActivity } from '../notes-follow-ups/published';
import { assertMayRemove, reachableProfile } from './contact-access';
import { writeStatus } from './managed-profile-repository';
import { presentManagedProfile } from './managed-profile';
import { disableUser, enableUser } from './user-pool-repository';

/**
 * Archive and unarchive (document 2 §4 "User account", DECISIONS rows 17 and 24). Archiving
 * disables the user in Cognito (no new sign-in: the web shows row 24's message for Cognito's
 * "User is disabled.") and marks the profile, which the middleware checks on every request
 * (their live tokens get 401 within a minute, functions/lib/auth/standing.ts). Cognito goes
 * first: if the profile write then fails, the user cannot sign in and a retry completes it;
 * the reverse order would leave an archived profile whose owner can still sign in.
 * Unarchiving enables first and marks the profile active last, for the same reason. A profile
 * whose person has no Cognito user (a seeded contact) is simply marked.
 */
export const archiveMessages = {
  notYourself: 'You cannot archive your own account.',
} as const;

export async function archiveUser(caller: Caller, userId: string, now: Date): Promise<ManagedProfile> {
  const profile = await reachableProfile(caller, userId);
  assertMayRemove(caller, profile);
  if (userId === caller.sub) throw new ForbiddenError(archiveMessages.notYourself);
  await disableUser(userId);
  const saved = await writeStatus(userId, 'archived', now.toISOString());
  if (!saved) throw new NotFoundError('There is no such user.');
  if (profile.status !== 'archived') await recordActivity(userId, 'Archived', now, { by: caller.sub });
  return presentManagedProfile(saved, now);
}

export async function unarchiveUser(caller: Caller, userId: string, now: Date): Promise<ManagedProfile> {
  const profile = await reachableProfile(caller, userId);
  await enableUser(userId);
  const saved = await writeStatus(userId, 'active', now.toISOString());
  if (!saved) throw new NotFoundError('There is no such user.');
  if (profile.status === 'archived') await recordActivity(userId, 'Unarchived', now, { by: caller.sub });
  return presentManagedProfile(saved, now);
}
