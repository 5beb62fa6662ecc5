import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { parse } from 'csv-parse/sync';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GroupRole } from '@shared/roles';
import type { UsersPage } from '@shared/users';
import { handler as homeValueHandler } from '../../../functions/home-value/index';
import { putReportAsIs } from '../../../functions/home-value/reports/report-repository';
import { putValuationAsIs } from '../../../functions/home-value/valuation-repository';
import { dynamo } from '../../../functions/lib/aws-clients';
import { env } from '../../../functions/lib/env';
import { getDeletion } from '../../../functions/user/deletion/deletion-repository';
import { deletionsSettled } from '../../../functions/user/deletion/deletion-starter';
import { accountIndexKeys, accountKeys } from '../../../functions/user/accounts/keys';
import { getProfile } from '../../../functions/user/accounts/profile-repository';
import { forgetUsersList } from '../../../functions/user/contacts/users-list/loader';
import { mapleValuation } from '../../support/maple-valuation';
import { useTestBucket, type TestUser } from '../../support/test-stack';
import { call, dashboardWorld, type DashboardWorld } from './dashboard-world';

/**
 * Security pass 2, H1 and H2 (DESIGN "A staff user is nobody's contact", DECISIONS row 45): an
 * agent keeps no contact rights over a client an admin made an agent or an admin, and so can
 * neither reach nor delete the book of agents that client now has. Each test performs the
 * attack as the review did, against the stand-ins.
 */
let w: DashboardWorld;

beforeAll(async () => {
  w = await dashboardWorld();
  // The real clock: the contacts export's link is signed by it, and s3rver checks its expiry.
  await useTestBucket('UPLOADS_BUCKET');
});

afterEach(async () => {
  await deletionsSettled();
});

/** A client of Sarah's with a valuation and last year's annual report of it. */
async function sarahsClient(tag = randomUUID().slice(0, 8)) {
  const user = await w.stack.createUser({
    email: `former.client.${tag}@example.com`,
    profile: { firstName: 'Xavier', lastName: `Former${tag}`, agentId: w.sarah.sub },
  });
  const valuationId = `staff-valuation-${tag}`;
  const reportId = `staff-report-${tag}`;
  await putValuationAsIs(mapleValuation({ id: valuationId, ownerId: user.sub, shareToken: `staff-share-${tag}` }));
  await putReportAsIs({
    id: reportId,
    valuationId,
    year: 2025,
    createdAt: '2025-06-01T12:00:00.000Z',
    createdBy: w.sarah.sub,
    ownerId: user.sub,
    similarSolds: [],
    comparableIds: [],
    similarActives: [],
  });
  return { ...user, valuationId, reportId };
}

type Target = Awaited<ReturnType<typeof sarahsClient>>;

/**
 * What the review did as the former agent: every call that admitted an agent through the
 * contact link, and its status. None may succeed.
 */
async function formerAgentAttempts(token: string, target: Target) {
  const id = target.sub;
  const answers = {
    'GET /profiles/{id}': await call('GET /profiles/{id}', token, { id }),
    'PUT /profiles/{id}': await call('PUT /profiles/{id}', token, {
      id,
      body: { section: 'account', version: 0, firstName: 'Renamed', lastName: 'ByAgent' },
    }),
    'GET /users/{id}': await call('GET /users/{id}', token, { id }),
    'POST /users/{id}/notes': await call('POST /users/{id}/notes', token, {
      id,
      body: { note: 'Still my contact, apparently.' },
    }),
    'GET /users/{id}/notes': await call('GET /users/{id}/notes', token, { id }),
    'POST /users/{id}/follow-up': await call('POST /users/{id}/follow-up', token, {
      id,
      body: { date: '2026-06-20', note: 'Call about the open house.' },
    }),
    'GET /users/{id}/feeds': await call('GET /users/{id}/feeds', token, { id, query: { month: '2026-06' } }),
    'GET /users/{id}/followings': await call('GET /users/{id}/followings', token, { id }),
    'GET /homevalue/{id}': await call('GET /homevalue/{id}', token, {
      id: target.valuationId,
      via: homeValueHandler,
    }),
    'GET /homevalue/agent': await call('GET /homevalue/agent', token, {
      query: { userId: id },
      via: homeValueHandler,
    }),
    'GET /homevalue/reports/{id}': await call('GET /homevalue/reports/{id}', token, {
      id: target.reportId,
      via: homeValueHandler,
    }),
    'GET /homevalue/contact/reports': await call('GET /homevalue/contact/reports', token, {
      query: { userId: id },
      via: homeValueHandler,
    }),
    'PUT /profiles/{id}/archive': await call('PUT /profiles/{id}/archive', token, { id }),
    'DELETE /users/{id}': await call('DELETE /users/{id}', token, { id }),
  };
  return Object.fromEntries(Object.entries(answers).map(([route, answer]) => [route, answer.status]));
}

