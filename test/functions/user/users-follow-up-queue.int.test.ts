import { beforeAll, describe, expect, it } from 'vitest';
import type { UsersPage } from '@shared/users';
import { resetEnv } from '../../../functions/lib/env';
import { putNewProfile } from '../../../functions/user/accounts/profile-repository';
import { call, dashboardWorld, type DashboardWorld } from './dashboard-world';

/**
 * `GET /users?sort=followUp.asc` and `?followUp=due|suggested` (issue 29): an agent works their
 * follow-ups as a queue. Today in Toronto is 2026-06-15 (at 03:00 UTC it is still the 14th).
 */
let w: DashboardWorld;

const contact = (id: string, agentId: string, extra: object) =>
  putNewProfile({
    id,
    email: `${id}@example.com`,
    firstName: id,
    lastName: 'Queue',
    roles: ['client'],
    agentId,
    preferredContactMethod: 'email',
    receiveEmail: true,
    receiveSoldReport: true,
    createdAt: '2026-01-05T15:00:00.000Z',
    ...extra,
  });

const list = async (token: string, query: Record<string, string>) => {
  const answer = await call('GET /users', token, { query: { size: '100', ...query } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as UsersPage).items.map((item) => item.id);
};

beforeAll(async () => {
  w = await dashboardWorld();
  process.env.NOW = '2026-06-15T16:00:00Z';
  resetEnv();
  const sarah = w.sarah.sub;
  const followUps = (author: string, date: string, note: string) => ({ followUps: { [author]: { date, note } } });
  await contact('overdue', sarah, followUps(sarah, '2026-06-01', 'Call about the spring listing.'));
  await contact('today', sarah, followUps(sarah, '2026-06-15', 'Send the June sold report.'));
  await contact('tomorrow', sarah, followUps(sarah, '2026-06-16', 'Ask about the open house.'));
  await contact('yesterday', sarah, followUps(sarah, '2026-06-14', 'Ask about the renovation.'));
  // The admin's own follow-up of Sarah's contact: private to the admin.
  await contact('admins', sarah, followUps(w.priya.sub, '2026-06-02', 'Check the paperwork.'));
  await contact('suggested', sarah, { followUpSuggestion: { reason: 'emailEngagement', at: '2026-06-14T12:00:00Z' } });
  await contact('davids', w.david.sub, followUps(w.david.sub, '2026-06-03', 'Call about the condo.'));
});

describe('GET /users: the follow-up queue', () => {
  it("sorts an agent's contacts by their follow-up date, soonest first, those without one last", async () => {
    const ids = await list(w.sarah.idToken, { sort: 'followUp.asc' });

    expect(ids.slice(0, 4)).toEqual(['overdue', 'yesterday', 'today', 'tomorrow']);
    expect(ids).toHaveLength(4 + 3); // and admins', suggested and Olivia, without a follow-up of Sarah's
  });

  it("filters the follow-ups due: dated on or before today in Toronto, the caller's own only", async () => {
    expect(await list(w.sarah.idToken, { followUp: 'due', sort: 'followUp.asc' })).toEqual([
      'overdue',
      'yesterday',
      'today',
    ]);
    expect(await list(w.david.idToken, { followUp: 'due' })).toEqual(['davids']);
    // The admin sees their own follow-up only, never the agents'.
    expect(await list(w.priya.idToken, { followUp: 'due' })).toEqual(['admins']);
    expect(await list(w.priya.idToken, { followUp: 'due', agentId: w.sarah.sub })).toEqual(['admins']);
  });

  it('reads today in Toronto, not in UTC', async () => {
    process.env.NOW = '2026-06-16T03:00:00Z'; // 23:00 on the 15th in Toronto
    resetEnv();
    try {
      expect(await list(w.sarah.idToken, { followUp: 'due', sort: 'followUp.asc' })).toEqual([
        'overdue',
        'yesterday',
        'today',
      ]);
    } finally {
      process.env.NOW = '2026-06-15T16:00:00Z';
      resetEnv();
    }
  });

  it('filters the contacts suggested to their agent, and nobody else', async () => {
    expect(await list(w.sarah.idToken, { followUp: 'suggested' })).toEqual(['suggested']);
    expect(await list(w.priya.idToken, { followUp: 'suggested' })).toEqual([]);
  });

  it("drops a suggestion once its week is over: 'twice this week' must be this week", async () => {
    process.env.NOW = '2026-06-20T16:00:00Z'; // the opens of the 14th: within the 7 days to the 20th
    resetEnv();
    try {
      expect(await list(w.sarah.idToken, { followUp: 'suggested' })).toEqual(['suggested']);
      process.env.NOW = '2026-06-21T16:00:00Z';
      resetEnv();
      expect(await list(w.sarah.idToken, { followUp: 'suggested' })).toEqual([]);
      const page = (await call('GET /users', w.sarah.idToken, { query: { size: '100' } })).body as UsersPage;
      expect(page.items.find((item) => item.id === 'suggested')?.followUpSuggestion).toBeUndefined();
      const one = await call('GET /users/{id}', w.sarah.idToken, { id: 'suggested' });
      expect(one.body.followUpSuggestion).toBeUndefined();
    } finally {
      process.env.NOW = '2026-06-15T16:00:00Z';
      resetEnv();
    }
  });

  it('leaves out an archived contact, or one being deleted, whom nobody can follow up (QA 71b)', async () => {
    const sarah = w.sarah.sub;
    const due = { followUps: { [sarah]: { date: '2026-06-01', note: 'Call about the spring listing.' } } };
    const suggested = { followUpSuggestion: { reason: 'emailEngagement', at: '2026-06-14T12:00:00Z' } };
    await contact('archived-due', sarah, { ...due, status: 'archived' });
    await contact('deleting-suggested', sarah, { ...suggested, status: 'deleting' });

    expect(await list(w.sarah.idToken, { followUp: 'due' })).not.toContain('archived-due');
    expect(await list(w.sarah.idToken, { followUp: 'suggested' })).toEqual(['suggested']);
    // The contacts list still shows the archived one, with its status.
    expect(await list(w.sarah.idToken, {})).toContain('archived-due');
  });

  it('answers 400 with a clear message to an unknown filter', async () => {
    const answer = await call('GET /users', w.sarah.idToken, { query: { followUp: 'late' } });

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('followUp must be one of due, suggested.');
  });
});
