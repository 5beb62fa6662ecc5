import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '../../functions/lib/aws-clients';
import type { TestUser } from './test-stack';

/** Whether the pool (cognito-local) still knows the user. */
export async function inCognito(userPoolId: string, user: TestUser): Promise<boolean> {
  try {
    await cognito().send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: user.email }));
    return true;
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') return false;
    throw error;
  }
}
