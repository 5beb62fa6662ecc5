import { isClientOnly } from '@shared/roles';
import type { ProfileRecord } from './profile-repository';

/**
 * The agent whose contact this user is (DESIGN "A staff user is nobody's contact", DECISIONS
 * row 45): the `agentId` on their profile, but only while they hold no staff role. Granting the
 * agent or admin role ends the link (roles.ts), and a staff profile that still names an agent
 * (written before that rule) is nobody's contact all the same. Every check that admits an agent
 * through the contact link reads it here, never `agentId` itself.
 */
export function agentOfContact(profile: Pick<ProfileRecord, 'roles' | 'agentId'> | undefined): string | undefined {
  return profile && isClientOnly(profile.roles) ? profile.agentId : undefined;
}

/**
 * Every agent whose analytics may hold a line of this user (a deletion clears them): their agent
 * now, the one before a staff role (`formerAgentId`), and each an admin moved them from
 * (`formerAgentIds`, agent-assignment.ts), once each (review 75 M1: only the last was kept).
 */
export function agentsEverOf(
  profile: Pick<ProfileRecord, 'roles' | 'agentId' | 'formerAgentId' | 'formerAgentIds'> | undefined,
): string[] {
  const ids = [agentOfContact(profile), profile?.formerAgentId, ...(profile?.formerAgentIds ?? [])];
  return [...new Set(ids.filter((id): id is string => id !== undefined))];
}
