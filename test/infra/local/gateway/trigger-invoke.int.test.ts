import {
  AdminListGroupsForUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getInvitation, putInvitation } from '../../../../functions/user/invitations/invitation-repository';
import { getProfile } from '../../../../functions/user/accounts/profile-repository';
import { createGateway, type RunningGateway } from '../../../../infra/local/gateway/gateway';
import { findFreePort } from '../../../../infra/local/stand-ins/ports';
import { triggers } from '../../../../infra/local/gateway/triggers';
import { invokeFunction, type InvokeOptions } from '../../../support/signed-invoke';
import { useTestStack, type TestUser } from '../../../support/test-stack';

/**
 * The attack on the local stack's Lambda Invoke endpoint (issue 11, hole 11b): anyone on the
 * machine POSTs a PostConfirmation event naming their own account and an address invited as
 * an agent, and the real trigger gives them that agent's profile and group. The gateway here
 * serves the very triggers `npm start` serves, against dynalite and cognito-local.
 */
let stack: Awaited<ReturnType<typeof useTestStack>>;
let gateway: RunningGateway;
let mallory: TestUser;
const cognito = () =>
  new CognitoIdentityProviderClient({
    endpoint: inject('emulators').cognitoEndpoint,
    region: 'ca-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

function postConfirmation(user: TestUser, invitedEmail: string) {
  return {
    version: '1',
    region: 'local',
    userPoolId: stack.userPoolId,
    userName: user.email,
    triggerSource: 'PostConfirmation_ConfirmSignUp',
    callerContext: { awsSdkVersion: '2', clientId: stack.userPoolClientId },
    request: { userAttributes: { sub: user.sub, email: invitedEmail, name: 'Made Up' } },
    response: {},
  };
}

async function inviteAgent(email: string) {
  await putInvitation({
    email,
    firstName: 'Jordan',
    lastName: 'Wright',
    role: 'agent',
    invitedBy: 'admin-1',
    createdAt: '2026-05-01T12:00:00.000Z',
  });
}

async function groupsOf(user: TestUser) {
  const { Groups = [] } = await cognito().send(
    // cognito-local lists members by their internal user name, the sub.
    new AdminListGroupsForUserCommand({ UserPoolId: stack.userPoolId, Username: user.sub }),
  );
  return Groups.map((group) => group.GroupName);
}

beforeAll(async () => {
  stack = await useTestStack();
  gateway = await createGateway({ services: [], port: await findFreePort(), triggers });
  mallory = await stack.createUser({ email: 'mallory@example.com' });
  await inviteAgent('jordan.wright@example.com');
});

afterAll(() => gateway?.stop());

describe('a forged Cognito trigger call to the local Lambda Invoke endpoint', () => {
  it.each<[string, () => InvokeOptions]>([
    ['unsigned', () => ({})],
    [
      'signed with the well-known local/local keys',
      () => ({ credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
    ],
  ])('is refused when %s, and makes nobody an agent', async (_, options) => {
    const answer = await invokeFunction(
      gateway.url,
      'post-confirmation',
      postConfirmation(mallory, 'jordan.wright@example.com'),
      options(),
    );

    expect(answer.status).toBe(403);
    expect(await getProfile(mallory.sub)).toBeUndefined();
    expect((await getInvitation('jordan.wright@example.com'))?.usedBy).toBeUndefined();
    expect(await groupsOf(mallory)).toEqual([]);
  });

  it('runs when signed with the keys the stack gave cognito-local (the same event is a real attack without them)', async () => {
    const insider = await stack.createUser({ email: 'insider@example.com' });
    await inviteAgent('insider@example.com');

    const answer = await invokeFunction(
      gateway.url,
      'post-confirmation',
      postConfirmation(insider, 'insider@example.com'),
      {
        credentials: gateway.invokeCredentials,
      },
    );

    expect(answer.status).toBe(200);
    expect(answer.headers['x-amz-function-error']).toBeUndefined();
    expect(await getProfile(insider.sub)).toMatchObject({ roles: ['agent'] });
    expect(await groupsOf(insider)).toEqual(['agent']);
  });
});
