import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgentHome, HomeValuation } from '@shared/home-value/types';
import { torontoDate } from '@shared/format/dates';
import { getToday } from '../../web/src/features/today/api/get-today';
import { stubApi } from './api-stub';
import { contact as person } from './user-list-fixtures';

/*
 * Today's data (issue 29): the home reasons come from every owned valuation of the agent's
 * contacts (`GET /homevalue/agent/homes`), confirmed or not; the discussions from the open
 * confirmation requests (`GET /homevalue/agent`).
 */

/** A confirmed valuation nobody asked to discuss, its model value 10% above the confirmed one. */
const confirmedHome: AgentHome = {
  valuationId: 'v-confirmed',
  userId: 'mia',
  address: '12 Maple Ave, Toronto',
  createdAt: '2025-01-10T10:00:00.000Z',
  value: 1_100_000,
  confirmed: true,
  confirmedValue: 1_000_000,
};
const asked = {
  id: 'v-asked',
  userId: 'noah',
  displayAddress: '3 Oak St, Toronto',
  confirmed: false,
  discussionRequestedAt: '2026-06-13T10:00:00.000Z',
} as HomeValuation;
/** Confirmed, then changed by its owner, who asked for a new review: the server lists it too. */
const askedAgain = {
  id: 'v-asked-again',
  userId: 'ava',
  displayAddress: '5 Birch St, Toronto',
  confirmed: true,
  confirmedAt: '2026-06-01T10:00:00.000Z',
  detailsChangedAt: '2026-06-10T10:00:00.000Z',
  discussionRequestedAt: '2026-06-11T10:00:00.000Z',
} as HomeValuation;

function stubToday(calls: string[], archived = '') {
  return stubApi((path) => {
    calls.push(path);
    if (path.startsWith('/users?')) return { body: { items: [] } };
    if (path.startsWith('/users/')) {
      const id = decodeURIComponent(path.slice('/users/'.length));
      return { body: person(id, { agentId: 'agent-1', ...(id === archived && { status: 'archived' as const }) }) };
    }
    if (path.startsWith('/homevalue/agent/homes')) return { body: { items: [confirmedHome] } };
    if (path.startsWith('/homevalue/agent/reports')) return { body: { items: [] } };
    if (path.startsWith('/homevalue/agent')) return { body: { items: [asked, askedAgain] } };
    return { status: 404, body: { message: `unexpected ${path}` } };
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("Today's valuation reasons", () => {
  it("gives a confirmed valuation's value move, from the contacts' homes, and keeps the asked discussions, a new review of a confirmed one too (review 63 M1)", async () => {
    const calls: string[] = [];
    stubToday(calls);

    const data = await getToday(undefined, torontoDate(new Date()));

    expect(data.homes.map((home) => [home.valuationId, home.contact.id])).toEqual([['v-confirmed', 'mia']]);
    expect(data.discussions.map((d) => [d.valuationId, d.contact.id])).toEqual([
      ['v-asked', 'noah'],
      ['v-asked-again', 'ava'],
    ]);
    expect(calls).toContain('/homevalue/agent/homes');
  });

  it('leaves out the valuation reasons of an archived contact, whom the agent cannot work with (QA 71b)', async () => {
    stubToday([], 'noah');

    const data = await getToday(undefined, torontoDate(new Date()));

    expect(data.discussions.map((d) => d.contact.id)).toEqual(['ava']);
  });

  it("asks for the chosen agent's homes when an admin picked one", async () => {
    const calls: string[] = [];
    stubToday(calls);

    const data = await getToday('agent-1', torontoDate(new Date()));

    expect(calls).toContain('/homevalue/agent/homes?agentId=agent-1');
    expect(data.homes.map((home) => home.valuationId)).toEqual(['v-confirmed']);
  });
});
