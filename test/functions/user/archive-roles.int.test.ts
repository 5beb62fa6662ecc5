import {
  AdminAddUserToGroupCommand,
  AdminDisableUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserFeeds } from '@shared/feeds';
import { cognito } from '../../../functions/lib/aws-clients';
import { resetEnv } from '../../../functions/lib/env';
import { getProfile } from '../../../functions/user/accounts/profile-repository';
import type { TestUser } from '../../support/test-stack';
import { call, dashboardWorld, freshInstance, type DashboardWorld } from './dashboard-world';

/**
 * Archive, unarchive and roles (document 2 §4, §6; DECISIONS rows 17 and 24): Cognito and the
 * profile together, and the middleware's check against the profile.
 */
let w: DashboardWorld;

beforeAll(async () => {
  w = await dashboardWorld();
  process.env.NOW = '2026-06-15T12:00:00Z';
  resetEnv();
});

const enabled = async (user: TestUser) =>
  (await cognito().send(new AdminGetUserCommand({ UserPoolId: w.stack.userPoolId, Username: user.email }))).Enabled;
const groupsOf = async (user: TestUser) =>
  // By the username, the `sub` here: cognito-local lists no groups for the e-mail alias.
  (
    await cognito().send(new AdminListGroupsForUserCommand({ UserPoolId: w.stack.userPoolId, Username: user.sub }))
  ).Groups?.map((g) => g.GroupName);
const feedTypes = async (token: string, id: string) =>
  ((await call('GET /users/{id}/feeds', token, { id, query: { month: '2026-06' } })).body as UserFeeds).items.map(
    (item) => item.title,
  );

describe('archive and unarchive', () => {
  it("archives an agent's contact: disabled in Cognito, marked, and their still-valid token refused", async () => {
    const before = await call('GET /myprofile', w.olivia.idToken, { via: freshInstance() });

    const answer = await call('PUT /profiles/{id}/archive', w.sarah.idToken, { id: w.olivia.sub });
    const after = await call('GET /myprofile', w.olivia.idToken, { via: freshInstance() });

    expect(before.status).toBe(200);
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('archived');
    expect(await enabled(w.olivia)).toBe(false);
    expect((await getProfile(w.olivia.sub))?.status).toBe('archived');
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('This account has been archived. Please contact your agent.');
    expect(await feedTypes(w.sarah.idToken, w.olivia.sub)).toContain('Account archived');
  });

  it('lets only an admin unarchive, which enables and marks the user again', async () => {
    const byAgent = await call('PUT /profiles/{id}/unarchive', w.sarah.idToken, { id: w.olivia.sub });

    const byAdmin = await call('PUT /profiles/{id}/unarchive', w.priya.idToken, { id: w.olivia.sub });
    const after = await call('GET /myprofile', w.olivia.idToken, { via: freshInstance() });

    expect(byAgent.status).toBe(403);
    expect(byAdmin.status).toBe(200);
    expect(await enabled(w.olivia)).toBe(true);
    expect((await getProfile(w.olivia.sub))?.status).toBe('active');
    expect(after.status).toBe(200);
    expect(await feedTypes(w.priya.idToken, w.olivia.sub)).toContain('Account unarchived');
  });

  it("answers 404 to an agent archiving someone else's contact, and changes nothing", async () => {
    const answer = await call('PUT /profiles/{id}/archive', w.david.idToken, { id: w.olivia.sub });

    expect(answer.status).toBe(404);
    expect(await enabled(w.olivia)).toBe(true);
    expect((await getProfile(w.olivia.sub))?.status).toBe('active');
  });

  it('does not let an admin archive themselves', async () => {
    const answer = await call('PUT /profiles/{id}/archive', w.priya.idToken, { id: w.priya.sub });

    expect(answer.status).toBe(403);
    expect((await getProfile(w.priya.sub))?.status).toBe('active');
  });

  it('leaves the profile active when Cognito cannot disable the user, so the call can be made again', async () => {
    const mock = mockClient(CognitoIdentityProviderClient);
    mock
      .on(AdminDisableUserCommand)
      .rejects(Object.assign(new Error('Rate exceeded'), { name: 'TooManyRequestsException' }));
    try {
      const answer = await call('PUT /profiles/{id}/archive', w.david.idToken, { id: w.sophia.sub });

      expect(answer.status).toBe(500);
      expect((await getProfile(w.sophia.sub))?.status).toBe('active');
    } finally {
      mock.restore();
    }
  });
});

describe('roles', () => {
  it('grants the agent role in Cognito and the profile together; a new token then acts as an agent', async () => {
    const answer = await call('PUT /users/{id}/role/agent', w.priya.idToken, { id: w.sophia.sub });
    const token = await w.stack.signIn(w.sophia.email, 'Test-pass-2026!');
    const list = await call('GET /users', token, { via: freshInstance() });

    expect(answer.status).toBe(200);
    expect(answer.body.roles).toEqual(['agent']);
    expect(await groupsOf(w.sophia)).toEqual(['agent']);
    expect((await getProfile(w.sophia.sub))?.roles).toEqual(['agent']);
    expect(list.status).toBe(200);
  });

  it('removes the role: the token that still carries the group is refused within a minute', async () => {
    const token = await w.stack.signIn(w.sophia.email, 'Test-pass-2026!');

    const answer = await call('DELETE /users/{id}/role/agent', w.priya.idToken, { id: w.sophia.sub });
    const list = await call('GET /users', token, { via: freshInstance() });

    expect(answer.status).toBe(200);
    expect(answer.body.roles).toEqual(['client']);
    expect(await groupsOf(w.sophia)).toEqual([]);
    expect(list.status).toBe(403);
  });

  it('refuses an agent with 403 and changes nothing', async () => {
    const answer = await call('PUT /users/{id}/role/admin', w.sarah.idToken, { id: w.olivia.sub });

    expect(answer.status).toBe(403);
    expect((await getProfile(w.olivia.sub))?.roles).toEqual(['client']);
    expect(await groupsOf(w.olivia)).toEqual([]);
  });

  it('grants nothing when Cognito fails, and removes the role from the profile first when Cognito fails', async () => {
    const mock = mockClient(CognitoIdentityProviderClient);
    const refused = Object.assign(new Error('Rate exceeded'), { name: 'TooManyRequestsException' });
    mock.on(AdminAddUserToGroupCommand).rejects(refused).on(AdminRemoveUserFromGroupCommand).rejects(refused);
    try {
      const grant = await call('PUT /users/{id}/role/admin', w.priya.idToken, { id: w.sarah.sub });
      const rolesAfterGrant = (await getProfile(w.sarah.sub))?.roles;
      const remove = await call('DELETE /users/{id}/role/agent', w.priya.idToken, { id: w.sarah.sub });

      expect(grant.status).toBe(500);
      expect(rolesAfterGrant).toEqual(['agent']);
      expect(remove.status).toBe(500);
      expect((await getProfile(w.sarah.sub))?.roles).toEqual(['client']);
    } finally {
      mock.restore();
    }
  });
});
