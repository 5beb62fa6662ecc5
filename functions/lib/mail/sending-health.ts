/**
 * When bulk sending pauses itself (issue 16 "Throttling and pausing"): over the last 1,000
 * sends, a hard-bounce rate over 2% or a complaint rate over 0.08%, below SES's own review
 * levels (5% and 0.1%) so that we stop before SES looks at the account. Pure: the ledger counts,
 * this decides. The figures are in basis points (1/100 of a percent) so the comparisons are
 * exact integers: 20 bounces in 1,000 is 2.00% and does not pause, 21 does.
 */

/** How many of the latest sends the rates are taken over. */
export const healthWindow = 1000;
/** The bounce rate, in basis points, that a window may reach but not pass (2%). */
export const bounceLimitBp = 200;
/** The complaint rate, in basis points, that a window may reach but not pass (0.08%). */
export const complaintLimitBp = 8;

/** What the ledger counted over the window. */
export interface SendingCounts {
  /** Sends in the window (at most `healthWindow`). */
  sends: number;
  /** Of those, how many bounced for good (bounceType Permanent). */
  bounces: number;
  /** Of those, how many a recipient marked as spam. */
  complaints: number;
}

export type PauseReason = 'bounces' | 'complaints';

export interface SendingAssessment extends SendingCounts {
  /** The divisor: the window's size even when fewer sends were made (see below). */
  over: number;
  /** Rates in percent, for people (two decimals). */
  bounceRate: number;
  complaintRate: number;
  /** Why sending must pause; undefined while it may go on. */
  pause?: PauseReason;
}

/**
 * The rates over the window, and whether they call for a pause. A window not yet full (a new
 * product, or the sends since an admin's resume) is divided by 1,000 all the same, as if its
 * missing sends had been delivered: otherwise the first bounce of the first ten sends (10%)
 * would pause everything. So, however few were sent, 20 hard bounces may come and the 21st
 * pauses, and any complaint pauses (1 in 1,000 is 0.1%, over 0.08%).
 */
export function assessSending(counts: SendingCounts): SendingAssessment {
  const over = Math.max(counts.sends, healthWindow);
  // count / over > limit / 10,000, multiplied out so that no division rounds.
  const passes = (count: number, limitBp: number) => count * 10_000 > limitBp * over;
  const percent = (count: number) => Math.round((count * 10_000) / over) / 100;
  const pause: PauseReason | undefined = passes(counts.bounces, bounceLimitBp)
    ? 'bounces'
    : passes(counts.complaints, complaintLimitBp)
      ? 'complaints'
      : undefined;
  return {
    ...counts,
    over,
    bounceRate: percent(counts.bounces),
    complaintRate: percent(counts.complaints),
    ...(pause && { pause }),
  };
}

/** The stored pause: why, the figures that tripped it, and when (ISO instant). */
export interface SendingPause {
  reason: PauseReason;
  pausedAt: string;
  figures: SendingAssessment;
}
