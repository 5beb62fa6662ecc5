import { randomUUID } from 'node:crypto';
import {
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { UserListItem, UsersPage } from '@shared/users';
import { handler as deletionJobHandler, run as sweepRun } from '../../../functions/user/deletion/job/index';
import { runJob } from '../../../functions/jobs/job';
import { getValuation, putHistoryPoint, putValuationAsIs } from '../../../functions/home-value/valuation-repository';
import type { ValuationRecord } from '../../../functions/home-value/valuation-record';
import { homeValueKeys } from '../../../functions/home-value/keys';
import { forgetNeighbourhoods } from '../../../functions/property/neighbourhood-directory';
import { replaceNeighbourhoods } from '../../../functions/property/neighbourhood-repository';
import { fixtureNeighbourhoods } from '../../support/sold-report-fixture';
import { routes as homeValueRoutes } from '../../../functions/home-value/routes';
import { sha256 } from '../../../functions/home-value/valuations';
import { createServiceHandler } from '../../../functions/lib/http/service';
import { accountStanding } from '../../../functions/user/published';
import { cognito, dynamo } from '../../../functions/lib/aws-clients';
import { resetEnv } from '../../../functions/lib/env';
import { setQueuePort } from '../../../functions/lib/queue/queue';
import { deletionSteps, getDeletion, type DeletionStep } from '../../../functions/user/deletion/deletion-repository';
import { deletionQueue, deletionWorker } from '../../../functions/user/deletion/deletion-queue';
import { deletionsSettled, setDeletionStarter } from '../../../functions/user/deletion/deletion-starter';
import { putFeedItem } from '../../../functions/user/notes-follow-ups/feed-repository';
import { addFollowing } from '../../../functions/user/followings/following-repository';
import { createInvitation } from '../../../functions/user/invitations/invitation';
import {
  getInvitation,
  markSignUpBegun,
  putInvitation,
} from '../../../functions/user/invitations/invitation-repository';
import { accountKeys } from '../../../functions/user/accounts/keys';
import { deletionKeys } from '../../../functions/user/deletion/keys';
import { getProfile } from '../../../functions/user/accounts/profile-repository';
import { completeSignUp } from '../../../functions/user/accounts/sign-up';
import { dynamoFault } from '../../support/dynamo-fault';
import { forgetUsersList } from '../../../functions/user/contacts/users-list/loader';
import { apiEvent, lambdaContext } from '../../support/api-event';
import { localJobQueue } from '../../support/job-queue';
import { mapleValuation } from '../../support/maple-valuation';
import { inCognito as inPool } from '../../support/cognito-user';
import { useTestBucket, type TestUser } from '../../support/test-stack';
import { call, dashboardWorld, freshInstance, type DashboardWorld } from './dashboard-world';

/**
 * `DELETE /users/{id}` and its job (functions/user/README.md "Deleting a user"; document 2
 * §4; issue 14 "Faults and bad input"), against the stand-ins: everything of the person goes,
 * an agent's contacts with them, and no fault at any step leaves a Cognito user without a
 * profile or a profile without a deletion that will finish it.
 */
let w: DashboardWorld;
let uploads: Awaited<ReturnType<typeof useTestBucket>>;

beforeAll(async () => {
  w = await dashboardWorld();
  uploads = await useTestBucket('UPLOADS_BUCKET');
  process.env.NOW = '2026-06-15T12:00:00Z';
  resetEnv();
});

afterEach(async () => {
  await deletionsSettled();
  setDeletionStarter(undefined);
  setQueuePort(undefined);
});

const now = new Date('2026-06-15T12:00:00Z');

const deleteUser = (token: string, id: string) => call('DELETE /users/{id}', token, { id });

/** A person with a bit of everything the product keeps about someone. */
async function personWithEverything(agent: TestUser | undefined, options: { groups?: 'agent'[] } = {}) {
  const tag = randomUUID().slice(0, 8);
  const user = await w.stack.createUser({
    email: `person.${tag}@example.com`,
    ...(options.groups && { groups: options.groups }),
    profile: {
      firstName: 'Dana',
      lastName: `Deleted${tag}`,
      ...(agent && { agentId: agent.sub }),
    },
  });
  const headshot = `headshots/${user.sub}-${tag}.jpg`;
  const upload = `uploads/${user.sub}/${randomUUID()}.jpg`;
  for (const key of [headshot, upload]) {
    await uploads.s3.send(
      new PutObjectCommand({ Bucket: uploads.bucket, Key: key, Body: Buffer.from([0xff, 0xd8, 0xff, 0xe0]) }),
    );
  }
  if (agent) {
    expect(
      (
        await call('POST /users/{id}/notes', agent.idToken, {
          id: user.sub,
          body: { note: 'Called about the spring listing.' },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call('POST /users/{id}/follow-up', agent.idToken, {
          id: user.sub,
          body: { date: '2026-06-20', note: 'Call about the open house.' },
        })
      ).status,
    ).toBe(200);
  }
  await putFeedItem({ feedType: 'PageView', time: now.toISOString(), id: randomUUID(), uid: user.sub, url: '/' });
  await addFollowing(user.sub, 'neighbourhoods', 'alpha-park', now.toISOString());
  const valuation = valuationOf(user.sub);
  await putValuationAsIs(valuation);
  await putHistoryPoint(valuation, { day: '2026-06-14', value: 990_000 });
  await putHistoryPoint(valuation, { day: '2026-06-15', value: 1_000_000 });
  return { ...user, valuation, tag };
}

function valuationOf(ownerId: string): ValuationRecord {
  const id = `deletion-${randomUUID()}`;
  return mapleValuation({ id, ownerId, shareToken: `share-${randomUUID()}`, instanceValueDate: '2026-06-15' });
}

type Person = Awaited<ReturnType<typeof personWithEverything>>;

const query = async (input: Omit<QueryCommandInput, 'TableName'>, table: string) =>
  (await dynamo().send(new QueryCommand({ TableName: table, ...input }))).Items ?? [];

/** Whether Cognito still knows the user. */
const inCognito = (user: TestUser) => inPool(w.stack.userPoolId, user);

/** Everything of a person still stored, by where it is kept (empty lists when they are gone). */
async function leftOf(person: Person) {
  const { user, homeValue } = w.stack.tableNames;
  const files = await uploads.s3.send(new ListObjectsV2Command({ Bucket: uploads.bucket }));
  return {
    partition: await query(
      { KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': `U#${person.sub}` } },
      user,
    ),
    deletion: await query(
      {
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': deletionKeys.deletion(person.sub).PK },
      },
      user,
    ),
    byEmail: await query(
      {
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :pk',
        ExpressionAttributeValues: { ':pk': `EMAIL#${person.email}` },
      },
      user,
    ),
    valuation: await query(
      { KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': `HV#${person.valuation.id}` } },
      homeValue,
    ),
    shareLink: (
      await dynamo().send(
        new GetCommand({ TableName: homeValue, Key: homeValueKeys.share(person.valuation.shareToken) }),
      )
    ).Item,
    ownerIndex: await query(
      {
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': `OWNER#${person.sub}` },
      },
      homeValue,
    ),
    files: (files.Contents ?? []).map((file) => file.Key ?? '').filter((key) => key.includes(person.sub)),
    inCognito: await inCognito(person),
  };
}

const nothingLeft = {
  partition: [],
  deletion: [],
  byEmail: [],
  valuation: [],
  shareLink: undefined,
  ownerIndex: [],
  files: [],
  inCognito: false,
};

/** The list as a freshly started instance reads it. */
async function listedRow(token: string, id: string): Promise<UserListItem | undefined> {
  forgetUsersList();
  const page = (await call('GET /users', token, { query: { size: '1000' } })).body as UsersPage;
  return page.items.find((item) => item.id === id);
}

/**
 * The orphan rule (issue 14): a Cognito user always has a profile, and a profile that is not
 * active any more is marked deleting with a deletion on record that will finish it.
 */
async function expectNoOrphan(person: TestUser) {
  const profile = await getProfile(person.sub);
  if (await inCognito(person)) expect(profile, 'a Cognito user without a profile').toBeDefined();
  if (profile?.status === 'deleting') {
    expect(await getDeletion(person.sub), 'a profile marked deleting with no deletion on record').toBeDefined();
  }
}

describe('DELETE /users/{id}', () => {
  it('answers 202 at once, shows the person as being deleted and refuses their token; the job then leaves nothing of theirs', async () => {
    const started: string[] = [];
    setDeletionStarter(async (id) => void started.push(id));
    const person = await personWithEverything(w.sarah);
    const before = await leftOf(person);

    const answer = await deleteUser(w.priya.idToken, person.sub);
    const again = await deleteUser(w.priya.idToken, person.sub);
    const row = await listedRow(w.priya.idToken, person.sub);
    const single = await call('GET /users/{id}', w.sarah.idToken, { id: person.sub });
    const theirCall = await call('GET /myprofile', person.idToken, { via: freshInstance() });
    const agentOpensProfile = await call('GET /profiles/{id}', w.sarah.idToken, { id: person.sub });
    const feed = await query(
      {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :feed)',
        ExpressionAttributeValues: { ':pk': `U#${person.sub}`, ':feed': 'FEED#' },
      },
      w.stack.tableNames.user,
    );

    expect(before.partition.length).toBeGreaterThanOrEqual(4); // profile, note, feed item, following
    expect(before.valuation).toHaveLength(3);
    expect(before.files).toHaveLength(2);
    expect(answer).toEqual({ status: 202, body: { id: person.sub, status: 'deleting' } });
    expect(again).toEqual({ status: 202, body: { id: person.sub, status: 'deleting' } });
    expect(started).toEqual([person.sub]);
    expect(row?.status).toBe('deleting');
    expect(single.body.status).toBe('deleting');
    expect(theirCall.status).toBe(401);
    expect(agentOpensProfile.status).toBe(404);
    expect(feed.map((item) => item.feedType)).toContain('Deleted');

    // The job's Lambda queues it (the event its start carries in AWS); the queue's worker runs it.
    const queues = localJobQueue(deletionQueue, deletionWorker());
    const run = await deletionJobHandler({ deletion: person.sub }, lambdaContext());
    expect(run).toEqual({ outcome: 'queued' });
    expect(queues.queue(deletionQueue).depth).toBe(1);
    await queues.drainAll();

    expect(await leftOf(person)).toEqual(nothingLeft);
    expect(await getProfile(person.sub)).toBeUndefined();
    expect(await listedRow(w.priya.idToken, person.sub)).toBeUndefined();
    expect((await call('GET /myprofile', person.idToken, { via: freshInstance() })).status).toBe(401);
    expect(
      (
        await call('PUT /myprofile', person.idToken, {
          via: freshInstance(),
          body: { firstName: 'Back', lastName: 'Again' },
        })
      ).status,
    ).toBe(401);
    expect(await getProfile(person.sub)).toBeUndefined();
    expect((await deleteUser(w.priya.idToken, person.sub)).status).toBe(404);
  });

  it('runs the job in the process when no job function is configured (the local stack)', async () => {
    const person = await personWithEverything(w.sarah);

    const answer = await deleteUser(w.sarah.idToken, person.sub);
    await deletionsSettled();

    expect(answer.status).toBe(202);
    expect(await leftOf(person)).toEqual(nothingLeft);
  });

  it('deletes an agent with all their contacts and open invitations, and the notes kept on those', async () => {
    const agent = await personWithEverything(undefined, { groups: ['agent'] });
    const [first, second] = [await personWithEverything(agent), await personWithEverything(agent)];
    const invited = `invited.${agent.tag}@example.com`;
    await createInvitation(
      {
        email: invited,
        firstName: 'Ivy',
        lastName: 'Invited',
        role: 'client',
        agentId: agent.sub,
        invitedBy: agent.sub,
      },
      now,
    );
    for (const author of [agent, w.priya]) {
      const noted = await call('POST /users/{id}/notes', author.idToken, {
        id: invited,
        body: { note: 'Imported from the open house sign-in sheet.' },
      });
      expect(noted.status).toBe(201);
    }
    forgetUsersList();
    const contactsBefore = await call('GET /users', w.priya.idToken, { query: { agentId: agent.sub, size: '50' } });

    const answer = await deleteUser(w.priya.idToken, agent.sub);
    await deletionsSettled();

    expect((contactsBefore.body as UsersPage).total).toBe(3); // two contacts and the invitation
    expect(answer.status).toBe(202);
    expect(await leftOf(agent)).toEqual(nothingLeft);
    expect(await leftOf(first!)).toEqual(nothingLeft);
    expect(await leftOf(second!)).toEqual(nothingLeft);
    expect(await getInvitation(invited)).toBeUndefined();
    expect(
      await query(
        { KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': `I#${invited}` } },
        w.stack.tableNames.user,
      ),
    ).toEqual([]);
    expect(
      await query(
        {
          IndexName: 'GSI1',
          KeyConditionExpression: 'GSI1PK = :pk',
          ExpressionAttributeValues: { ':pk': `AGENT#${agent.sub}` },
        },
        w.stack.tableNames.user,
      ),
    ).toEqual([]);
  });

  it('deletes a contact who signed up while their agent was being deleted, on the step run again (review 66 M2)', async () => {
    const agent = await personWithEverything(undefined, { groups: ['agent'] });
    const invited = `late.${agent.tag}@example.com`;
    await createInvitation(
      { email: invited, firstName: 'Lea', lastName: 'Late', role: 'client', agentId: agent.sub, invitedBy: agent.sub },
      now,
    );
    const sub = randomUUID();
    const quiet = { warn: () => undefined, error: () => undefined } as unknown as Parameters<typeof completeSignUp>[1];
    const fault = dynamoFault(async (command, send) => {
      if (command instanceof UpdateCommand && command.input.Key?.PK === `I#${invited}`) {
        fault.restore();
        await completeSignUp(
          { sub, username: invited, userPoolId: 'ca-central-1_local', email: invited, now: now.toISOString() },
          quiet,
        );
      }
      return send();
    });
    let stopped: Awaited<ReturnType<typeof getDeletion>>;
    try {
      await deleteUser(w.priya.idToken, agent.sub);
      await deletionsSettled();
      stopped = await getDeletion(agent.sub);
    } finally {
      fault.restore();
    }

    // The sign-up won the invitation: the contacts step stopped rather than leave them behind.
    expect(stopped?.done).toEqual([]);
    expect((await getInvitation(invited))?.usedBy).toBe(sub);
    expect(await getProfile(sub)).toBeDefined();

    const sweep = await runJob('user-deletion', sweepRun, {});

    expect(sweep.summary).toMatchObject({ done: 1, failed: 0 });
    expect(await getProfile(sub)).toBeUndefined();
    expect(await getInvitation(invited)).toBeUndefined();
    expect(await leftOf(agent)).toEqual(nothingLeft);
  });

  it("answers 404 to an agent deleting another agent's contact, and changes nothing", async () => {
    const person = await personWithEverything(w.sarah);

    const answer = await deleteUser(w.david.idToken, person.sub);
    await deletionsSettled();

    expect(answer.status).toBe(404);
    expect((await getProfile(person.sub))?.status).toBe('active');
    expect(await getDeletion(person.sub)).toBeUndefined();
    expect(await inCognito(person)).toBe(true);
  });

  it('refuses an admin deleting themselves (403) and a client deleting anyone (403)', async () => {
    const self = await deleteUser(w.priya.idToken, w.priya.sub);
    const byClient = await deleteUser(w.olivia.idToken, w.sophia.sub);

    expect(self).toMatchObject({ status: 403, body: { message: 'You cannot delete your own account.' } });
    expect(byClient.status).toBe(403);
    expect((await getProfile(w.priya.sub))?.status).toBe('active');
    expect((await getProfile(w.sophia.sub))?.status).toBe('active');
  });

  it('deletes an invitation whose person never signed up, and its list row', async () => {
    const email = `never.${randomUUID().slice(0, 8)}@example.com`;
    await createInvitation(
      { email, firstName: 'Nev', lastName: 'Er', role: 'client', agentId: w.sarah.sub, invitedBy: w.sarah.sub },
      now,
    );
    const listedBefore = await listedRow(w.sarah.idToken, email);

    const byOtherAgent = await deleteUser(w.david.idToken, email);
    const answer = await deleteUser(w.sarah.idToken, email);

    expect(listedBefore?.status).toBe('invited');
    expect(byOtherAgent.status).toBe(404);
    expect(answer).toEqual({ status: 202, body: { id: email, status: 'deleted' } });
    expect(await getInvitation(email)).toBeUndefined();
    expect(await listedRow(w.sarah.idToken, email)).toBeUndefined();
  });

  /**
   * The account a sign-up left behind when its post-confirmation trigger failed before using the
   * invitation (a throttle, a timeout): confirmed, signed in, with no profile (review 67 M3).
   * Its first `GET /myprofile` would finish the sign-up; the withdrawals below come first.
   */
  async function unfinishedSignUp(agent: TestUser) {
    const email = `unfinished.${randomUUID().slice(0, 8)}@example.com`;
    await createInvitation(
      { email, firstName: 'Una', lastName: 'Finished', role: 'client', agentId: agent.sub, invitedBy: agent.sub },
      now,
    );
    // The pre-sign-up trigger's stamp (this pool's users are made by AdminCreateUser, which skips it).
    expect(await markSignUpBegun(email, now)).toBe(true);
    return w.stack.createUser({ email });
  }

  it('deletes, with a withdrawn invitation, the account its sign-up left without a profile (review 67 M3)', async () => {
    const account = await unfinishedSignUp(w.sarah);

    const answer = await deleteUser(w.sarah.idToken, account.email);
    await deletionsSettled();

    expect(answer).toEqual({ status: 202, body: { id: account.email, status: 'deleted' } });
    expect(await getInvitation(account.email)).toBeUndefined();
    // Nothing of it is left to sign in with, and no profile was made of it meanwhile.
    expect(await inCognito(account)).toBe(false);
    expect(await getProfile(account.sub)).toBeUndefined();
    expect(await getDeletion(account.sub)).toBeUndefined();
  });

  it("deletes, with a deleted agent's open invitations, the accounts their sign-ups left without a profile", async () => {
    const agent = await personWithEverything(undefined, { groups: ['agent'] });
    const account = await unfinishedSignUp(agent);

    await deleteUser(w.priya.idToken, agent.sub);
    await deletionsSettled();

    expect(await leftOf(agent)).toEqual(nothingLeft);
    expect(await getInvitation(account.email)).toBeUndefined();
    expect(await inCognito(account)).toBe(false);
    expect(await getDeletion(account.sub)).toBeUndefined();
  });

  it('leaves a pool user no sign-up with the link made, as a first admin whose profile is not written yet (review 68 M1)', async () => {
    const email = `made.apart.${randomUUID().slice(0, 8)}@example.com`;
    await createInvitation(
      { email, firstName: 'Ada', lastName: 'Apart', role: 'client', agentId: w.sarah.sub, invitedBy: w.sarah.sub },
      now,
    );
    const account = await w.stack.createUser({ email });

    expect((await deleteUser(w.sarah.idToken, email)).status).toBe(202);
    await deletionsSettled();

    expect(await inCognito(account)).toBe(true);
    expect(await getDeletion(account.sub)).toBeUndefined();
  });

  it('leaves the account of an address whose invitation is withdrawn when it has a profile', async () => {
    const email = `profiled.${randomUUID().slice(0, 8)}@example.com`;
    await createInvitation(
      { email, firstName: 'Pat', lastName: 'Profiled', role: 'client', agentId: w.sarah.sub, invitedBy: w.sarah.sub },
      now,
    );
    await markSignUpBegun(email, now);
    const account = await w.stack.createUser({ email, profile: { agentId: w.sarah.sub } });

    expect((await deleteUser(w.sarah.idToken, email)).status).toBe(202);
    await deletionsSettled();

    expect(await inCognito(account)).toBe(true);
    expect((await getProfile(account.sub))?.status).toBe('active');
  });

  it('deletes the invitation a person signed up with, which holds their name and details too', async () => {
    const person = await personWithEverything(w.sarah);
    const email = person.email;
    await putInvitation({
      email,
      firstName: 'Dana',
      lastName: 'Invited',
      role: 'client',
      agentId: w.sarah.sub,
      invitedBy: w.sarah.sub,
      createdAt: now.toISOString(),
      usedAt: now.toISOString(),
      usedBy: person.sub,
      profile: { phone: '416-555-0199' },
    });

    expect((await deleteUser(w.priya.idToken, person.sub)).status).toBe(202);
    await deletionsSettled();

    expect(await getInvitation(email)).toBeUndefined();
    expect(await getProfile(person.sub)).toBeUndefined();
  });

  it('starts the job Lambda with an asynchronous invoke when one is configured (AWS)', async () => {
    const lambda = mockClient(LambdaClient);
    lambda.on(InvokeCommand).resolves({ StatusCode: 202 });
    process.env.USER_DELETION_FUNCTION = 'GtaHomes-Stateless-UserDeletionJob';
    resetEnv();
    try {
      const person = await personWithEverything(w.sarah);

      const answer = await deleteUser(w.priya.idToken, person.sub);
      await deletionsSettled();

      expect(answer.status).toBe(202);
      const invokes = lambda.commandCalls(InvokeCommand).map((c) => c.args[0].input);
      expect(invokes).toHaveLength(1);
      expect(invokes[0]).toMatchObject({ FunctionName: 'GtaHomes-Stateless-UserDeletionJob', InvocationType: 'Event' });
      expect(JSON.parse(new TextDecoder().decode(invokes[0]!.Payload as Uint8Array))).toEqual({ deletion: person.sub });
      // Nothing ran in the request: the Lambda does the work.
      expect((await getProfile(person.sub))?.status).toBe('deleting');
      expect(await inCognito(person)).toBe(true);
      // The event that invoke carries, as the job's Lambda receives it.
      const queues = localJobQueue(deletionQueue, deletionWorker());
      expect(await deletionJobHandler({ deletion: person.sub }, lambdaContext())).toEqual({ outcome: 'queued' });
      await queues.drainAll();
      expect(await leftOf(person)).toEqual(nothingLeft);
    } finally {
      lambda.restore();
      delete process.env.USER_DELETION_FUNCTION;
      resetEnv();
    }
  });
  it("refuses the writes of a deleted person's token that an instance still remembers as active, so nothing of theirs comes back", async () => {
    // The standing is remembered for up to a minute (standing-cache.ts). A follow or the claim of
    // a visitor's valuation in that minute wrote, after the job had finished, a following and a
    // feed item in the deleted partition and a valuation owned by nobody who exists.
    const person = await personWithEverything(w.sarah);
    await replaceNeighbourhoods(fixtureNeighbourhoods, now);
    forgetNeighbourhoods();
    const users = freshInstance();
    const homeValue = createServiceHandler('home-value', homeValueRoutes, { readStanding: accountStanding });
    const visitors = mapleValuation({
      id: `deletion-${randomUUID()}`,
      ownerId: undefined,
      shareToken: `share-${randomUUID()}`,
    });
    const secret = 'S'.repeat(43);
    await putValuationAsIs({ ...visitors, claimSecretHash: sha256(secret) });
    expect((await call('GET /myprofile', person.idToken, { via: users })).status).toBe(200);
    expect((await homeValue(apiEvent('GET /homevalue', { token: person.idToken }), lambdaContext())).statusCode).toBe(
      200,
    );

    await deleteUser(w.sarah.idToken, person.sub);
    await deletionsSettled();
    const follow = await call('PUT /followings/neighbourhoods/{id}', person.idToken, { id: 'alpha-park', via: users });
    const claim = await homeValue(
      apiEvent('POST /homevalue/{id}/claim', {
        token: person.idToken,
        pathParameters: { id: visitors.id },
        body: { secret },
      }),
      lambdaContext(),
    );

    expect(follow.status).toBe(401);
    expect(claim.statusCode).toBe(401);
    expect(await leftOf(person)).toEqual(nothingLeft);
    expect((await getValuation(visitors.id))?.ownerId).toBeUndefined();
  });
});

describe('a fault at each step of the job', () => {
  const refused = () => Object.assign(new Error('Service unavailable'), { name: 'ServiceUnavailable' });

  /** Makes the step fail on its first SDK call of that kind; everything else reaches the stand-ins. */
  const faults: Record<DeletionStep, (person: Person) => Promise<{ restore: () => void }>> = {
    contacts: async (person) => {
      const mock = mockClient(dynamo());
      mock.send.callThrough();
      mock
        .on(QueryCommand, { IndexName: 'GSI1', ExpressionAttributeValues: { ':agent': `AGENT#${person.sub}` } })
        .rejects(refused());
      return mock;
    },
    valuations: async (person) => {
      const mock = mockClient(dynamo());
      mock.send.callThrough();
      mock.on(QueryCommand, { ExpressionAttributeValues: { ':owner': `OWNER#${person.sub}` } }).rejects(refused());
      return mock;
    },
    records: async (person) => {
      const mock = mockClient(dynamo());
      mock.send.callThrough();
      mock
        .on(QueryCommand, {
          TableName: w.stack.tableNames.user,
          ExpressionAttributeValues: { ':pk': `U#${person.sub}` },
        })
        .rejects(refused());
      return mock;
    },
    images: async (person) => {
      const mock = mockClient(S3Client);
      mock.send.callThrough();
      mock.on(ListObjectsV2Command, { Prefix: `uploads/${person.sub}/` }).rejects(refused());
      return mock;
    },
    cognito: async (person) => {
      const { Username } = await cognito().send(
        new AdminGetUserCommand({ UserPoolId: w.stack.userPoolId, Username: person.email }),
      );
      const mock = mockClient(CognitoIdentityProviderClient);
      mock.send.callThrough();
      mock.on(AdminDeleteUserCommand, { Username }).rejects(refused());
      return mock;
    },
    profile: async (person) => {
      const mock = mockClient(dynamo());
      mock.send.callThrough();
      mock.on(DeleteCommand, { Key: accountKeys.profile(person.sub) }).rejects(refused());
      return mock;
    },
  };

  it.each(Object.keys(faults) as DeletionStep[])(
    'a failure at %s leaves no orphan, and the sweep finishes the deletion',
    async (step) => {
      const agent = await personWithEverything(undefined, { groups: ['agent'] });
      const contact = await personWithEverything(agent);
      const fault = await faults[step](agent);
      let stopped: Awaited<ReturnType<typeof getDeletion>>;
      try {
        const answer = await deleteUser(w.priya.idToken, agent.sub);
        await deletionsSettled();

        expect(answer.status).toBe(202);
        stopped = await getDeletion(agent.sub);
      } finally {
        fault.restore();
      }

      expect(stopped?.done).toEqual(deletionSteps.slice(0, deletionSteps.indexOf(step)));
      expect(stopped?.lastError).toBe('Service unavailable');
      await expectNoOrphan(agent);
      await expectNoOrphan(contact);
      expect(await inCognito(agent)).toBe(step !== 'profile');

      const sweep = await runJob('user-deletion', sweepRun, {});

      expect(sweep.summary).toMatchObject({ done: 1, failed: 0 });
      expect(await leftOf(agent)).toEqual(nothingLeft);
      expect(await leftOf(contact)).toEqual(nothingLeft);
    },
  );

  it('a Cognito user the pool no longer knows counts as done', async () => {
    const person = await personWithEverything(w.sarah);
    const mock = mockClient(CognitoIdentityProviderClient);
    mock.send.callThrough();
    mock.on(ListUsersCommand).resolves({ Users: [] });
    try {
      await deleteUser(w.priya.idToken, person.sub);
      await deletionsSettled();
    } finally {
      mock.restore();
    }

    expect(await getProfile(person.sub)).toBeUndefined();
    expect(await getDeletion(person.sub)).toBeUndefined();
  });
});
