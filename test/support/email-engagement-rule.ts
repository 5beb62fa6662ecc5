/**
 * Issue 16's follow-up suggestion rule, stated for the seed's tests apart from the code that
 * applies it: a person's opens and clicks (their feed items), two within 7 days, suggest a
 * follow-up to a contact without one; each open or click that meets it writes the suggestion
 * again, so the one left is of the last that did. Undefined when none did or a follow-up is set.
 */
export function expectedEngagementSuggestion(
  feed: readonly { feedType: unknown; time: unknown }[],
  followUp: unknown,
): { reason: 'emailEngagement'; at: string } | undefined {
  const times = feed
    .filter((item) => item.feedType === '_email.open' || item.feedType === '_email.click')
    .map((item) => String(item.time))
    .sort();
  const week = 7 * 86_400_000;
  const met = times.filter((at) => times.filter((t) => t <= at && Date.parse(t) >= Date.parse(at) - week).length >= 2);
  const at = met.at(-1);
  return followUp || at === undefined ? undefined : { reason: 'emailEngagement', at };
}
