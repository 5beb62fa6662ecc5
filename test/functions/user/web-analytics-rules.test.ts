import { describe, expect, it } from 'vitest';
import {
  averageSessionMs,
  isDroppedAgent,
  isMobileAgent,
  rollUp,
  sessionIdleMs,
  stepSession,
} from '../../../functions/user/web-analytics/session-rules';
import { rawEventExpiry } from '../../../functions/user/web-analytics/record-hit';
import { fixtureHits, fixtureUser, fixtureUserAgents } from '../../fixtures/analytics/hits';
import { expectedDays, expectedMonths, expectedUser } from './web-analytics-fixture';

describe('the 200-hit exactness fixture, rolled up by the pure rules', () => {
  it('holds 200 hits', () => {
    expect(fixtureHits).toHaveLength(200);
  });

  it('gives exactly the hand-computed figures of every day', () => {
    const { days } = rollUp(fixtureHits);

    expect(Object.fromEntries(days)).toEqual(expectedDays);
  });

  it('gives exactly the hand-computed figures of every month, each the sum of its days', () => {
    const { months } = rollUp(fixtureHits);

    expect(Object.fromEntries(months)).toEqual(expectedMonths);
  });

  it("keeps the signed-in user's logins, last login and session time", () => {
    const user = rollUp(fixtureHits).users.get(fixtureUser);

    expect(user).toEqual({
      logins: expectedUser.logins,
      lastLoginAt: expectedUser.lastLoginAt,
      sessions: expectedUser.sessions,
      totalSessionDuration: expectedUser.totalSessionDuration,
    });
    expect(averageSessionMs(user!.totalSessionDuration, user!.sessions)).toBe(expectedUser.averageSessionDuration);
  });
});

describe('agents', () => {
  it.each([
    ['Googlebot', fixtureUserAgents.googlebot],
    ['bingbot', fixtureUserAgents.bingbot],
    ['AhrefsBot', fixtureUserAgents.ahrefs],
    ['HeadlessChrome', fixtureUserAgents.headless],
    ['curl', 'curl/8.5.0'],
    ['no agent', ''],
  ])('drops %s', (_, agent) => {
    expect(isDroppedAgent(agent)).toBe(true);
  });

  it.each([
    ['desktop Chrome', fixtureUserAgents.desktop],
    ['Safari on a Mac', fixtureUserAgents.mac],
    ['an iPhone', fixtureUserAgents.iphone],
  ])('keeps %s', (_, agent) => {
    expect(isDroppedAgent(agent)).toBe(false);
  });

  it('takes phones for mobile, and desktops and iPads not', () => {
    expect(isMobileAgent(fixtureUserAgents.iphone)).toBe(true);
    expect(isMobileAgent(fixtureUserAgents.android)).toBe(true);
    expect(isMobileAgent(fixtureUserAgents.desktop)).toBe(false);
    expect(
      isMobileAgent(
        'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/604.1',
      ),
    ).toBe(false);
  });
});

describe('a session', () => {
  const start = Date.parse('2026-06-10T14:00:00Z');
  const first = stepSession(undefined, { at: start, mobile: false });

  it('continues after exactly 30 minutes idle and ends after a moment more', () => {
    expect(stepSession(first.state, { at: start + sessionIdleMs, mobile: false }).increments).toEqual([
      { day: '2026-06-10', figure: 'pageVisited', amount: 1 },
      { day: '2026-06-10', figure: 'sessionTime', amount: sessionIdleMs },
    ]);
    expect(stepSession(first.state, { at: start + sessionIdleMs + 1, mobile: false }).state.startedAt).toBe(
      start + sessionIdleMs + 1,
    );
  });

  it('adds a page but no time for an event older than its last one', () => {
    const later = stepSession(first.state, { at: start + 60_000, mobile: false });

    const crossed = stepSession(later.state, { at: start + 30_000, mobile: false });

    expect(crossed.increments).toEqual([{ day: '2026-06-10', figure: 'pageVisited', amount: 1 }]);
    expect(crossed.state.lastAt).toBe(start + 60_000);
  });

  it("starts anew when another user signs in on the same browser session, and counts a visitor's session for the user who signs in", () => {
    const visitorThenUser = stepSession(first.state, { at: start + 60_000, mobile: false, uid: 'u-1' });
    expect(visitorThenUser.user).toEqual({ uid: 'u-1', sessionStarted: true, durationMs: 60_000 });

    const otherUser = stepSession(visitorThenUser.state, { at: start + 120_000, mobile: false, uid: 'u-2' });
    expect(otherUser.state.startedAt).toBe(start + 120_000);
    expect(otherUser.user).toEqual({ uid: 'u-2', sessionStarted: true, durationMs: 0 });
  });
});

describe('how long a raw event is kept (DECISIONS row 43)', () => {
  it.each([
    ['2026-06-10T13:01:00.000Z', '2028-07-10T13:01:00.000Z'],
    ['2026-01-31T23:00:00.000Z', '2028-02-29T23:00:00.000Z'],
    ['2026-03-31T12:00:00.000Z', '2028-04-30T12:00:00.000Z'],
    ['2026-12-31T12:00:00.000Z', '2029-01-31T12:00:00.000Z'],
  ])('keeps an event made at %s 25 months, until %s', (made, until) => {
    expect(rawEventExpiry(new Date(made))).toBe(Date.parse(until) / 1000);
  });
});
