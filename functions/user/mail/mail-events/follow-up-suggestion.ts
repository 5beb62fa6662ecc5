import { followUpSuggestionDays, reportOpensSuggestionCount, type FollowUpSuggestion } from '@shared/users';
import { listFeedItems, visibleFollowUp, type FeedItem } from '../../notes-follow-ups/published';
import { agentOfContact, getProfile, type ProfileRecord, writeFollowUpSuggestion } from '../../accounts/published';

const dayMs = 86_400_000;
const engagements = new Set(['_email.open', '_email.click']);

/**
 * Follow-up suggestions (issue 16): a contact who opened or clicked e-mails twice within 7 days
 * is suggested to their agent, unless the agent has set a follow-up (setting one clears the
 * suggestion: managed-profile-repository.ts). Only people's events are feed items, so a proxy's prefetch
 * or a scanner's click never suggests anyone. The two events may be of one message (a reader
 * who comes back to it) or two. The rule itself, pure: the suggestion a person's open or click
 * at `at` makes, given their feed items (those outside the 7 days up to `at` do not count), or
 * undefined. The local seed applies it to its sample activity too (infra/local/seed).
 */
export function emailEngagementSuggestion(
  items: readonly Pick<FeedItem, 'feedType' | 'time'>[],
  at: Date,
): FollowUpSuggestion | undefined {
  const from = new Date(at.getTime() - followUpSuggestionDays * dayMs).toISOString();
  const to = at.toISOString();
  const count = items.filter((item) => engagements.has(item.feedType) && item.time >= from && item.time <= to).length;
  return count < 2 ? undefined : { reason: 'emailEngagement', at: to };
}

/** Called after a person's open or click is a feed item; reads the contact's feed of the 7 days before it. */
export async function suggestFollowUpAfter(profile: ProfileRecord, at: Date): Promise<boolean> {
  const agentId = agentOfContact(profile);
  if (!agentId || visibleFollowUp(profile.followUps, agentId)) return false;
  const from = new Date(at.getTime() - followUpSuggestionDays * dayMs).toISOString();
  const suggestion = emailEngagementSuggestion(await listFeedItems(profile.id, from, at.toISOString()), at);
  return suggestion ? writeFollowUpSuggestion(profile.id, agentId, suggestion) : false;
}

/** A sold report opened, or the contact's own valuation viewed (published.ts `view`). */
const isReportOpen = (item: { feedType: string; event?: unknown }) =>
  item.feedType === 'OpenSoldReport' || (item.feedType === 'HomeValue' && item.event === 'view');

/**
 * Issue 29: a client who opened a sold report or their valuation 3 times within 7 days is
 * suggested to their agent, unless the agent has set a follow-up. Only signed-in opens are feed items of a
 * person (a visitor's have no identity), so no machine counts. Called after such an open.
 */
export async function suggestFollowUpAfterReportOpen(userId: string, at: Date): Promise<boolean> {
  const profile = await getProfile(userId);
  const agentId = agentOfContact(profile);
  if (!agentId || visibleFollowUp(profile?.followUps, agentId)) return false;
  const from = new Date(at.getTime() - followUpSuggestionDays * dayMs).toISOString();
  const items = await listFeedItems(userId, from, at.toISOString());
  if (items.filter(isReportOpen).length < reportOpensSuggestionCount) return false;
  return writeFollowUpSuggestion(userId, agentId, { reason: 'reportOpens', at: at.toISOString() });
}
