import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { UserAnalytics, WebAnalyticsAnswer } from '@shared/analytics';
import { resetEnv } from '../../../../functions/lib/env';
import { handler } from '../../../../functions/user/index';
import { signUpRefusal } from '../../../../functions/user/invitations/invitation';
import { getInvitation, markInvitationUsed } from '../../../../functions/user/invitations/invitation-repository';
import { getProfile } from '../../../../functions/user/accounts/profile-repository';
import { listFeedItems } from '../../../../functions/user/notes-follow-ups/published';
import { invitationKeys } from '../../../../functions/user/invitations/keys';
import { readyBanner } from '../../../../infra/local/cli/banner';
import { demoAccounts, demoInvitations } from '../../../../infra/local/provision/demo-accounts';
import { localCredentials } from '../../../../infra/local/stand-ins/emulators';
import { localInfoSchema } from '../../../../infra/local/local-info';
import { seedDemo } from '../../../../infra/local/provision/seed-demo';
import { generatePeople } from '../../../../infra/local/seed/people';
import { gtaNeighbourhoodTable } from '../../../../infra/local/seed/data/gta-neighbourhoods';
import { listFollowings } from '../../../../functions/user/followings/following-repository';
import { generateWebAnalytics } from '../../../../infra/local/seed/web-analytics';
import { apiEvent, lambdaContext } from '../../../support/api-event';
import { expectedEngagementSuggestion } from '../../../support/email-engagement-rule';
import { useTestStack } from '../../../support/test-stack';

/**
 * The demo invitations get tokens and links (issue 11) until invitation e-mails exist: each
 * start renews them, since the table keeps only their hashes.
 */
const siteUrl = 'http://localhost:5199';
const firstStart = new Date('2026-05-15T12:00:00.000Z');
const restart = new Date('2026-06-20T12:00:00.000Z');

let stack: Awaited<ReturnType<typeof useTestStack>>;
let cognito: CognitoIdentityProviderClient;

function seed(now: Date) {
  return seedDemo({ cognito, userPoolId: stack.userPoolId, now, siteUrl });
}

function tokenOf(link: string): { email: string; token: string } {
  const url = new URL(link);
  return { email: url.searchParams.get('e')!, token: url.searchParams.get('i')! };
}

async function refusalOf(link: string, now: Date) {
  const { email, token } = tokenOf(link);
  return signUpRefusal(await getInvitation(email), token, now);
}

beforeAll(async () => {
  stack = await useTestStack();
  cognito = new CognitoIdentityProviderClient({
    endpoint: inject('emulators').cognitoEndpoint,
    region: 'ca-central-1',
    credentials: localCredentials,
  });
});

describe('the demo invitations of the local stack', () => {
  let firstLinks: string[];

  it('get a working /sign-in?e=…&i=… link each on the first start, and the table keeps only a hash', async () => {
    const { invitations } = await seed(firstStart);

    expect(invitations.map((invitation) => invitation.email)).toEqual(demoInvitations.map((i) => i.email));
    firstLinks = invitations.map((invitation) => invitation.link);
    for (const link of firstLinks) {
      const url = new URL(link);
      expect(`${url.origin}${url.pathname}`).toBe(`${siteUrl}/sign-in`);
      expect(await refusalOf(link, firstStart)).toBeUndefined();
      const { email, token } = tokenOf(link);
      const documents = DynamoDBDocumentClient.from(stack.dynamoClient);
      const { Item } = await documents.send(
        new GetCommand({ TableName: stack.tableNames.user, Key: invitationKeys.invitation(email) }),
      );
      expect(JSON.stringify(Item)).not.toContain(token);
    }
  });

  it('get new links on a restart, valid 14 days from it; the old links stop working', async () => {
    const { invitations } = await seed(restart);

    const links = invitations.map((invitation) => invitation.link);
    expect(links).toHaveLength(firstLinks.length);
    for (const link of links) expect(await refusalOf(link, restart)).toBeUndefined();
    for (const link of firstLinks) expect(await refusalOf(link, restart)).toBe('invitationInvalid');
    const inFifteenDays = new Date(restart.getTime() + 15 * 24 * 60 * 60 * 1000);
    expect(await refusalOf(links[0]!, inFifteenDays)).toBe('invitationInvalid');
  });

  it('gives no link for an invitation already used, and prints the others in the Ready banner', async () => {
    const [used, ...open] = demoInvitations;
    await markInvitationUsed(used!.email, 'someone', restart.toISOString());

    const { accounts, invitations } = await seed(restart);

    expect(invitations.map((invitation) => invitation.email)).toEqual(open.map((i) => i.email));
    const info = localInfoSchema.parse({
      siteUrl,
      apiUrl: `${siteUrl}/api`,
      gatewayUrl: 'http://127.0.0.1:3999',
      region: 'ca-central-1',
      userPoolId: stack.userPoolId,
      userPoolClientId: stack.userPoolClientId,
      cognitoEndpoint: 'c',
      cognitoIssuer: 'i',
      s3Endpoint: 's',
      dynamodbEndpoint: 'd',
      sesEndpoint: 'm',
      mailEndpoint: 'm',
      tables: stack.tableNames,
      buckets: { photos: 'photos', uploads: 'uploads' },
      staticWeb: false,
      pid: 1,
      readyAt: restart.toISOString(),
      readyInMs: 1000,
      demoAccounts: accounts,
      invitedEmails: demoInvitations.map((i) => i.email),
      waitlistEmails: [],
      invitations,
    });
    const banner = readyBanner(info, '/tmp/data', true);
    for (const invitation of invitations) expect(banner).toContain(invitation.link);
    expect(banner).not.toContain(used!.email);
  });
});

