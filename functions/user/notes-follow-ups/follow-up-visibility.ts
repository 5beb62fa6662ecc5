import type { FollowUp } from '@shared/users';

/**
 * The follow-up of a contact (a profile's, or an invitation's before its person signs up) as
 * `viewerId` may see it: only its author sees it (follow-up.ts); a seeded one without an author
 * is the contact's agent's. Its own module so that the slice's `published.ts` offers it without
 * bringing in the follow-up's writes.
 */
export function visibleFollowUp(
  followUp: { date: string; note: string; by?: string } | undefined,
  contactAgentId: string | undefined,
  viewerId: string,
): FollowUp | undefined {
  if (!followUp) return undefined;
  const author = followUp.by ?? contactAgentId;
  return author === viewerId ? { date: followUp.date, note: followUp.note } : undefined;
}
