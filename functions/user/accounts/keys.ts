/**
 * The keys of the accounts slice's items in the user table (functions/user/README.md "The user
 * table"; each slice's keys.ts holds its own items' keys). Ids: a user is the Cognito `sub`;
 * e-mail addresses are stored lower-cased. The profile's keys are every slice's: they are
 * published (published.ts here).
 */
export const accountKeys = {
  profile: (userId: string) => ({ PK: `U#${userId}`, SK: 'PROFILE' }),
} as const;

/** Their index keys, partition and sort key together: the repositories spread these into their items. */
export const accountIndexKeys = {
  /** GSI1: an agent's people, a contact. */
  agentContact: (agentId: string, userId: string) => ({ GSI1PK: `AGENT#${agentId}`, GSI1SK: `U#${userId}` }),
  /** GSI2: everything known about one e-mail address: a profile, an invitation, a waitlist entry. */
  profileByEmail: (email: string, userId: string) => ({ GSI2PK: `EMAIL#${email}`, GSI2SK: `U#${userId}` }),
  /** The query for the profiles among what is known about one address: partition and sort-key prefix. */
  profilesByEmail: (email: string) => ({ GSI2PK: `EMAIL#${email}`, GSI2SKPrefix: 'U#' }),
  /**
   * GSI3: the people of the dashboard's user list, profiles and invitations, by when each
   * last changed (users-list/README.md): the list's read model loads a partition whole once
   * and then reads only what changed since. Every write of a profile or an invitation sets it
   * again, with the real time of the write (`listChangeStamp`), never the injected clock.
   */
  listed: (type: 'USER' | 'INVITE', changedAt: string, id: string) => ({
    GSI3PK: `TYPE#${type}`,
    GSI3SK: `${changedAt}#${id}`,
  }),
} as const;
