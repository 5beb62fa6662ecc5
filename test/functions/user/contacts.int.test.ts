import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContactSearchAnswer } from '@shared/home-value/contact-search';
import { resetEnv } from '../../../functions/lib/env';
import { handler } from '../../../functions/user/index';
import { putListTombstone } from '../../../functions/user/contacts/users-list-repository';
import { apiEvent, lambdaContext } from '../../support/api-event';
import { useTestStack, type TestUser } from '../../support/test-stack';

/**
 * `GET /contacts/search?q=` (document 3 §2.7, the valuation's Find Contact dialog) against
 * dynalite and cognito-local: an admin searches everyone (the user list's GSI3 partition,
 * keys.ts `listed`), an agent their own contacts (GSI1).
 */
let stack: Awaited<ReturnType<typeof useTestStack>>;
let sarah: TestUser;
let david: TestUser;
let priya: TestUser;
let olivia: TestUser;
let noah: TestUser;
const now = new Date('2026-06-15T12:00:00Z');

async function search(token: string, q: string): Promise<string[]> {
  const result = await handler(apiEvent('GET /contacts/search', { token, query: { q } }), lambdaContext());
  expect(result.statusCode, result.body).toBe(200);
  const { hits } = JSON.parse(result.body ?? '{}') as ContactSearchAnswer;
  return hits.map((hit) => `${hit.details.firstName} ${hit.details.lastName} <${hit.details.email}>`);
}

beforeAll(async () => {
  stack = await useTestStack();
  process.env.NOW = now.toISOString();
  resetEnv();
  const agent = (email: string, firstName: string, lastName: string) =>
    stack.createUser({ email, groups: ['agent'], profile: { firstName, lastName } });
  [sarah, david, priya] = await Promise.all([
    agent('sarah.thompson@example.com', 'Sarah', 'Thompson'),
    agent('david.okafor@example.com', 'David', 'Okafor'),
    stack.createUser({
      email: 'priya.raman@example.com',
      groups: ['admin'],
      profile: { firstName: 'Priya', lastName: 'Raman' },
    }),
  ]);
  [olivia, noah] = await Promise.all([
    stack.createUser({
      email: 'olivia.chen@example.com',
      profile: { firstName: 'Olivia', lastName: 'Chen', agentId: sarah.sub },
    }),
    stack.createUser({
      email: 'noah.singh@example.com',
      profile: { firstName: 'Noah', lastName: 'Singh', agentId: david.sub },
    }),
    stack.createUser({
      email: 'oliver.archived@example.com',
      profile: { firstName: 'Oliver', lastName: 'Gone', agentId: sarah.sub, status: 'archived' },
    }),
  ]);
});

describe('GET /contacts/search', () => {
  it('finds any user for an admin, by name or e-mail, and leaves out the archived', async () => {
    expect(await search(priya.idToken, 'singh')).toEqual(['Noah Singh <noah.singh@example.com>']);
    expect(await search(priya.idToken, 'olivia.chen@')).toEqual(['Olivia Chen <olivia.chen@example.com>']);
    expect(await search(priya.idToken, 'oliv')).toEqual(['Olivia Chen <olivia.chen@example.com>']);
  });

  // Review 53: as the users list (QA 53 M1), "O'Brien" typed with a phone's ’, or without the
  // apostrophe, and a name without its accent, found nobody here.
  it('finds a name as typed with a curly apostrophe or none, and without its accents', async () => {
    await stack.createUser({
      email: 'sana.k@example.com',
      profile: { firstName: 'Sana', lastName: "O'Brien-Bélanger", agentId: sarah.sub },
    });
    for (const q of ["O'Brien", 'O’Brien', 'obrien', 'sana obrien', 'belanger', "o'brien-bel"])
      expect(await search(sarah.idToken, q), q).toEqual(["Sana O'Brien-Bélanger <sana.k@example.com>"]);
  });

  it("finds only an agent's own contacts", async () => {
    expect(await search(sarah.idToken, 'olivia')).toEqual(['Olivia Chen <olivia.chen@example.com>']);
    expect(await search(sarah.idToken, 'singh')).toEqual([]);
    expect(await search(david.idToken, 'noah')).toEqual(['Noah Singh <noah.singh@example.com>']);
  });

  it("never offers a deleted user, of whom the list's partition keeps only a tombstone", async () => {
    await putListTombstone(randomUUID(), now);

    // 'in' is in Noah Singh, and in the 'undefined' of a tombstone's missing names.
    expect(await search(priya.idToken, 'in')).toEqual(['Noah Singh <noah.singh@example.com>']);
  });

  it('answers 400 with the message of document 3 to a one-letter search, apostrophes and accents not counted', async () => {
    // Review 53b M1: "O'" and "’’" searched for "o" and "": everyone, once apostrophes were left out.
    for (const q of ['o', "O'", '’’', "''"]) {
      const result = await handler(
        apiEvent('GET /contacts/search', { token: priya.idToken, query: { q } }),
        lambdaContext(),
      );
      expect(result.statusCode, q).toBe(400);
      expect(JSON.parse(result.body ?? '{}').message, q).toBe('Type at least 2 characters.');
    }
    expect(olivia.sub).toBeTruthy();
    expect(noah.sub).toBeTruthy();
  });
});
