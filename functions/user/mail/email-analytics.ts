import { emailAnalyticsTypes, type EmailAnalyticsAnswer, type EmailUserCount } from '@shared/analytics';
import { fullName } from '@shared/full-name';
import { agentScope, emailStatsOf, everyoneScope, type EmailCounter } from './mail-events/email-stats-repository';
import { usersList } from '../contacts/published';

/**
 * `GET /analytics/email` (an admin: everyone's mail) and `GET /analytics/agentemail` (an agent:
 * their contacts'), DECISIONS row 15: one month's answer from its rollups
 * (mail-events/email-stats-repository.ts), one Query of one partition, never the raw events.
 * People's counts, with machines' opens and clicks beside (DECISIONS row 39). Names and
 * addresses come from the users list's read model, so they are today's, and an agent sees them
 * only for their current contacts: a person no longer listed (deleted) or moved to another agent
 * is a line with no name or address (review finding 4).
 */
export async function emailAnalytics(
  viewer: { everyone: true } | { agentId: string },
  month: string,
): Promise<EmailAnalyticsAnswer> {
  const scope = 'agentId' in viewer ? agentScope(viewer.agentId) : everyoneScope;
  const stats = await emailStatsOf(month, scope);
  const total = stats.find((item) => item.member === 'TOTAL');
  const people = stats.filter((item) => item.member !== 'TOTAL' && item.userId);
  const list = people.length > 0 ? await usersList() : undefined;
  const named = people.map((item) => {
    const listed = list?.get(item.userId!);
    // A contact who moved keeps their counts with a former agent, but not their name or address.
    const row = 'agentId' in viewer && listed?.item.agentId !== viewer.agentId ? undefined : listed;
    return {
      item,
      uid: item.userId!,
      name: row ? fullName(row.item.details) : '',
      email: row?.item.details.email ?? '',
    };
  });

  return {
    month,
    items: emailAnalyticsTypes.map((feedType) => {
      const counter = feedType.slice('_email.'.length) as EmailCounter;
      const machine = counter === 'open' || counter === 'click' ? total?.counts[`${counter}Machine`] : 0;
      const userAndCounts: EmailUserCount[] = named
        .filter(({ item }) => item.counts[counter] > 0)
        .map(({ item, uid, name, email }) => ({ uid, name, email, count: item.counts[counter] }))
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
      return { feedType, count: total?.counts[counter] ?? 0, machineCount: machine ?? 0, userAndCounts };
    }),
  };
}
