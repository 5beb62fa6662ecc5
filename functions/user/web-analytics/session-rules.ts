import { isbot } from 'isbot';
import type { WebAnalyticsFigures } from '@shared/analytics';
import { torontoDate } from '@shared/format/dates';
import { monthOfDate } from '@shared/months';

/**
 * The rules of first-party web analytics (README.md "Web analytics"), pure: no SDK, no clock.
 * The intake (record-hit.ts) applies them one hit at a time against the table; `rollUp` applies
 * them to a list of hits in memory (the exactness fixture's test and the bench), so both give
 * the same figures by construction.
 */

/** A session ends after 30 minutes idle: a gap longer than this starts a new one. */
export const sessionIdleMs = 30 * 60 * 1000;

export type Figure = keyof WebAnalyticsFigures;
export const figureNames = [
  'visitors',
  'sessionNumber',
  'logins',
  'mobileSessionNumber',
  'sessionTime',
  'pageVisited',
] as const satisfies readonly Figure[];

export const zeroFigures = (): WebAnalyticsFigures => ({
  visitors: 0,
  sessionNumber: 0,
  logins: 0,
  mobileSessionNumber: 0,
  sessionTime: 0,
  pageVisited: 0,
});

/** An amount to add to one figure of one Toronto day (and so of its month). */
export interface RollupIncrement {
  day: string;
  figure: Figure;
  amount: number;
}

/** Bots, crawlers and headless browsers are dropped; so is a request with no agent at all. */
export function isDroppedAgent(userAgent: string | undefined): boolean {
  if (!userAgent?.trim()) return true;
  return isbot(userAgent) || /HeadlessChrome|PhantomJS|Electron\/.*HeadlessChrome/i.test(userAgent);
}

/**
 * A phone, by its user agent: the browsers' own "Mobi" token (MDN's advice), plus the phones
 * that leave it out. Tablets (an iPad, an Android tablet without "Mobile") are not phones.
 */
export function isMobileAgent(userAgent: string): boolean {
  return /Mobi|iPhone|iPod|Windows Phone|BlackBerry|Opera Mini/i.test(userAgent);
}

const hourMs = 3_600_000;
const daysByHour = new Map<number, string>();

/**
 * The Toronto day, `YYYY-MM-DD`, of an instant. Toronto's offset is a whole number of hours,
 * so the day changes only on a UTC hour: it is worked out once per hour (the bench rolls up a
 * million events).
 */
export function torontoDay(at: Date | number): string {
  const hour = Math.floor(Number(at) / hourMs);
  let day = daysByHour.get(hour);
  if (!day) {
    if (daysByHour.size > 20_000) daysByHour.clear();
    daysByHour.set(hour, (day = torontoDate(new Date(hour * hourMs))));
  }
  return day;
}
export const monthOfDay = monthOfDate;

/** A session as the table keeps it between hits: its key is the browser's analytics session. */
export interface SessionState {
  /** Epoch ms of the first and the latest event. */
  startedAt: number;
  lastAt: number;
  /** The Toronto day of the first event: the session, its duration and its pages belong to it. */
  day: string;
  mobile: boolean;
  /** The signed-in user the session is counted for, once one is. */
  uid?: string;
}

/** One accepted page view, as the rules see it. */
export interface PageHit {
  at: number;
  mobile: boolean;
  uid?: string;
}

/** What one page view changes: the session after it, the rollups, and the user's counters. */
export interface SessionStep {
  state: SessionState;
  increments: RollupIncrement[];
  /** For a signed-in hit: a session of theirs began, and the duration it added (ms). */
  user?: { uid: string; sessionStarted: boolean; durationMs: number };
}

/**
 * The next state of a session after a page view. A new session starts when there is none,
 * when the last event is more than 30 minutes old, or when another user signs in on the same
 * analytics session. An event older than the session's last (requests that crossed on the way)
 * adds a page but no time: the duration is last event minus first.
 */
