import { displayDate } from '@shared/format/dates';
import { fullName } from '@shared/full-name';
import { awaitsReview } from '@shared/home-value/review-request';
import type { HomeValuation } from '@shared/home-value/types';

/**
 * The owner's Next, while it waits on the agent (DECISIONS row 6, `awaitsReview`: requested and
 * not confirmed, or a confirmed value whose details changed since): said where Next was, on the
 * summary and on the list's card, so the owner knows it went (QA 70a M1: every page looked as
 * before, and each press sent it again). Undefined when nothing waits.
 */
export function reviewRequested(valuation: HomeValuation, viewerIsOwner: boolean): string | undefined {
  if (!awaitsReview(valuation) || !valuation.discussionRequestedAt) return undefined;
  const day = displayDate(valuation.discussionRequestedAt);
  if (!viewerIsOwner) return `Review requested on ${day}: ${valuation.user?.firstName ?? 'the owner'} asked for it.`;
  const who = valuation.agent ? fullName(valuation.agent) : 'Our team';
  return `Review requested on ${day}: ${who} will get back to you.`;
}