/** What the route tables declare for someone who is not the target's agent (`refusal`). */
const refused = {
  'GET /profiles/{id}': 404,
  'PUT /profiles/{id}': 404,
  'GET /users/{id}': 404,
  'POST /users/{id}/notes': 404,
  'GET /users/{id}/notes': 404,
  'POST /users/{id}/follow-up': 404,
  'GET /users/{id}/feeds': 404,
  'GET /users/{id}/followings': 403,
  'GET /homevalue/{id}': 404,
  'GET /homevalue/agent': 403,
  'GET /homevalue/reports/{id}': 404,
  'GET /homevalue/contact/reports': 403,
  'PUT /profiles/{id}/archive': 404,
  'DELETE /users/{id}': 404,
};

async function sarahsListIds(): Promise<string[]> {
  forgetUsersList();
  const answer = await call('GET /users', w.sarah.idToken, { query: { size: '200' } });
  expect(answer.status).toBe(200);
  return (answer.body as UsersPage).items.map((item) => item.id);
}

async function sarahsExportedEmails(): Promise<string[]> {
  const answer = await call('GET /admin/exportcontacts', w.sarah.idToken);
  expect(answer.status).toBe(200);
  const rows = parse(await (await fetch(answer.body.url)).text(), { bom: true }) as string[][];
  return rows.slice(1).map((row) => row[2]!);
}

/** Writes a staff profile as the code before this rule left it: the role, and the agent link kept. */
async function keepLinkAsBefore(userId: string, role: GroupRole, agentId: string) {
  await dynamo().send(
    new UpdateCommand({
      TableName: env().USER_TABLE,
      Key: accountKeys.profile(userId),
      UpdateExpression: 'SET #roles = :roles, #agentId = :agent, GSI1PK = :pk, GSI1SK = :sk REMOVE #former',
      ExpressionAttributeNames: { '#roles': 'roles', '#agentId': 'agentId', '#former': 'formerAgentId' },
      ExpressionAttributeValues: { ':roles': [role], ':agent': agentId, ...keyValues(agentId, userId) },
    }),
  );
}

const keyValues = (agentId: string, userId: string) => {
  const keys = accountIndexKeys.agentContact(agentId, userId);
  return { ':pk': keys.GSI1PK, ':sk': keys.GSI1SK };
};

