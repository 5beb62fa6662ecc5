import { displayDate } from '@shared/format/dates';
import { fullName } from '@shared/full-name';
import { awaitsReview } from '@shared/home-value/review-request';
import type { HomeValuation } from '@shared/home-value/types';

/** What the owner's Next left on the valuation, as a page says it. */
export interface RequestState {
  text: string;
  /** Waiting on the agent's review: Next gives way to the text (asked again, it changes nothing). */
  waiting: boolean;
}

/**
 * The owner's Next, said where Next is, on the summary and (waiting) on the list's card, so the
 * owner knows it went (QA 70a M1: every page looked as before, and each press sent it again).
 * Waiting (DECISIONS row 6, `awaitsReview`: requested and not confirmed, or a confirmed value
 * whose details changed since): "Review requested on {day}…". A confirmed value's owner asks to
 * get in touch, which nothing on record answers: when they last asked, and Next stays, to ask
 * again (review 70 L3). Undefined when they have not asked since the value they see.
 */
export function requestState(valuation: HomeValuation, viewerIsOwner: boolean): RequestState | undefined {
  const asked = valuation.discussionRequestedAt;
  if (!asked) return undefined;
  const day = displayDate(asked);
  const agent = valuation.agent && fullName(valuation.agent);
  const owner = valuation.user?.firstName ?? 'The owner';
  if (awaitsReview(valuation)) {
    return {
      waiting: true,
      text: viewerIsOwner
        ? `Review requested on ${day}: ${agent ?? 'Our team'} will get back to you.`
        : `Review requested on ${day}: ${owner} asked for it.`,
    };
  }
  if (!valuation.confirmed || !valuation.confirmedAt || asked <= valuation.confirmedAt) return undefined;
  return {
    waiting: false,
    text: viewerIsOwner
      ? `You asked ${agent ?? 'our team'} to get in touch on ${day}.`
      : `${owner} asked to get in touch on ${day}.`,
  };
}
