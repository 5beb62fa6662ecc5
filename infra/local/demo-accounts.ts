import type { Role } from '@shared/roles';

/**
 * The demo people of the local stack (README.md here lists them). Names are realistic for
 * Toronto; every address is @example.com, and the one password is for this machine only.
 * It meets the pool's policy (8+ characters, upper, lower, digit, symbol).
 */
export const demoPassword = 'Demo-pass-2026!';

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** The e-mail of the agent a client is assigned to. */
  agent?: string;
  phone?: string;
  address?: string;
}

export const demoAccounts: DemoAccount[] = [
  { email: 'admin@example.com', firstName: 'Priya', lastName: 'Raman', role: 'admin', phone: '416-555-0100' },
  { email: 'agent@example.com', firstName: 'Sarah', lastName: 'Thompson', role: 'agent', phone: '416-555-0110' },
  { email: 'agent2@example.com', firstName: 'David', lastName: 'Okafor', role: 'agent', phone: '647-555-0120' },
  {
    email: 'client@example.com',
    firstName: 'Olivia',
    lastName: 'Chen',
    role: 'client',
    agent: 'agent@example.com',
    phone: '416-555-0131',
    address: '42 Lowther Ave, Toronto, ON M5R 1C6',
  },
  {
    email: 'liam.patel@example.com',
    firstName: 'Liam',
    lastName: 'Patel',
    role: 'client',
    agent: 'agent@example.com',
    phone: '647-555-0132',
  },
  { email: 'emma.rossi@example.com', firstName: 'Emma', lastName: 'Rossi', role: 'client', agent: 'agent@example.com' },
  {
    email: 'noah.singh@example.com',
    firstName: 'Noah',
    lastName: 'Singh',
    role: 'client',
    agent: 'agent@example.com',
    phone: '416-555-0134',
  },
  {
    email: 'sophia.nguyen@example.com',
    firstName: 'Sophia',
    lastName: 'Nguyen',
    role: 'client',
    agent: 'agent2@example.com',
    phone: '437-555-0141',
  },
  {
    email: 'ethan.murphy@example.com',
    firstName: 'Ethan',
    lastName: 'Murphy',
    role: 'client',
    agent: 'agent2@example.com',
  },
  {
    email: 'ava.kowalski@example.com',
    firstName: 'Ava',
    lastName: 'Kowalski',
    role: 'client',
    agent: 'agent2@example.com',
    phone: '647-555-0143',
  },
  { email: 'lucas.martin@example.com', firstName: 'Lucas', lastName: 'Martin', role: 'client' },
  {
    email: 'chloe.tremblay@example.com',
    firstName: 'Chloe',
    lastName: 'Tremblay',
    role: 'client',
    phone: '416-555-0152',
  },
];

/** Invited but not signed up yet: they may register (invitation-only beta). */
export interface DemoInvitation {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  invitedBy: string;
  agent?: string;
}

export const demoInvitations: DemoInvitation[] = [
  {
    email: 'hannah.lee@example.com',
    firstName: 'Hannah',
    lastName: 'Lee',
    role: 'client',
    invitedBy: 'agent@example.com',
    agent: 'agent@example.com',
  },
  {
    email: 'mateo.silva@example.com',
    firstName: 'Mateo',
    lastName: 'Silva',
    role: 'client',
    invitedBy: 'agent2@example.com',
    agent: 'agent2@example.com',
  },
  {
    email: 'jordan.wright@example.com',
    firstName: 'Jordan',
    lastName: 'Wright',
    role: 'agent',
    invitedBy: 'admin@example.com',
  },
];

/** Asked to join; not invited yet. */
export const demoWaitlist: string[] = [
  'grace.kim@example.com',
  'omar.haddad@example.com',
  'isabella.costa@example.com',
];
