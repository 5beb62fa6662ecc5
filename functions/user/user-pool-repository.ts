import {
  AdminAddUserToGroupCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminRemoveUserFromGroupCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { GroupRole } from '@shared/roles';
import { cognito } from '../lib/aws-clients';
import { env } from '../lib/env';

/**
 * The user pool, where the user service needs it: group memberships carry the roles
 * (`cognito:groups`), and an archived user is disabled so they cannot sign in. The sign-up
 * trigger names its pool (it arrives in the trigger's event); the API's calls use the
 * service's own pool. A user is named by their `sub`, which Cognito takes as the username
 * of a pool whose users sign in by e-mail (cognito-local matches it too).
 */

/**
 * Runs a call on a user who may have no Cognito account (a seeded contact, which cannot sign
 * in anyway): false when they have none, so the caller writes the profile alone.
 */
async function ifUserExists(call: () => Promise<unknown>): Promise<boolean> {
  try {
    await call();
    return true;
  } catch (error) {
    if (error instanceof UserNotFoundException) return false;
    throw error;
  }
}

export async function addUserToGroup(userPoolId: string, username: string, group: GroupRole): Promise<void> {
  await cognito().send(
    new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: username, GroupName: group }),
  );
}

export function removeFromGroup(username: string, group: GroupRole): Promise<boolean> {
  return ifUserExists(() =>
    cognito().send(
      new AdminRemoveUserFromGroupCommand({ UserPoolId: env().USER_POOL_ID, Username: username, GroupName: group }),
    ),
  );
}

export function addToGroup(username: string, group: GroupRole): Promise<boolean> {
  return ifUserExists(() => addUserToGroup(env().USER_POOL_ID, username, group));
}

/** Archive (DECISIONS row 24): a disabled user cannot sign in or refresh a session. */
export function disableUser(username: string): Promise<boolean> {
  return ifUserExists(() =>
    cognito().send(new AdminDisableUserCommand({ UserPoolId: env().USER_POOL_ID, Username: username })),
  );
}

export function enableUser(username: string): Promise<boolean> {
  return ifUserExists(() =>
    cognito().send(new AdminEnableUserCommand({ UserPoolId: env().USER_POOL_ID, Username: username })),
  );
}
