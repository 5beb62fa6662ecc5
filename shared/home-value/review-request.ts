import type { HomeValuation } from './types';

/** What the rule reads of a valuation: the stored record and the answer's view both carry it. */
export type ReviewState = Pick<
  HomeValuation,
  'confirmed' | 'confirmedAt' | 'detailsChangedAt' | 'discussionRequestedAt'
>;

/**
 * Whether the valuation waits on its agent's review (document 3 §2.9: requested, not confirmed),
 * or on a new one: a confirmed value whose home's details changed since its confirmation, with a
 * request made since it too (QA 63a M1: the owner's Next after a change was thanked for, and
 * never listed). A request to get in touch made after the confirmation, and a change after it,
 * list it as well: the agent has a value to review, and an owner who asked to talk.
 */
export function awaitsReview(record: ReviewState): boolean {
  const asked = record.discussionRequestedAt;
  if (!asked) return false;
  if (!record.confirmed) return true;
  const { confirmedAt, detailsChangedAt } = record;
  return Boolean(confirmedAt && detailsChangedAt && detailsChangedAt > confirmedAt && asked > confirmedAt);
}
