import type { Role } from '@shared/roles';

/** What the shell needs to know about the signed-in user; the root route assembles it. */
export interface ShellUser {
  name: string;
  email: string;
  roles: readonly Role[];
  /** The profile has an agent assigned (`agentId`). */
  hasAgent: boolean;
}

/** The user's agent as the mobile menu shows it (document 3 §2.2). */
export interface ShellAgent {
  id: string;
  name: string;
  email: string;
  phone?: string;
  headshotUrl?: string;
}
