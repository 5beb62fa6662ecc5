import { analyticsMonths, type WebAnalyticsFigures } from '@shared/analytics';
import { addMonths, currentMonth } from '@shared/months';
import { rollupItem } from '../../../functions/user/web-analytics/analytics-repository';
import {
  applyIncrements,
  figureNames,
  torontoDay,
  type RollupIncrement,
} from '../../../functions/user/web-analytics/session-rules';
import { dayNumber, isoDate, torontoInstant, weekday, yearMonth } from './calendar';
import { createRandom, type Random } from './random';

/**
 * A year of sample web-analytics rollups (issue 16), so Platform Analytics shows figures on
 * `npm start` before anyone browses: every Toronto day from the first of the month eleven
 * months back up to today (today only for the part of it already gone), with a weekly rhythm,
 * the market's seasons and a year's growth. The months are built from the days by the
 * intake's own rule (`applyIncrements`), so a month's visitors are the sum of its days'. The
 * logins follow the seeded people's `logins` counters: the year's expected total is a share
 * of theirs, as a counter covers an account's whole life. Deterministic for a seed, people and
 * date; pure, the caller writes the items.
 */
export interface SeedUser {
  logins: number;
}

const dayMs = 86_400_000;
/** The share of the people's lifetime logins that falls in the last year (accounts are 200 to 900 days old). */
const yearShareOfLogins = 0.7;
/** Visitors a day a year ago, before the growth (a local site's modest audience). */
const visitorsAYearAgo = 70;
/** Visitors grow this many times over the year. */
const yearGrowth = 2.2;
/** People read sold reports on Sundays and Mondays; agents and clients sign in on weekdays. */
const visitorsByWeekday = [1.15, 1.08, 1.0, 1.0, 0.97, 0.84, 0.96];
const loginsByWeekday = [0.65, 1.15, 1.15, 1.1, 1.1, 1.0, 0.7];
/** The GTA market's year: a spring rush, a quieter summer, an autumn market, a dead December. */
const seasonByMonth = [0.85, 0.95, 1.1, 1.2, 1.2, 1.08, 0.95, 0.9, 1.05, 1.05, 0.92, 0.72];

/** A Poisson draw: Knuth's for small means, the normal approximation above. */
function poisson(random: Random, mean: number): number {
  if (mean <= 0) return 0;
  if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * random.normal()));
  const limit = Math.exp(-mean);
  let count = 0;
  for (let product = random.next(); product > limit; product *= random.next()) count += 1;
  return count;
}

/** The share of the Toronto day `day` gone at `now`: 1 for a past day. */
function shareGone(day: number, now: Date): number {
  const midnight = Date.parse(torontoInstant(day, 0));
  return Math.min(1, Math.max(0, (now.getTime() - midnight) / dayMs));
}

export function generateWebAnalytics(options: { seed: string; people: readonly SeedUser[]; now: Date }) {
  const random = createRandom(`web-analytics:${options.seed}`);
  const logins = random.fork('logins');
  const today = dayNumber(torontoDay(options.now));
  const first = dayNumber(`${addMonths(currentMonth(options.now), 1 - analyticsMonths)}-01`);
  const span = Math.max(1, today - first);

  const growthOf = (day: number) => yearGrowth ** ((day - first) / span);
  const seasonOf = (day: number) => seasonByMonth[yearMonth(day).month - 1]!;
  const loginWeight = (day: number) => growthOf(day) * seasonOf(day) * loginsByWeekday[weekday(day)]!;
  let weights = 0;
  for (let day = first; day <= today; day += 1) weights += loginWeight(day);
  const yearLogins = yearShareOfLogins * options.people.reduce((total, person) => total + person.logins, 0);

  const rollups = { days: new Map<string, WebAnalyticsFigures>(), months: new Map<string, WebAnalyticsFigures>() };
  for (let day = first; day <= today; day += 1) {
    const date = isoDate(day);
    const gone = shareGone(day, options.now);
    const visitors = Math.round(
      visitorsAYearAgo *
        growthOf(day) *
        seasonOf(day) *
        visitorsByWeekday[weekday(day)]! *
        random.logNormal(0.15) *
        gone,
    );
    // Some visitors come back later the same day: a new session, not a new visitor.
    const sessions = Math.round(visitors * random.between(1.12, 1.35));
    const figures: WebAnalyticsFigures = {
      visitors,
      sessionNumber: sessions,
      logins: poisson(logins, (yearLogins * loginWeight(day) * gone) / weights),
      mobileSessionNumber: Math.round(sessions * random.between(0.5, 0.64)),
      // Many sessions are one page and count no time; the rest a few minutes.
      sessionTime: Math.round(sessions * random.between(120, 200) * 1000),
      pageVisited: Math.round(sessions * random.between(3.1, 4.6)),
    };
    const increments: RollupIncrement[] = figureNames.map((figure) => ({ day: date, figure, amount: figures[figure] }));
    applyIncrements(rollups, increments);
  }

  const items = [
    ...[...rollups.days].map(([day, figures]) => rollupItem('DAY', day, figures)),
    ...[...rollups.months].map(([month, figures]) => rollupItem('MONTH', month, figures)),
  ];
  return { days: rollups.days, months: rollups.months, items };
}
