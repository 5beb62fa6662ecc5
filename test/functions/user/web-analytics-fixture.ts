import type { WebAnalyticsFigures } from '@shared/analytics';

/**
 * The figures of test/fixtures/analytics/hits.ts, worked out by hand from its groups (D: 20
 * desktop visitors × 5 views 2 min apart; M: 10 iPhones × 4 views 1 min apart; I29; I31; MN
 * across midnight; U signed in; B 42 bots). Shared by the pure test and the end-to-end one.
 */
export const expectedDays: Record<string, WebAnalyticsFigures> = {
  // 10 June: D and U's first day.
  '2026-06-10': {
    visitors: 21, // D 20 + U 1
    sessionNumber: 21, // D 20 + U 1
    logins: 1, // U's first sign-in
    mobileSessionNumber: 0,
    sessionTime: 10_800_000, // D 20 × 8 min (480,000) = 9,600,000 + U 20 min (1,200,000)
    pageVisited: 103, // D 20 × 5 + U 3
  },
  // 11 June: M, I29, I31 and U's second day (a new day's salt: U is a visitor again).
  '2026-06-11': {
    visitors: 13, // M 10 + I29 1 + I31 1 (two sessions, one visitor) + U 1
    sessionNumber: 14, // M 10 + I29 1 (29 min idle continues) + I31 2 (31 min idle splits) + U 1
    logins: 1, // U's second sign-in
    mobileSessionNumber: 10, // M's iPhones
    // M 10 × 3 min (180,000) = 1,800,000 + I29 30 min 1,800,000 + I31 5 + 4 min 540,000 + U 10 min 600,000
    sessionTime: 4_740_000,
    pageVisited: 49, // M 40 + I29 3 + I31 4 + U 2
  },
  // 30 June: MN's session starts 23:50 and keeps its 4 views and 25 minutes on its first day.
  '2026-06-30': {
    visitors: 1,
    sessionNumber: 1,
    logins: 0,
    mobileSessionNumber: 1, // an Android phone
    sessionTime: 1_500_000, // 23:50 → 00:15 = 25 min
    pageVisited: 4,
  },
  // 1 July: MN's views after midnight count only as that day's visitor (the new day's salt).
  '2026-07-01': { visitors: 1, sessionNumber: 0, logins: 0, mobileSessionNumber: 0, sessionTime: 0, pageVisited: 0 },
};

export const expectedMonths: Record<string, WebAnalyticsFigures> = {
  // The sum of June's days: a month's visitors are the sum of its daily visitors (21 + 13 + 1).
  '2026-06': {
    visitors: 35,
    sessionNumber: 36, // 21 + 14 + 1
    logins: 2,
    mobileSessionNumber: 11, // 0 + 10 + 1
    sessionTime: 17_040_000, // 10,800,000 + 4,740,000 + 1,500,000
    pageVisited: 156, // 103 + 49 + 4 = the 158 people's hits less U's 2 sign-ins; the 42 bots dropped
  },
  '2026-07': { visitors: 1, sessionNumber: 0, logins: 0, mobileSessionNumber: 0, sessionTime: 0, pageVisited: 0 },
};

/** U: 2 sign-ins, 2 sessions of 20 and 10 minutes: total 1,800,000 ms, average 900,000. */
export const expectedUser = {
  logins: 2,
  lastLoginAt: '2026-06-11T22:00:00.000Z',
  sessions: 2,
  totalSessionDuration: 1_800_000,
  averageSessionDuration: 900_000,
};
