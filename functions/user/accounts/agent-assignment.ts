import { fullName } from '@shared/full-name';
import { profileChangedElsewhere, type ManagedProfile } from '@shared/profile-sections';
import { isClientOnly } from '@shared/roles';
import type { Caller } from '../../lib/auth/caller';
import { ConflictError, ForbiddenError, ValidationError } from '../../lib/errors';
import { recordActivity } from '../notes-follow-ups/published';
import { reachableProfile } from './contact-access';
import { agentOfContact } from './contact-link';
import { writeAgent } from './managed-profile-repository';
import { presentManagedProfile } from './managed-profile';
import { getProfile, type ProfileRecord } from './profile-repository';

/**
 * `PUT /users/{id}/agent` (ours, QA 75b M1): an admin gives a client an agent, another one, or
 * none. The spec lets an admin choose the agent only when inviting; without this a client who
 * signed up on their own ("An agent will be assigned to you soon.") never got one, and an agent
 * who left could not hand their contacts on. Only a client can be anyone's contact (DESIGN "A
 * staff user is nobody's contact", DECISIONS row 45), and only an active agent can take one.
 * The link is one conditional profile write (`writeAgent`), so the new agent reaches the contact
 * and the old one does not from the next request on, and the users list moves the row.
 */
export const agentAssignmentMessages = {
  adminsOnly: 'Only an admin can change whose contact someone is.',
  staff: "An agent or admin is nobody's contact: only a client can be given an agent.",
  noSuchAgent: 'There is no such agent.',
} as const;

/** An agent who can take contacts: the role, and active (not archived, not being deleted). */
async function activeAgent(agentId: string): Promise<ProfileRecord | undefined> {
  const record = await getProfile(agentId);
  return record?.status === 'active' && record.roles?.includes('agent') ? record : undefined;
}

export async function assignAgent(
  caller: Caller,
  userId: string,
  agentId: string | null,
  now: Date,
): Promise<ManagedProfile> {
  // The route admits admins only; an agent must never move a contact, theirs or anyone's.
  if (!caller.roles.includes('admin')) throw new ForbiddenError(agentAssignmentMessages.adminsOnly);
  const profile = await reachableProfile(caller, userId);
  if (!isClientOnly(profile.roles)) throw new ConflictError(agentAssignmentMessages.staff);
  const agent = agentId === null ? undefined : await activeAgent(agentId);
  if (agentId !== null && !agent) {
    throw new ValidationError([{ field: 'agentId', message: agentAssignmentMessages.noSuchAgent }]);
  }
  const current = agentOfContact(profile);
  if ((current ?? null) === agentId) return presentManagedProfile(profile, now);

  const saved = await writeAgent(userId, agentId, profile.version ?? 0, now.toISOString(), current);
  if (!saved) throw new ConflictError(profileChangedElsewhere);
  await recordActivity(userId, agent ? 'AgentAssigned' : 'AgentRemoved', now, {
    ...(agent && { payload: { agent: fullName(agent) || agent.email } }),
    by: caller.sub,
  });
  return presentManagedProfile(saved, now);
}