export function stepSession(previous: SessionState | undefined, hit: PageHit): SessionStep {
  const continues =
    previous !== undefined &&
    hit.at - previous.lastAt <= sessionIdleMs &&
    !(hit.uid && previous.uid && hit.uid !== previous.uid);
  if (!continues) {
    const day = torontoDay(hit.at);
    const state: SessionState = {
      startedAt: hit.at,
      lastAt: hit.at,
      day,
      mobile: hit.mobile,
      ...(hit.uid && { uid: hit.uid }),
    };
    const increments: RollupIncrement[] = [
      { day, figure: 'sessionNumber', amount: 1 },
      { day, figure: 'pageVisited', amount: 1 },
    ];
    if (hit.mobile) increments.push({ day, figure: 'mobileSessionNumber', amount: 1 });
    return { state, increments, ...(hit.uid && { user: { uid: hit.uid, sessionStarted: true, durationMs: 0 } }) };
  }
  const lastAt = Math.max(previous.lastAt, hit.at);
  const durationMs = lastAt - previous.lastAt;
  const state: SessionState = { ...previous, lastAt, ...(hit.uid && { uid: hit.uid }) };
  const increments: RollupIncrement[] = [{ day: previous.day, figure: 'pageVisited', amount: 1 }];
  if (durationMs > 0) increments.push({ day: previous.day, figure: 'sessionTime', amount: durationMs });
  const user = hit.uid ? { uid: hit.uid, sessionStarted: previous.uid !== hit.uid, durationMs } : undefined;
  return { state, increments, ...(user && { user }) };
}

/** A user's average session, whole milliseconds; 0 before their first session. */
export const averageSessionMs = (totalMs: number, sessions: number) =>
  sessions > 0 ? Math.round(totalMs / sessions) : 0;

/** One hit of a list: a page view or a sign-in, with what the intake would know of it. */
export type RawHit =
  | {
      kind: 'pageView';
      /** ISO instant. */
      at: string;
      /** The browser's analytics session. */
      sessionId: string;
      /** Address and agent: the visitor is their hash under the day's salt. */
      ip: string;
      userAgent: string;
      uid?: string;
    }
  | { kind: 'login'; at: string; uid: string };

export interface Rollups {
  days: Map<string, WebAnalyticsFigures>;
  months: Map<string, WebAnalyticsFigures>;
  users: Map<string, { logins: number; sessions: number; totalSessionDuration: number; lastLoginAt?: string }>;
}

function add(into: Map<string, WebAnalyticsFigures>, key: string, figure: Figure, amount: number) {
  let figures = into.get(key);
  if (!figures) into.set(key, (figures = zeroFigures()));
  figures[figure] += amount;
}

/** Adds increments to day and month rollups, as the table's ADDs do. */
export function applyIncrements(rollups: Pick<Rollups, 'days' | 'months'>, increments: readonly RollupIncrement[]) {
  for (const { day, figure, amount } of increments) {
    add(rollups.days, day, figure, amount);
    add(rollups.months, monthOfDay(day), figure, amount);
  }
}

/**
 * The rollups of a list of hits in time order, in memory, by the same rules as the intake. A
 * visitor is counted once per Toronto day; here the day's salted hash is stood in for by the
 * day with the address and agent, which identifies the same people.
 */
export function rollUp(hits: Iterable<RawHit>): Rollups {
  const rollups: Rollups = { days: new Map(), months: new Map(), users: new Map() };
  const sessions = new Map<string, SessionState>();
  const seen = new Set<string>();
  const userOf = (uid: string) => {
    let user = rollups.users.get(uid);
    if (!user) rollups.users.set(uid, (user = { logins: 0, sessions: 0, totalSessionDuration: 0 }));
    return user;
  };
  // A list repeats few agents: each is classified once.
  const agents = new Map<string, { id: number; dropped: boolean; mobile: boolean }>();
  const agentOf = (userAgent: string) => {
    let agent = agents.get(userAgent);
    if (!agent) {
      agent = { id: agents.size, dropped: isDroppedAgent(userAgent), mobile: isMobileAgent(userAgent) };
      agents.set(userAgent, agent);
    }
    return agent;
  };
  for (const hit of hits) {
    const at = Date.parse(hit.at);
    if (hit.kind === 'login') {
      applyIncrements(rollups, [{ day: torontoDay(at), figure: 'logins', amount: 1 }]);
      const user = userOf(hit.uid);
      user.logins += 1;
      user.lastLoginAt = hit.at;
      continue;
    }
    const agent = agentOf(hit.userAgent);
    if (agent.dropped) continue;
    const day = torontoDay(at);
    const visitor = `${day}\n${hit.ip}\n${agent.id}`;
    if (!seen.has(visitor)) {
      seen.add(visitor);
      applyIncrements(rollups, [{ day, figure: 'visitors', amount: 1 }]);
    }
    const step = stepSession(sessions.get(hit.sessionId), {
      at,
      mobile: agent.mobile,
      ...(hit.uid && { uid: hit.uid }),
    });
    sessions.set(hit.sessionId, step.state);
    applyIncrements(rollups, step.increments);
    if (step.user) {
      const user = userOf(step.user.uid);
      if (step.user.sessionStarted) user.sessions += 1;
      user.totalSessionDuration += step.user.durationMs;
    }
  }
  return rollups;
}
