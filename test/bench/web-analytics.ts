import { pathToFileURL } from 'node:url';
import { torontoDate } from '@shared/format/dates';
import { analyticsQuerySchema } from '@shared/months-schemas';
import type { RawHit } from '../../functions/user/web-analytics/session-rules';
import { withBenchTables } from './bench-tables';
import { ms, percentiles, timeEach } from './percentiles';

type Log = (line: string) => void;

const userCount = 20_000;
const eventTarget = 1_000_000;
const samples = 100;
const targetMs = 1000;
const now = new Date('2026-06-15T12:00:00Z');
const dayMs = 86_400_000;

const agents = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
];

/** A small seeded generator (mulberry32), so every run rolls up the same events. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * A year of synthetic traffic from 20,000 people, in time order, day by day: sessions of 1–9
 * page views 20 seconds to 12 minutes apart, a tenth signed in (a sign-in first), one agent in
 * ten a bot. Made in memory, a day at a time.
 */
function* yearOfHits(counter: { events: number }): Generator<RawHit> {
  const next = random(16);
  const people = Array.from({ length: userCount }, (_, i) => ({
    uid: `bench-user-${i}`,
    ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    userAgent: agents[Math.floor(next() * agents.length)]!,
  }));
  const firstDay = now.getTime() - 365 * dayMs;
  const perDay = Math.ceil(eventTarget / 365);
  let session = 0;
  for (let day = 0; day < 365; day++) {
    const hits: RawHit[] = [];
    while (hits.length < perDay) {
      const person = people[Math.floor(next() * userCount)]!;
      const signedIn = next() < 0.1;
      const sessionId = `bench-${session++}`;
      let at = firstDay + day * dayMs + Math.floor(next() * dayMs);
      if (signedIn) hits.push({ kind: 'login', at: new Date(at).toISOString(), uid: person.uid });
      for (let views = 1 + Math.floor(next() * 9); views > 0; views--) {
        hits.push({
          kind: 'pageView',
          at: new Date(at).toISOString(),
          sessionId,
          ip: person.ip,
          userAgent: person.userAgent,
          ...(signedIn && { uid: person.uid }),
        });
        at += 20_000 + Math.floor(next() * 700_000);
      }
    }
    hits.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
    counter.events += hits.length;
    yield* hits;
  }
}

/**
 * Issue 16 "Speed": a year of rollups for 20,000 users built from at least 1,000,000 synthetic
 * events by the intake's own rules (session-rules.ts), written to a dynalite of its own as the
 * intake's day and month items, then `GET /admin/webanalytics`'s 12-month answer inside the
 * handler (the query's parse and the rollups' read), p95 of 100 in a row. Target ≤ 1 s.
 */
export async function benchWebAnalytics(log: Log): Promise<void> {
  await withBenchTables('bench-wa-', {}, async () => {
    const { rollUp, figureNames } = await import('../../functions/user/web-analytics/session-rules');
    const { addToRollups } = await import('../../functions/user/web-analytics/analytics-repository');
    const { webAnalytics } = await import('../../functions/user/web-analytics/web-analytics');

    log(
      `Web analytics (a year, ${userCount.toLocaleString('en-US')} users, ≥ ${eventTarget.toLocaleString('en-US')} events; target: the 12-month GET /admin/webanalytics p95 ≤ ${targetMs} ms in the handler)`,
    );
    const counter = { events: 0 };
    let started = performance.now();
    const rollups = rollUp(yearOfHits(counter));
    log(
      `  ${counter.events.toLocaleString('en-US')} events rolled up in ${((performance.now() - started) / 1000).toFixed(1)} s: ${rollups.days.size} days, ${rollups.months.size} months, ${rollups.users.size.toLocaleString('en-US')} signed-in users`,
    );

    started = performance.now();
    const days = [...rollups.days.entries()];
    for (let i = 0; i < days.length; i += 25) {
      await Promise.all(
        days
          .slice(i, i + 25)
          .map(([day, figures]) =>
            addToRollups(
              figureNames.filter((f) => figures[f] > 0).map((figure) => ({ day, figure, amount: figures[figure] })),
            ),
          ),
      );
    }
    log(`  day and month rollups written in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const schema = analyticsQuerySchema(() => now);
    const answer = await webAnalytics(schema.parse({}).time, now);
    const expectedViews = answer.months.reduce((sum, m) => sum + (rollups.months.get(m.month)?.pageVisited ?? 0), 0);
    log(
      `  the answer: ${answer.from} to ${answer.to}, ${answer.visitors.toLocaleString('en-US')} visitors, ${answer.sessionNumber.toLocaleString('en-US')} sessions, ${answer.pageVisited.toLocaleString('en-US')} page views in the 12 months to ${torontoDate(now)}: ${answer.pageVisited === expectedViews ? 'the sum of the month rollups' : 'NOT the sum of the month rollups'}`,
    );
    const timing = percentiles(await timeEach(samples, () => webAnalytics(schema.parse({}).time, now)));
    log(
      `  12-month answer: p50 ${ms(timing.p50)}, p95 ${ms(timing.p95)}, max ${ms(timing.max)}  ${timing.p95 <= targetMs ? 'ok' : 'OVER'}`,
    );
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchWebAnalytics((line) => console.log(line));
}
