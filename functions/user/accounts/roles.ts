import { profileChangedElsewhere, type ManagedProfile } from '@shared/profile-sections';
import type { GroupRole, Role } from '@shared/roles';
import type { Caller } from '../../lib/auth/caller';
import { ConflictError, ForbiddenError } from '../../lib/errors';
import { recordActivity } from '../notes-follow-ups/published';
import { reachableProfile } from './contact-access';
import { writeRoles } from './managed-profile-repository';
import { presentManagedProfile } from './managed-profile';
import { addToGroup, removeFromGroup } from './user-pool-repository';

/**
 * `PUT` and `DELETE /users/{id}/role/{admin|agent}` (document 2 §6, DECISIONS row 17), for
 * admins (the route admits no one else). A role is granted by two writes, the Cognito group
 * (which puts it in the user's next tokens) and the profile's `roles` (what the API believes,
 * checked on every request and remembered for under a minute, functions/lib/auth/standing.ts),
 * and it counts only when both hold. So granting writes Cognito first and the profile last,
 * and removing writes the profile first: a failure half-way always leaves the user with fewer
 * rights, never more, and the call can simply be made again. A user given a staff role is
 * nobody's contact any more (DESIGN, DECISIONS row 45): the same profile write ends their agent
 * link, keeping the agent as `formerAgentId`; removing the role later does not restore it.
 */
export const roleMessages = {
  notYourself: 'You cannot change your own roles.',
} as const;

function withRole(roles: readonly Role[], role: GroupRole, granted: boolean): Role[] {
  const groups = roles.filter((r) => r !== 'client' && r !== role);
  const next = granted ? [...groups, role] : groups;
  return next.length > 0 ? next : ['client'];
}

export async function changeRole(
  caller: Caller,
  userId: string,
  role: GroupRole,
  granted: boolean,
  now: Date,
): Promise<ManagedProfile> {
  const profile = await reachableProfile(caller, userId);
  if (userId === caller.sub) throw new ForbiddenError(roleMessages.notYourself);
  const roles = withRole(profile.roles ?? [], role, granted);
  if (granted) await addToGroup(userId, role);
  // A staff role ends the agent link (DECISIONS row 45); removing it later does not restore it.
  const saved = await writeRoles(userId, roles, profile.version ?? 0, now.toISOString(), profile.agentId);
  if (!saved) throw new ConflictError(profileChangedElsewhere);
  if (!granted) await removeFromGroup(userId, role);
  const changed = (profile.roles ?? []).includes(role) !== granted;
  if (changed) {
    await recordActivity(userId, granted ? 'RoleGranted' : 'RoleRemoved', now, { payload: { role }, by: caller.sub });
  }
  return presentManagedProfile(saved, now);
}
