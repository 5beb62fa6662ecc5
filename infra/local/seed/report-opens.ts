import { addMonths, currentMonth, toRouteMonth } from '@shared/months';
import { activityIndexKeys, activityKeys } from '../../../functions/user/notes-follow-ups/keys';
import { rawEventExpiry, rawEventMonths } from '../../../functions/user/web-analytics/record-hit';
import { createRandom } from './random';

/**
 * The sold reports the demo contacts opened, as activity-feed items (QA 21): the seed gives each
 * contact a lifetime `totalReportOpen` (seed/people.ts), and the live path writes an
 * `OpenSoldReport` item for every open it counts (functions/user/web-analytics/handlers/events.ts),
 * so the Activity tab showed none of the 202 opens its Insights counted. Each open falls between
 * the account's creation and its last login, on one of the two or three neighbourhoods the
 * contact reads, and is of the report of the month before (the one a month's e-mail brings);
 * opens older than the items' retention (25 months) are not written, as they would have expired.
 * Deterministic for a seed, people and date; pure, the caller writes the items.
 */
export interface ReportReader {
  id: string;
  createdAt: string;
  lastLoginAt?: string;
  totalReportOpen: number;
}

export function generateReportOpens(options: {
  seed: string;
  people: readonly ReportReader[];
  neighbourhoodIds: readonly string[];
  now: Date;
}): Record<string, unknown>[] {
  const random = createRandom(`report-opens:${options.seed}`);
  const kept = Date.parse(`${addMonths(currentMonth(options.now), -rawEventMonths)}-01T00:00:00Z`);
  const items: Record<string, unknown>[] = [];
  for (const person of options.people) {
    if (person.totalReportOpen === 0 || !person.lastLoginAt || options.neighbourhoodIds.length === 0) continue;
    const read = Array.from({ length: random.int(2, 3) }, () => random.pick(options.neighbourhoodIds));
    const from = Date.parse(person.createdAt);
    const to = Math.min(Date.parse(person.lastLoginAt), options.now.getTime());
    for (let n = 0; n < person.totalReportOpen; n++) {
      // The last open is the last login's; the others anywhere in the account's life before it.
      const at = new Date(n === 0 ? to : from + random.next() * Math.max(0, to - from));
      if (at.getTime() < kept) continue;
      const time = at.toISOString();
      const id = `seed-open-${n}`;
      const nid = random.pick(read);
      const month = addMonths(currentMonth(at), -1);
      items.push({
        ...activityKeys.feed(person.id, time, id),
        ...activityIndexKeys.feedOfMonth(currentMonth(at), time, { userId: person.id }),
        feedType: 'OpenSoldReport',
        time,
        id,
        uid: person.id,
        nid,
        month,
        url: `/sold-report/${nid}/${toRouteMonth(month)}`,
        expiresAt: rawEventExpiry(at),
      });
    }
  }
  return items;
}
