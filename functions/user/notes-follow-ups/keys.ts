/**
 * The partition of a contact's notes: the user's (`U#{id}`), or for someone invited who has not
 * signed up, whose id is their address, the invitation's (`I#{email}`, invitations/keys.ts); the
 * sign-up carries those to the new profile (`carryNotes`).
 */
export const notesPartition = (contactId: string) =>
  contactId.includes('@') ? `I#${contactId.toLowerCase()}` : `U#${contactId}`;

/** The keys of the notes-follow-ups slice's items in the user table: notes, the activity feed and showing requests, all but the anonymous feed in the user's partition (functions/user/README.md "The user table"). */
export const activityKeys = {
  note: (contactId: string, noteId: string) => ({ PK: notesPartition(contactId), SK: `NOTE#${noteId}` }),
  feed: (userId: string, time: string, id: string) => ({ PK: `U#${userId}`, SK: `FEED#${time}#${id}` }),
  anonymousFeed: (sessionId: string, time: string, id: string) => ({ PK: `S#${sessionId}`, SK: `FEED#${time}#${id}` }),
  /**
   * A showing request (the property service's Book a Showing, written through the service's `published.ts`):
   * in the partition of the user who asked, so their contact screen lists it with the rest of
   * their activity.
   */
  showingRequest: (userId: string, createdAt: string, id: string) => ({
    PK: `U#${userId}`,
    SK: `SHOWING#${createdAt}#${id}`,
  }),
} as const;

/** Their index keys, partition and sort key together: the repositories spread these into their items. */
export const activityIndexKeys = {
  /** GSI3: a month's feed items (analytics), a user's or an analytics session's. */
  feedOfMonth: (month: string, time: string, owner: { userId: string } | { sessionId: string }) => ({
    GSI3PK: `FEED#${month}`,
    GSI3SK: 'userId' in owner ? `${time}#${owner.userId}` : `${time}#S#${owner.sessionId}`,
  }),
} as const;

/** Sort-key prefixes for queries within one user's partition. */
export const activitySortPrefixes = {
  notes: 'NOTE#',
  feed: 'FEED#',
  showingRequests: 'SHOWING#',
} as const;
