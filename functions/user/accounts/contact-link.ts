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
