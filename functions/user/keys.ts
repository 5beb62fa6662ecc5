import { createHash } from 'node:crypto';

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
  /** A contact import's progress (contact-import/): one item, updated as the job goes. */
  contactImport: (id: string) => ({ PK: `IMPORT#${id}`, SK: 'IMPORT' }),
  rateLimit: (bucket: string, callerKey: string, windowStart: string) => ({
    PK: `RATE#${bucket}#${callerKey}`,
    SK: windowStart,
  }),
  /**
   * A showing request (the property service's Book a Showing, written through `published.ts`):
   * in the partition of the user who asked, so their contact screen lists it with the rest of
   * their activity.
   */
  /**
   * What a deleted user leaves in the user list's change feed (users-list/README.md), so that
   * every warm read model drops them: the item itself carries only the id.
   */
  listTombstone: (userId: string) => ({ PK: `GONE#${userId}`, SK: 'GONE' }),
  /** The same for a deleted invitation (an invited person who never signed up). */
  invitationTombstone: (email: string) => ({ PK: `GONE#I#${email}`, SK: 'GONE' }),
  /**
   * A user's deletion under way (`DELETE /users/{id}`, deletion-repository.ts): who asked,
   * the steps done. Its own partition, so deleting the user's partition never touches it.
   */
  deletion: (userId: string) => ({ PK: `DELETION#${userId}`, SK: 'DELETION' }),
  showingRequest: (userId: string, createdAt: string, id: string) => ({
    PK: `U#${userId}`,
    SK: `SHOWING#${createdAt}#${id}`,
  }),
  /**
   * An address nothing may be sent to (functions/lib/mail/): it bounced for good, its owner
   * complained, or asked us to stop everything. Keyed by the address, as every check starts from it.
   */
  mailSuppression: (email: string) => ({ PK: `SUPPRESS#${email}`, SK: 'SUPPRESSION' }),
  /** One message's idempotency key (functions/lib/mail/): taken once, before the send. */
  mailClaim: (key: string) => ({ PK: `MAIL#${key}`, SK: 'CLAIM' }),
  /**
   * One month's newsletter campaign (newsletter/README.md): its runs and pause, and beside it
   * one item per recipient saying what became of their e-mail, so the status is one Query.
   */
  newsletterCampaign: (month: string) => ({ PK: `NEWSLETTER#${month}`, SK: 'CAMPAIGN' }),
  newsletterRecipient: (month: string, userId: string) => ({ PK: `NEWSLETTER#${month}`, SK: `R#${userId}` }),
  /**
   * A message SES accepted (mail-events/README.md): to whom, for which user, what kind; its
   * SES events sit in the same partition, one item per event.
   */
  mailMessage: (messageId: string) => ({ PK: `MAILMSG#${messageId}`, SK: 'MESSAGE' }),
  mailEvent: (messageId: string, at: string, type: string, recipient: string) => ({
    PK: `MAILMSG#${messageId}`,
    SK: `EVENT#${at}#${type}#${recipient}`,
  }),
  /**
   * A message's click reference (its tracked links' click ids start with it) to its SES message
   * id: the e-mail redirect's `POST /email/click/{id}` finds the message by it.
   */
  mailClick: (clickReference: string) => ({ PK: `MAILCLICK#${clickReference}`, SK: 'MESSAGE' }),
  /** The same event in the user's partition, so their history lists it (and their erasure takes it). */
  userMailEvent: (userId: string, at: string, messageId: string, type: string) => ({
    PK: `U#${userId}`,
    SK: `MAILEVENT#${at}#${messageId}#${type}`,
  }),
  /**
   * One send in the sending-health window: one partition, sorted by time, so the last 1,000 are
   * one query; a hard bounce or complaint marks it. A busy day's 14 sends a second stay far below
   * a partition's write limit.
   */
  mailSend: (sentAt: string, messageId: string) => ({ PK: 'MAILSENDS', SK: `${sentAt}#${messageId}` }),
  /** Whether bulk sending is paused, why, and the last resume. */
  sendingState: () => ({ PK: 'MAILHEALTH', SK: 'SENDING' }),
  /**
   * One month's e-mail counts (mail-events/README.md "E-mail analytics"): `scope` is `ALL`
   * (everyone's, the admin's answer) or `AGENT#{agentId}` (that agent's contacts'); `member` is
   * `TOTAL` or `U#{userId}` (one person's, the side panel). Kept current as events arrive.
   */
  emailStats: (month: string, scope: string, member: string) => ({ PK: `EMAILSTATS#${month}#${scope}`, SK: member }),
  /**
   * That an e-mail event was counted: taken once, so an event SNS delivers twice counts once. The
   * key is hashed: it may name a recipient, whose address must not outlive their erasure.
   */
  emailActivity: (key: string) => ({
    PK: `EMAILACT#${createHash('sha256').update(key).digest('base64url')}`,
    SK: 'COUNTED',
  }),
  /** An agent's own address as an SES sending identity (sender-identity.ts): pending or verified. */
  senderIdentity: (email: string) => ({ PK: `SENDER#${email}`, SK: 'IDENTITY' }),
  /**
   * First-party web analytics (web-analytics/): the day's visitor salt (deleted after 48 hours),
   * a visitor seen on a day (the salted hash, never an address), a browser session's state
   * between its page views, and the per-day and per-month rollups the dashboard reads.
   */
  analyticsSalt: (day: string) => ({ PK: `ASALT#${day}`, SK: 'SALT' }),
  analyticsVisitor: (day: string, visitorHash: string) => ({ PK: `AVISITOR#${day}#${visitorHash}`, SK: 'VISITOR' }),
  analyticsSession: (sessionKey: string) => ({ PK: `ASESSION#${sessionKey}`, SK: 'SESSION' }),
  analyticsRollup: (period: 'DAY' | 'MONTH', value: string) => ({ PK: `AROLLUP#${period}#${value}`, SK: 'ROLLUP' }),
} as const;

