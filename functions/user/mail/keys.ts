import { createHash } from 'node:crypto';

/** The keys of the mail slice's items in the user table (functions/user/README.md "The user table"). */
export const mailKeys = {
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
} as const;

/** Sort-key prefixes for queries within one user's partition. */
export const mailSortPrefixes = {
  mailEvents: 'MAILEVENT#',
} as const;
