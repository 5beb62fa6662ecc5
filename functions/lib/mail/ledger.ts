import type { SendingPause } from './sending-health';

/**
 * The store the mail helper checks before every send: a port, because its records live in
 * the user table, whose keys the user service owns, and functions/lib imports no service
 * (README.md here). The user service implements it (`mailLedger` in functions/user/published.ts)
 * and every caller of `sendMail` hands it in, as the rate limiter takes its counter store.
 */
export interface MailLedger {
  /**
   * Whether nothing may be sent to this address (lower-cased): it bounced for good, its owner
   * complained, or asked us to stop everything.
   */
  isSuppressed(address: string): Promise<boolean>;
  /**
   * Takes `claim.key` for one message, in one conditional write: true the first time, false
   * when the key was taken before (the message was sent, or is being sent, already).
   */
  claim(claim: MailClaim): Promise<boolean>;
  /** Gives a key back after SES refused the message, so the same send can be tried again. */
  release(key: string): Promise<void>;
  /**
   * Notes a message SES accepted: the SES event handler finds its recipient and user by the
   * message id, and the sending-health window (the last 1,000 sends) counts it.
   */
  recordSent(sent: SentMail): Promise<void>;
  /** The pause bulk sending is under (sending-health.ts), or undefined while it may send. */
  sendingPause(): Promise<SendingPause | undefined>;
  /**
   * Whether SES has verified this address as a sending identity of its own (an agent who
   * asked, `POST /verifySesIdentity/{id}`): then mail speaking for them is sent from it.
   */
  isVerifiedSender(address: string): Promise<boolean>;
}

/** A message SES accepted, as the helper tagged it. */
export interface SentMail {
  messageId: string;
  to: string;
  /** What kind of message: the idempotency key's first part (`invitation`, `newsletter`, ...). */
  campaign: string;
  /** The user it was sent to, when the sender knows (list mail always does). */
  userId?: string;
  /** ISO instant, by the injected clock. */
  sentAt: string;
  /** The first part of the click ids of its tracked links (tracked-link.ts), when it has any. */
  clickReference?: string;
}

/** One message's idempotency record. */
export interface MailClaim {
  key: string;
  to: string;
  /** ISO instant of the send, by the injected clock. */
  claimedAt: string;
  /** Epoch seconds after which the store may forget the key (the table's TTL). */
  expiresAt: number;
}
