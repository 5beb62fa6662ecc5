import type { Role } from '@shared/roles';

/** What the shell needs to know about the signed-in user; the root route assembles it. */
export interface ShellUser {
  name: string;
  email: string;
  roles: readonly Role[];
  /** The profile has an agent assigned (`agentId`). */
  hasAgent: boolean;
  /** Their headshot, once the profile is read; the default image stands in until then and without one. */
  headshotUrl?: string;
}

/** The user's agent as the mobile menu shows it (document 3 §2.2). */
export interface ShellAgent {
  id: string;
  name: string;
  email: string;
  phone?: string;
  headshotUrl?: string;
}
