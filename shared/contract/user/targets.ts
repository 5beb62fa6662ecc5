import type { OwnedTarget } from '../route';

/*
 * The user service's recurring owner rules (functions/user/README.md "The dashboard's calls on
 * a person"), shared by its slices' rows.
 */

/**
 * The dashboard's calls on one person (document 2 §7, issue 14): an agent reaches their own
 * contacts, an admin everyone, a client none; anyone else's id answers 404 like an unknown one.
 */
export const contact: OwnedTarget = { in: 'path', name: 'id', record: 'user', rule: 'agent-or-admin', refusal: 404 };

/** The same, and the caller's own profile too (the dashboard's profile screen on oneself). */
export const contactOrSelf: OwnedTarget = { ...contact, rule: 'self-or-agent-or-admin' };

/** Agents and admins (DECISIONS row 9: an admin may do everything an agent may, for anyone). */
export const staff = ['agent', 'admin'] as const;