describe('the demo accounts', () => {
  it('each came from an invitation, used: a client by their agent, an agent by the admin', async () => {
    const { accounts } = await seed(firstStart);
    const viewer = await stack.createUser({ email: 'ua.admin@example.com', groups: ['admin'], profile: true });
    const answer = await handler(apiEvent('GET /admin/useranalytics', { token: viewer.idToken }), lambdaContext());
    const { registerredUsers, invites } = JSON.parse(String(answer.body)) as UserAnalytics;
    const subOf = new Map(accounts.map((account) => [account.email, account.sub]));
    const admin = demoAccounts.find((account) => account.role === 'admin')!;

    expect(await getInvitation(admin.email)).toBeUndefined();
    for (const account of demoAccounts.filter((candidate) => candidate !== admin)) {
      const invitation = await getInvitation(account.email);
      expect(invitation, account.email).toMatchObject({
        role: account.role,
        invitedBy: subOf.get(account.agent ?? admin.email),
        usedBy: subOf.get(account.email),
      });
    }
    // Release 1's Registered percent: the demo accounts among the invitations, never over 100%.
    expect(registerredUsers).toBeGreaterThanOrEqual(demoAccounts.length - 1);
    expect(invites).toBeGreaterThanOrEqual(registerredUsers + 1);
  });
});

/** Each agent's whole contact list, as the list route reads it (freshly loaded). */
async function agentContactLists() {
  const { usersList, forgetUsersList } = await import('../../../../functions/user/contacts/users-list/loader');
  forgetUsersList();
  const list = await usersList();
  return (agentId: string) =>
    list.query({ from: 0, size: 1000, sort: 'logins.desc', roles: [], q: '', agentId, exclude: [] });
}

describe("the demo agents' contacts", () => {
  it('gives each demo agent 20 to 60 contacts with varied figures, written once', async () => {
    await seed(firstStart);
    const { accounts } = await seed(restart);
    const contactsOf = await agentContactLists();

    for (const agent of accounts.filter((account) => account.role === 'agent')) {
      const page = contactsOf(agent.sub);
      const generated = page.items.filter((item) => item.status === 'active' && !item.details.email.startsWith('i'));
      expect(page.total).toBeGreaterThanOrEqual(20);
      expect(page.total).toBeLessThanOrEqual(60 + 10);
      expect(new Set(generated.map((item) => item.logins)).size).toBeGreaterThan(5);
      expect(generated.some((item) => item.followUps?.[agent.sub])).toBe(true);
    }
  });
});

