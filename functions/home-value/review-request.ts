import type { ValuationRecord } from './valuation-record';

/**
 * Whether the valuation waits on its agent's review (document 3 §2.9: requested, not confirmed),
 * or on a new one: asked for after the owner changed the home's details since its confirmation,
 * as the page tells them Next does (QA 63a M1: the request was thanked for, and never listed).
 */
export function awaitsReview(record: ValuationRecord): boolean {
  const asked = record.discussionRequestedAt;
  if (!asked) return false;
  if (!record.confirmed) return true;
  const { confirmedAt, detailsChangedAt } = record;
  return Boolean(confirmedAt && detailsChangedAt && detailsChangedAt > confirmedAt && asked > confirmedAt);
}
