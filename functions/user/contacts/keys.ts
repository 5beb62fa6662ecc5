/** The keys of the contacts slice's items in the user table (functions/user/README.md "The user table"). */
export const contactKeys = {
  /**
   * What a deleted user leaves in the user list's change feed (users-list/README.md), so that
   * every warm read model drops them: the item itself carries only the id.
   */
  listTombstone: (userId: string) => ({ PK: `GONE#${userId}`, SK: 'GONE' }),
  /** The same for a deleted invitation (an invited person who never signed up). */
  invitationTombstone: (email: string) => ({ PK: `GONE#I#${email}`, SK: 'GONE' }),
} as const;
