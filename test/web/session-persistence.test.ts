import { describe, expect, it } from 'vitest';
import { keepsSession, sessionStore, setKeepsSession } from '../../web/src/lib/session-persistence';
import { analyticsSessionId, restartAnalyticsSession } from '../../web/src/lib/analytics-session';

describe('"Remember me" (DECISIONS row 29)', () => {
  it('keeps the session in localStorage by default, and in sessionStorage when not remembered', () => {
    expect(keepsSession()).toBe(true);
    expect(sessionStore()).toBe(localStorage);
    setKeepsSession(false);
    expect(sessionStore()).toBe(sessionStorage);
    setKeepsSession(true);
    expect(keepsSession()).toBe(true);
  });
});

describe('the analytics session', () => {
  it('stays the same within a visit and is new after sign-out restarts it', () => {
    const first = analyticsSessionId();
    expect(analyticsSessionId()).toBe(first);
    restartAnalyticsSession();
    expect(analyticsSessionId()).not.toBe(first);
  });
});
