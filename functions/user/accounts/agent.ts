import type { AgentProfile } from '@shared/agent';
import type { Caller } from '../../lib/auth/caller';
import { imageUrl } from './headshot';
import { agentOfContact } from './contact-link';
import { getProfile, type ProfileRecord } from './profile-repository';

/**
 * Agents as their clients and visitors see them (document 1 §2.7 agent card, §2.8 agent
 * details page): contact details and the page's content, nothing internal.
 */
export async function toAgentProfile(record: ProfileRecord, now: Date): Promise<AgentProfile> {
  const details = record.agent ?? {};
  const [headshotUrl, logoUrl] = await Promise.all([
    record.headshot ? imageUrl(record.headshot, now) : undefined,
    record.logo ? imageUrl(record.logo, now) : undefined,
  ]);
  return {
    id: record.id,
    email: record.email,
    firstName: record.firstName ?? '',
    lastName: record.lastName ?? '',
    ...(record.phone && { phone: record.phone }),
    ...(headshotUrl && { headshotUrl }),
    ...(logoUrl && { logoUrl }),
    ...(details.website && { website: details.website }),
    ...(details.jobDescription && { jobDescription: details.jobDescription }),
    ...(details.aboutMe && { aboutMe: details.aboutMe }),
    socialMedias: details.socialMedias ?? {},
    testimonials: details.testimonials ?? [],
  };
}

/** An active agent's profile; undefined for anyone else (a client's id tells a visitor nothing). */
export async function findAgent(agentId: string): Promise<ProfileRecord | undefined> {
  const record = await getProfile(agentId);
  return record && record.status !== 'archived' && record.roles?.includes('agent') ? record : undefined;
}

/**
 * A member of staff whose picture our e-mails show (an agent, or the admin who sent an
 * invitation), while active; undefined for anyone else.
 */
export async function findStaff(profileId: string): Promise<ProfileRecord | undefined> {
  const record = await getProfile(profileId);
  const staff = record?.roles?.some((role) => role === 'agent' || role === 'admin');
  // Not while archived, nor while an erasure removes the picture (`deleting`).
  return record && staff && record.status === 'active' ? record : undefined;
}

/**
 * The caller's agent: the one assigned to their profile. An agent without one is their own
 * agent (DECISIONS row 4: an agent's sold-report PDF carries their own branding).
 */
export async function findMyAgent(caller: Caller): Promise<ProfileRecord | undefined> {
  const own = await getProfile(caller.sub);
  const agentId = agentOfContact(own);
  if (agentId) return findAgent(agentId);
  if (caller.roles.includes('agent')) return own && own.status !== 'archived' ? own : undefined;
  return undefined;
}
