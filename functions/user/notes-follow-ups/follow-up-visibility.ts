import type { FollowUp } from '@shared/users';

/**
 * The follow-up of a contact (a profile's, or an invitation's before its person signs up) that
 * `viewerId` may see: their own, as the item's `followUps` keeps it by author
 * (accounts/follow-up-expression.ts); nobody sees another's (follow-up.ts). Its own module so that
 * the slice's `published.ts` offers it without bringing in the follow-up's writes.
 */
export function visibleFollowUp(
  followUps: Record<string, FollowUp> | undefined,
  viewerId: string,
): FollowUp | undefined {
  const mine = followUps && Object.hasOwn(followUps, viewerId) ? followUps[viewerId] : undefined;
  return mine && { date: mine.date, note: mine.note };
}