describe('H1: a client an admin promotes is no longer anyone’s contact', () => {
  it.each(['admin', 'agent'] as const)(
    'ends the agent link when the %s role is granted, keeping the former agent under another name',
    async (role) => {
      const x = await sarahsClient();
      expect(await sarahsListIds()).toContain(x.sub);

      const granted = await call(`PUT /users/{id}/role/${role}`, w.priya.idToken, { id: x.sub });

      expect(granted.status).toBe(200);
      expect(await formerAgentAttempts(w.sarah.idToken, x)).toEqual(refused);
      const profile = await getProfile(x.sub);
      expect(profile).toMatchObject({
        roles: [role],
        status: 'active',
        firstName: 'Xavier',
        formerAgentId: w.sarah.sub,
      });
      expect(profile?.agentId).toBeUndefined();
      expect(await getDeletion(x.sub)).toBeUndefined();
      expect(await sarahsListIds()).not.toContain(x.sub);
      expect(await sarahsExportedEmails()).not.toContain(x.email);
    },
  );

  it('does not give the former agent their contact back when the role is removed again', async () => {
    const x = await sarahsClient();
    expect((await call('PUT /users/{id}/role/admin', w.priya.idToken, { id: x.sub })).status).toBe(200);

    const removed = await call('DELETE /users/{id}/role/admin', w.priya.idToken, { id: x.sub });

    expect(removed.status).toBe(200);
    expect(removed.body.roles).toEqual(['client']);
    expect(await formerAgentAttempts(w.sarah.idToken, x)).toEqual(refused);
    expect((await getProfile(x.sub))?.agentId).toBeUndefined();
    expect(await sarahsListIds()).not.toContain(x.sub);
  });

  it.each(['admin', 'agent'] as const)(
    'refuses the former agent a %s whose profile still names them (written before the rule)',
    async (role) => {
      const x = await sarahsClient();
      await keepLinkAsBefore(x.sub, role, w.sarah.sub);

      expect(await formerAgentAttempts(w.sarah.idToken, x)).toEqual(refused);
      expect(await getProfile(x.sub)).toMatchObject({ roles: [role], status: 'active', firstName: 'Xavier' });
      expect(await sarahsListIds()).not.toContain(x.sub);
      expect(await sarahsExportedEmails()).not.toContain(x.email);
    },
  );

  it('still lets an admin reach and archive a staff user', async () => {
    const x = await sarahsClient();
    expect((await call('PUT /users/{id}/role/agent', w.priya.idToken, { id: x.sub })).status).toBe(200);

    expect((await call('GET /profiles/{id}', w.priya.idToken, { id: x.sub })).status).toBe(200);
    expect((await call('PUT /profiles/{id}/archive', w.priya.idToken, { id: x.sub })).status).toBe(200);
    expect((await getProfile(x.sub))?.status).toBe('archived');
  });
});

describe("H2: an agent cannot delete another agent's book through a former client", () => {
  async function promotedWithClient(options: { linkKept: boolean }) {
    const x = await sarahsClient();
    expect((await call('PUT /users/{id}/role/agent', w.priya.idToken, { id: x.sub })).status).toBe(200);
    if (options.linkKept) await keepLinkAsBefore(x.sub, 'agent', w.sarah.sub);
    const tag = randomUUID().slice(0, 8);
    const v: TestUser = await w.stack.createUser({
      email: `book.client.${tag}@example.com`,
      profile: { firstName: 'Vera', lastName: `Book${tag}`, agentId: x.sub },
    });
    return { x, v };
  }

  it.each([{ linkKept: false }, { linkKept: true }])(
    'answers 404 to the former agent deleting or archiving the new agent, and deletes no one (%o)',
    async (options) => {
      const { x, v } = await promotedWithClient(options);

      const readV = await call('GET /users/{id}', w.sarah.idToken, { id: v.sub });
      const deleteX = await call('DELETE /users/{id}', w.sarah.idToken, { id: x.sub });
      const archiveX = await call('PUT /profiles/{id}/archive', w.sarah.idToken, { id: x.sub });
      await deletionsSettled();

      expect([readV.status, deleteX.status, archiveX.status]).toEqual([404, 404, 404]);
      expect(await getDeletion(x.sub)).toBeUndefined();
      expect(await getDeletion(v.sub)).toBeUndefined();
      expect(await getProfile(x.sub)).toMatchObject({ status: 'active', roles: ['agent'] });
      expect(await getProfile(v.sub)).toMatchObject({ status: 'active', agentId: x.sub });
    },
  );

  it("lets an admin's delete of an agent take only that agent's clients, never a staff user still linked", async () => {
    const former = await w.stack.createUser({
      email: `agent.${randomUUID().slice(0, 8)}@example.com`,
      groups: ['agent'],
      profile: { firstName: 'Fiona' },
    });
    const client = await w.stack.createUser({
      email: `fiona.client.${randomUUID().slice(0, 8)}@example.com`,
      profile: { firstName: 'Carl', agentId: former.sub },
    });
    const staff = await w.stack.createUser({
      email: `fiona.promoted.${randomUUID().slice(0, 8)}@example.com`,
      profile: { firstName: 'Petra', agentId: former.sub },
    });
    await keepLinkAsBefore(staff.sub, 'agent', former.sub);

    const answer = await call('DELETE /users/{id}', w.priya.idToken, { id: former.sub });
    await deletionsSettled();

    expect(answer.status).toBe(202);
    expect(await getProfile(former.sub)).toBeUndefined();
    expect(await getProfile(client.sub)).toBeUndefined();
    expect(await getProfile(staff.sub)).toMatchObject({ status: 'active', roles: ['agent'] });
  });
});
