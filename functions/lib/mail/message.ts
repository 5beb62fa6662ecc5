import type { MailingList } from '@shared/unsubscribe';

/**
 * The agent a message speaks for (DECISIONS row 12): the From name reads "{name} via
 * {product}", replies go to the agent, and the footer shows their card.
 */
export interface AgentBrand {
  name: string;
  email?: string;
  phone?: string;
  /** An https URL the mail client can load (a signed headshot link, or the default image). */
  headshotUrl?: string;
}

/**
 * The body, as blocks rather than markup: the helper renders each into HTML (escaped) and
 * text, so nothing a user typed can become markup, and the two bodies always say the same.
 */
export type MailBlock =
  | { paragraph: string }
  /** A section's title (a neighbourhood's name in the newsletter). */
  | { heading: string }
  /** Label and value rows: a showing's day, a valuation's figures. */
  | { details: readonly (readonly [label: string, value: string])[] }
  /** Someone else's words, set apart (a requester's message). */
  | { quote: string }
  | { button: { label: string; url: string } };

/**
 * What a message is (DECISIONS row 38): transactional (invitations, codes, print requests,
 * showings), which carries no unsubscribe, or one of the lists a user can stop, which carries
 * RFC 8058's headers and a visible link signed for that user and list. Required, so that no
 * list mail goes out without its way out.
 */
export type MailKind = 'transactional' | { list: MailingList; userId: string };

export interface OutgoingMail {
  /** One recipient: suppression is per address and unsubscribing per user. */
  to: string;
  /**
   * Names this message among all we ever send (`showing:{id}`, `newsletter:{month}:{userId}`):
   * a second send with the same key sends nothing.
   */
  idempotencyKey: string;
  kind: MailKind;
  subject: string;
  blocks: readonly MailBlock[];
  /** The agent the message speaks for; without one it speaks for the product. */
  agent?: AgentBrand;
  /** Where replies go; by default the agent's address, when there is an agent. */
  replyTo?: string[];
  /**
   * The recipient's user id, when they have an account and the kind does not say it already
   * (list mail carries it): tagged on the message, so its SES events reach the user's record.
   */
  userId?: string;
}
