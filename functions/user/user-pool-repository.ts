import { AdminAddUserToGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { GroupRole } from '@shared/roles';
import { cognito } from '../lib/aws-clients';

/**
 * The user pool, where the user service needs it: group memberships carry the roles
 * (`cognito:groups`). Only the sign-up trigger uses this; the pool id arrives in its event.
 */

export async function addUserToGroup(userPoolId: string, username: string, group: GroupRole): Promise<void> {
  await cognito().send(
    new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: username, GroupName: group }),
  );
}
