import { isClientOnly, type GroupRole, type Role } from '@shared/roles';
import type { OwnershipRule } from '../../functions/lib/route';

/**
 * The people of the authorization matrix (authorization-matrix.int.test.ts) and the declared
 * rules of who reaches whom (DESIGN "Authorization is enforced on the server", "A staff user is
 * nobody's contact"; DECISIONS rows 9 and 45): what the matrix expects, worked out from these
 * declarations and never from what the code answers.
 */
export type PersonaKey =
  | 'client'
  | 'otherClient'
  | 'agent'
  | 'otherAgent'
  | 'admin'
  | 'archived'
  | 'demoted'
  | 'noProfile'
  | 'promotedAgent'
  | 'promotedAdmin'
  | 'reassigned';

export interface Persona {
  label: string;
  email: string;
  groups: GroupRole[];
  /** The profile item as the matrix leaves it (after `history`); none for `undefined`. */
  profile?: { roles: Role[]; agent?: PersonaKey; archived?: true };
  /**
   * The roles the API must grant (issue 11 hole 9): the token's groups that the profile also
   * names, client when none is left, and client without a profile.
   */
  actsAs: Role[];
  /**
   * How the matrix makes them, when they did not start as they are (issue 24): a client of
   * `clientOf` first, then given a staff role by an admin (through the role route itself), or
   * moved to another agent.
   */
  history?: { clientOf: PersonaKey; then: { promotedTo: GroupRole } | { movedTo: PersonaKey } };
}

export const personas: Record<PersonaKey, Persona> = {
  agent: {
    label: 'an agent',
    email: 'sarah.thompson@example.com',
    groups: ['agent'],
    profile: { roles: ['agent'] },
    actsAs: ['agent'],
  },
  otherAgent: {
    label: 'another agent',
    email: 'david.okafor@example.com',
    groups: ['agent'],
    profile: { roles: ['agent'] },
    actsAs: ['agent'],
  },
  client: {
    label: 'a client',
    email: 'olivia.chen@example.com',
    groups: [],
    profile: { roles: ['client'], agent: 'agent' },
    actsAs: ['client'],
  },
  otherClient: {
    label: "another agent's client",
    email: 'sophia.nguyen@example.com',
    groups: [],
    profile: { roles: ['client'], agent: 'otherAgent' },
    actsAs: ['client'],
  },
  admin: {
    label: 'an admin',
    email: 'priya.raman@example.com',
    groups: ['admin'],
    profile: { roles: ['admin'] },
    actsAs: ['admin'],
  },
  // An archived agent: being archived outweighs any role.
  archived: {
    label: 'an archived user',
    email: 'ethan.murphy@example.com',
    groups: ['agent'],
    profile: { roles: ['agent'], archived: true },
    actsAs: [],
  },
  // The agent group is still in the token, but the profile no longer names the role.
  demoted: {
    label: 'a demoted agent',
    email: 'marcus.reid@example.com',
    groups: ['agent'],
    profile: { roles: ['client'] },
    actsAs: ['client'],
  },
  noProfile: {
    label: 'an agent without a profile',
    email: 'nadia.khan@example.com',
    groups: ['agent'],
    actsAs: ['client'],
  },
  // Issue 24 H1: a client the agent invited, made an agent, then an admin; nobody's contact since.
  promotedAgent: {
    label: 'a former client of this agent, now an agent',
    email: 'liam.patel@example.com',
    groups: ['agent'],
    profile: { roles: ['agent'] },
    actsAs: ['agent'],
    history: { clientOf: 'agent', then: { promotedTo: 'agent' } },
  },
  promotedAdmin: {
    label: 'a former client of this agent, now an admin',
    email: 'emma.rossi@example.com',
    groups: ['admin'],
    profile: { roles: ['admin'] },
    actsAs: ['admin'],
    history: { clientOf: 'agent', then: { promotedTo: 'admin' } },
  },
  reassigned: {
    label: 'a client whose agent was changed',
    email: 'noah.singh@example.com',
    groups: [],
    profile: { roles: ['client'], agent: 'otherAgent' },
    actsAs: ['client'],
    history: { clientOf: 'agent', then: { movedTo: 'otherAgent' } },
  },
};

export const personaKeys = Object.keys(personas) as PersonaKey[];

/** The agent whose contact a persona is: the one on their profile, while they hold no staff role. */
export function agentOfContact(key: PersonaKey): PersonaKey | undefined {
  const profile = personas[key].profile;
  return profile && isClientOnly(profile.roles) ? profile.agent : undefined;
}

/** Whether `caller` may reach a record of `target` (a persona, or undefined for no one) under `rule`. */
export function mayReach(rule: OwnershipRule, caller: PersonaKey, target: PersonaKey | undefined): boolean {
  const acts = personas[caller].actsAs;
  const self = target === caller;
  const theirAgent = acts.includes('agent') && target !== undefined && agentOfContact(target) === caller;
  const agentOrAdmin = acts.includes('admin') || theirAgent;
  if (rule === 'self') return self;
  if (rule === 'self-or-admin') return self || acts.includes('admin');
  if (rule === 'agent-or-admin') return agentOrAdmin;
  return self || agentOrAdmin;
}

/**
 * Whose records may appear in an answer to `caller` (issue 24: an allowed cell's answer owners):
 * their own, their contacts' when they act as an agent, everyone's for an admin, and their own
 * agent (who brands their valuations and reports).
 */
export function reachOf(caller: PersonaKey): Set<PersonaKey> {
  const acts = personas[caller].actsAs;
  if (acts.includes('admin')) return new Set(personaKeys);
  const reach = new Set<PersonaKey>([caller]);
  if (acts.includes('agent')) for (const key of personaKeys) if (agentOfContact(key) === caller) reach.add(key);
  const own = agentOfContact(caller);
  if (own) reach.add(own);
  return reach;
}

/** Whether a persona writes notes (a profile, and the agent or admin role the API grants). */
export const writesNotes = (key: PersonaKey) =>
  personas[key].profile !== undefined && personas[key].actsAs.some((role) => role === 'agent' || role === 'admin');

/** Whether a persona can be given a valuation (an active profile of no staff role). */
export const assignable = (key: PersonaKey) =>
  personas[key].profile !== undefined && !personas[key].profile?.archived && isClientOnly(personas[key].profile?.roles);
