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
