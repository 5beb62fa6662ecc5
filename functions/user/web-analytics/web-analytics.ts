import { analyticsMonths, type UserAnalytics, type WebAnalyticsAnswer } from '@shared/analytics';
import { readMonthRollups } from './analytics-repository';
import { countPeople } from './people-figures-repository';
import { overviewMonths } from './record-hit';
import { figureNames, zeroFigures } from './session-rules';

/**
 * `GET /admin/webanalytics`: one month's rollup, or the last 12 months' (the current one
 * included) summed with the months oldest first. Only rollups are read: one BatchGet.
 */
export async function webAnalytics(month: string | undefined, now: Date): Promise<WebAnalyticsAnswer> {
  const months = month ? [month] : overviewMonths(now, analyticsMonths);
  const rollups = await readMonthRollups(months);
  const total = zeroFigures();
  for (const figures of rollups.values()) for (const name of figureNames) total[name] += figures[name];
  return {
    ...total,
    from: months[0]!,
    to: months[months.length - 1]!,
    months: months.map((m) => ({ month: m, ...rollups.get(m)! })),
  };
}

const weekMs = 7 * 24 * 60 * 60 * 1000;

/** `GET /admin/useranalytics`: the Release 1 figures (shared/analytics.ts `UserAnalytics`). */
export function userAnalytics(now: Date): Promise<UserAnalytics> {
  return countPeople(new Date(now.getTime() - weekMs).toISOString());
}