/** Sort-key prefixes for queries within one user's partition. */
export const userSortPrefixes = {
  followings: 'FOLLOW#',
  notes: 'NOTE#',
  feed: 'FEED#',
  showingRequests: 'SHOWING#',
  mailEvents: 'MAILEVENT#',
} as const;

/**
 * The index keys of each entity, partition and sort key together (README.md's table): the
 * repositories spread these into their items and build no key of their own.
 */
export const userIndexKeys = {
  /** GSI1: an agent's people, a contact. */
  agentContact: (agentId: string, userId: string) => ({ GSI1PK: `AGENT#${agentId}`, GSI1SK: `U#${userId}` }),
  /** GSI1: an agent's people, an invited contact. */
  agentInvitation: (agentId: string, email: string) => ({ GSI1PK: `AGENT#${agentId}`, GSI1SK: `I#${email}` }),
  /** GSI2: everything known about one e-mail address: a profile, an invitation, a waitlist entry. */
  profileByEmail: (email: string, userId: string) => ({ GSI2PK: `EMAIL#${email}`, GSI2SK: `U#${userId}` }),
  /** The query for the profiles among what is known about one address: partition and sort-key prefix. */
  profilesByEmail: (email: string) => ({ GSI2PK: `EMAIL#${email}`, GSI2SKPrefix: 'U#' }),
  invitationByEmail: (email: string) => ({ GSI2PK: `EMAIL#${email}`, GSI2SK: `I#${email}` }),
  waitlistByEmail: (email: string) => ({ GSI2PK: `EMAIL#${email}`, GSI2SK: `W#${email}` }),
  /** GSI2 (second use): who follows a neighbourhood or property. */
  follower: (kind: 'N' | 'P', id: string, userId: string) => ({
    GSI2PK: `FOLLOWED#${kind}#${id}`,
    GSI2SK: `U#${userId}`,
  }),
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
  /** GSI3: entities of one type in time order (the waitlist, feedback, the deletions under way). */
  ofType: (type: 'WAITLIST' | 'FEEDBACK' | 'DELETION' | 'IMPORT', createdAt: string, id: string) => ({
    GSI3PK: `TYPE#${type}`,
    GSI3SK: `${createdAt}#${id}`,
  }),
  /** GSI3: a month's feed items (analytics), a user's or an analytics session's. */
  feedOfMonth: (month: string, time: string, owner: { userId: string } | { sessionId: string }) => ({
    GSI3PK: `FEED#${month}`,
    GSI3SK: 'userId' in owner ? `${time}#${owner.userId}` : `${time}#S#${owner.sessionId}`,
  }),
} as const;
