import type { AgentDetails } from '@shared/agent';
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
  /** Agents: their page (document 1 §2.8). */
  agentDetails?: AgentDetails;
}

export const demoAccounts: DemoAccount[] = [
  { email: 'admin@example.com', firstName: 'Priya', lastName: 'Raman', role: 'admin', phone: '416-555-0100' },
  {
    email: 'agent@example.com',
    firstName: 'Sarah',
    lastName: 'Thompson',
    role: 'agent',
    phone: '416-555-0110',
    agentDetails: {
      website: 'https://www.sarahthompson.example',
      jobDescription: 'Sales Representative',
      aboutMe:
        'Sarah has helped Toronto families buy and sell homes for fifteen years, from first condos in Liberty Village to family houses in Leslieville and the Beaches. She grew up in the east end, knows its streets house by house, and reads every monthly sold report before her clients do.',
      socialMedias: {
        instagram: 'https://www.instagram.com/sarahthompson.example',
        linkedIn: 'https://www.linkedin.com/in/sarahthompson-example',
        facebook: 'https://www.facebook.com/sarahthompson.example',
      },
      testimonials: [
        'Sarah found us a semi in Leslieville two weeks before it would have hit the market. We could not have done it without her.',
        'Patient, honest and always one step ahead of the market. Our condo sold over asking in five days.',
      ],
    },
  },
  {
    email: 'agent2@example.com',
    firstName: 'David',
    lastName: 'Okafor',
    role: 'agent',
    phone: '647-555-0120',
    agentDetails: {
      jobDescription: 'Broker',
      aboutMe:
        'David works across Etobicoke and Mississauga, with a background in construction that helps his clients see past paint and staging to the bones of a house.',
      socialMedias: { linkedIn: 'https://www.linkedin.com/in/davidokafor-example' },
      testimonials: ['David spotted a foundation issue the inspector missed and saved us from a very costly mistake.'],
    },
  },
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
