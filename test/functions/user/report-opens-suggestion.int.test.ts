import { beforeAll, describe, expect, it } from 'vitest';
import { resetEnv } from '../../../functions/lib/env';
import { call, dashboardWorld, type DashboardWorld } from './dashboard-world';

/**
 * Issue 29: a client who opens sold reports (or their valuation) 3 times within 7 days, signed
 * in, is suggested to their agent for a follow-up, and `GET /users?followUp=suggested` finds them.
 */
let w: DashboardWorld;

const openReport = (token: string, at: string) => {
  process.env.NOW = at;
  resetEnv();
  return call('POST /events', token, {
    body: {
      type: 'openSoldReport',
      neighbourhoodId: 'alpha-park',
      month: '2026-05',
      path: '/neighbourhood/alpha-park',
    },
  });
};
const suggestionOf = async (id: string, token: string) =>
  (await call('GET /users/{id}', token, { id })).body.followUpSuggestion;

beforeAll(async () => {
  w = await dashboardWorld();
});

describe('the report-opens suggestion', () => {
  it('suggests a client after their third open within a week, to their agent only', async () => {
    expect((await openReport(w.olivia.idToken, '2026-06-01T10:00:00.000Z')).status).toBe(204);
    await openReport(w.olivia.idToken, '2026-06-09T10:00:00.000Z');
    await openReport(w.olivia.idToken, '2026-06-10T10:00:00.000Z');
    expect(await suggestionOf(w.olivia.sub, w.sarah.idToken)).toBeUndefined(); // the first was 9 days before

    await openReport(w.olivia.idToken, '2026-06-12T10:00:00.000Z');

    expect(await suggestionOf(w.olivia.sub, w.sarah.idToken)).toEqual({
      reason: 'reportOpens',
      at: '2026-06-12T10:00:00.000Z',
    });
    expect(await suggestionOf(w.olivia.sub, w.priya.idToken)).toBeUndefined();
    const suggested = await call('GET /users', w.sarah.idToken, { query: { followUp: 'suggested' } });
    expect(suggested.body.items.map((item: { id: string }) => item.id)).toEqual([w.olivia.sub]);
  });

  it('suggests no one who has a follow-up set', async () => {
    await call('POST /users/{id}/follow-up', w.david.idToken, {
      id: w.sophia.sub,
      body: { date: '2026-06-20', note: 'Call about the condo listing.' },
    });
    for (const day of ['10', '11', '12']) await openReport(w.sophia.idToken, `2026-06-${day}T10:00:00.000Z`);

    expect(await suggestionOf(w.sophia.sub, w.david.idToken)).toBeUndefined();
  });
});