describe("the demo contacts' e-mail activity and what it left on their profiles", () => {
  /** Each demo agent's generated contacts, their profiles and their feeds, as the product reads them. */
  async function generatedContacts() {
    const { accounts } = await seed(firstStart);
    const contactsOf = await agentContactLists();
    const ids = accounts
      .filter((account) => account.role === 'agent')
      .flatMap((agent) => contactsOf(agent.sub).items)
      .map((item) => item.id)
      .filter((id) => /^demo\d-/.test(id));
    return Promise.all(
      ids.map(async (id) => ({
        profile: (await getProfile(id))!,
        feed: await listFeedItems(id, '2000-01-01T00:00:00.000Z', firstStart.toISOString()),
      })),
    );
  }

  it('suggests a follow-up to exactly the contacts without one whose opens and clicks meet the rule, a few of them', async () => {
    const contacts = await generatedContacts();
    expect(contacts.length).toBeGreaterThan(50);
    for (const { profile, feed } of contacts) {
      expect(profile.followUpSuggestion, profile.email).toEqual(
        expectedEngagementSuggestion(feed, profile.agentId && profile.followUps?.[profile.agentId]),
      );
    }
    expect(contacts.filter(({ profile }) => profile.followUpSuggestion).length).toBeGreaterThanOrEqual(3);
  });

  it('leaves whoever unsubscribed with the newsletter off, sent nothing after, as the unsubscribe link does', async () => {
    const contacts = await generatedContacts();
    const unsubscribed = contacts.filter(({ feed }) => feed.some((item) => item.feedType === '_email.unsubscribe'));
    expect(unsubscribed.length).toBeGreaterThan(0);
    for (const { profile, feed } of unsubscribed) {
      const at = feed.find((item) => item.feedType === '_email.unsubscribe')!.time;
      expect(profile.receiveSoldReport, profile.email).toBe(false);
      // No e-mail after it (a report read on the site afterwards is theirs to open).
      expect(
        feed.filter((item) => item.time > at && item.feedType.startsWith('_email.')),
        profile.email,
      ).toEqual([]);
    }
    for (const { profile, feed } of contacts.filter((contact) => !unsubscribed.includes(contact))) {
      expect(profile.receiveSoldReport, profile.email).toBe(true);
      expect(feed.some((item) => item.feedType === '_email.send')).toBe(true);
    }
  });

  it("holds in each contact's Activity the sold-report opens their counter counts, within the retention", async () => {
    const contacts = await generatedContacts();
    const readers = contacts.filter(({ profile }) => (profile.totalReportOpen ?? 0) > 0 && profile.lastLoginAt);
    expect(readers.length).toBeGreaterThan(10);
    for (const { profile, feed } of readers) {
      const opens = feed.filter((item) => item.feedType === 'OpenSoldReport');
      // The last open is the last login's, well within the 25 months kept.
      expect(opens.length, profile.email).toBeGreaterThan(0);
      expect(opens.length, profile.email).toBeLessThanOrEqual(profile.totalReportOpen!);
    }
  });

  it('follows neighbourhoods, most of them, so that their monthly newsletter has areas to report on', async () => {
    const contacts = await generatedContacts();
    const known = new Set(gtaNeighbourhoodTable().map((row) => row.id));
    const followed = await Promise.all(contacts.map(({ profile }) => listFollowings(profile.id)));
    const following = followed.filter((followings) => Object.keys(followings.neighbourhoods).length > 0);

    // Before, none did, and the newsletter skipped all but the few who had valued a home.
    expect(following.length / contacts.length).toBeGreaterThan(0.6);
    contacts.forEach(({ profile }, i) => {
      const dates = Object.entries(followed[i]!.neighbourhoods);
      if ((profile.totalReportOpen ?? 0) > 0) expect(dates.length, profile.email).toBeGreaterThanOrEqual(1);
      expect(dates.length, profile.email).toBeLessThanOrEqual(3);
      for (const [id, at] of dates) {
        expect(known.has(id), id).toBe(true);
        expect(at >= profile.createdAt && at <= firstStart.toISOString(), at).toBe(true);
      }
    });
  });

  it("holds the named clients' opens too, which their Insights count (Olivia's said 17 over 8, QA 22a F4)", async () => {
    const { accounts } = await seed(firstStart);
    const clients = accounts.filter((account) => account.role === 'client');
    expect(clients.length).toBeGreaterThan(2);
    for (const client of clients) {
      const profile = (await getProfile(client.sub))!;
      const feed = await listFeedItems(client.sub, '2000-01-01T00:00:00.000Z', firstStart.toISOString());
      const opens = feed.filter((item) => item.feedType === 'OpenSoldReport');
      expect(opens.length, client.email).toBe(profile.totalReportOpen);
    }
  });
});

describe('the demo web analytics', () => {
  async function webAnalytics(token: string, query?: Record<string, string>) {
    process.env.NOW = firstStart.toISOString();
    resetEnv();
    try {
      const result = await handler(
        apiEvent('GET /admin/webanalytics', { token, ...(query && { query }) }),
        lambdaContext(),
      );
      return { status: result.statusCode, body: JSON.parse(String(result.body)) as WebAnalyticsAnswer };
    } finally {
      delete process.env.NOW;
      resetEnv();
    }
  }

  it("gives Platform Analytics a year of figures through the real handler, the seed's own, written once", async () => {
    await seed(firstStart);
    await seed(restart);
    const admin = await stack.createUser({ email: 'wa.admin@example.com', groups: ['admin'], profile: true });

    const { status, body } = await webAnalytics(admin.idToken);

    expect(status).toBe(200);
    expect(body.from).toBe('2025-06');
    expect(body.to).toBe('2026-05');
    expect(body.months).toHaveLength(12);
    for (const month of body.months) {
      expect(month.visitors, month.month).toBeGreaterThan(0);
      expect(month.sessionNumber, month.month).toBeGreaterThan(0);
      expect(month.logins, month.month).toBeGreaterThan(0);
      expect(month.mobileSessionNumber, month.month).toBeGreaterThan(0);
      expect(month.sessionTime, month.month).toBeGreaterThan(0);
      expect(month.pageVisited, month.month).toBeGreaterThan(0);
    }
    // The first start's figures: the restart wrote none over them.
    const agents = demoAccounts.filter((account) => account.role === 'agent');
    const people = agents.flatMap((_, i) =>
      generatePeople({
        seed: `demo-${i}`,
        tag: `demo${i}`,
        agentIds: ['any'],
        count: [48, 27, 60, 20][i]!,
        now: firstStart,
      }),
    );
    const expected = generateWebAnalytics({ seed: 'demo', people, now: firstStart });
    const april = await webAnalytics(admin.idToken, { time: '202604' });
    expect(april.body.months[0]).toEqual({ month: '2026-04', ...expected.months.get('2026-04') });
  });
});
