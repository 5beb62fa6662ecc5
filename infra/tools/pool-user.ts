import {
  AdminGetUserCommand,
  UserNotFoundException,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';

/**
 * A user pool's user by e-mail (the pool's username): its `sub` and status, or undefined when the
 * pool has none. For the tools that make users: the local demo's seed and `npm run first-admin`.
 */
export async function poolUserOf(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  email: string,
): Promise<{ sub: string; status: string | undefined } | undefined> {
  try {
    const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
    const sub = user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
    return sub ? { sub, status: user.UserStatus } : undefined;
  } catch (error) {
    if (error instanceof UserNotFoundException) return undefined;
    throw error;
  }
}
