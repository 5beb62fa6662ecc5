import { AdminAddUserToGroupCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { GroupRole } from '@shared/roles';
import { env } from '../lib/env';

/**
 * The user pool, where the user service needs it: group memberships carry the roles
 * (`cognito:groups`). Only the sign-up trigger uses this; the pool id arrives in its event.
 */
let client: { cognito: CognitoIdentityProviderClient; endpoint: string | undefined } | undefined;

function cognito(): CognitoIdentityProviderClient {
  const { AWS_REGION, COGNITO_ENDPOINT } = env();
  if (!client || client.endpoint !== COGNITO_ENDPOINT) {
    client = {
      endpoint: COGNITO_ENDPOINT,
      cognito: new CognitoIdentityProviderClient({
        region: AWS_REGION,
        ...(COGNITO_ENDPOINT && { endpoint: COGNITO_ENDPOINT }),
      }),
    };
  }
  return client.cognito;
}

export async function addUserToGroup(userPoolId: string, username: string, group: GroupRole): Promise<void> {
  await cognito().send(
    new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: username, GroupName: group }),
  );
}
