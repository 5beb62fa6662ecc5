/**
 * Every key of the user table, in one place (README.md here explains the design).
 * Ids: a user is the Cognito `sub`; e-mail addresses are stored lower-cased.
 */
export const userKeys = {
  profile: (userId: string) => ({ PK: `U#${userId}`, SK: 'PROFILE' }),
  invitation: (email: string) => ({ PK: `I#${email}`, SK: 'INVITE' }),
  waitlist: (email: string) => ({ PK: `W#${email}`, SK: 'WAITLIST' }),
  following: (userId: string, kind: 'N' | 'P', id: string) => ({ PK: `U#${userId}`, SK: `FOLLOW#${kind}#${id}` }),
  note: (contactId: string, noteId: string) => ({ PK: `U#${contactId}`, SK: `NOTE#${noteId}` }),
  feed: (userId: string, time: string, id: string) => ({ PK: `U#${userId}`, SK: `FEED#${time}#${id}` }),
  anonymousFeed: (sessionId: string, time: string, id: string) => ({ PK: `S#${sessionId}`, SK: `FEED#${time}#${id}` }),
  feedback: (id: string) => ({ PK: `FEEDBACK#${id}`, SK: 'FEEDBACK' }),
  rateLimit: (bucket: string, callerKey: string, windowStart: string) => ({
    PK: `RATE#${bucket}#${callerKey}`,
    SK: windowStart,
  }),
} as const;

/** Sort-key prefixes for queries within one user's partition. */
export const userSortPrefixes = {
  followings: 'FOLLOW#',
  notes: 'NOTE#',
  feed: 'FEED#',
} as const;

/** GSI1: an agent's people (contacts and invited contacts). */
export const byAgent = (agentId: string) => ({ GSI1PK: `AGENT#${agentId}` });
/** GSI2: everything known about one e-mail address (profile, invitation, waitlist). */
export const byEmail = (email: string) => ({ GSI2PK: `EMAIL#${email}` });
/** GSI2 (second use): who follows a neighbourhood or property. */
export const byFollowed = (kind: 'N' | 'P', id: string) => ({ GSI2PK: `FOLLOWED#${kind}#${id}` });
/** GSI3: entities of one type in time order (admin lists, exports, analytics by month). */
export const byType = (type: 'USER' | 'INVITE' | 'WAITLIST' | 'FEEDBACK') => ({ GSI3PK: `TYPE#${type}` });
export const byFeedMonth = (month: string) => ({ GSI3PK: `FEED#${month}` });
