import {
  AdminAddUserToGroupCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminRemoveUserFromGroupCommand,
  ListUsersCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { GroupRole } from '@shared/roles';
import { cognito } from '../../lib/aws-clients';
import { env } from '../../lib/env';

/**
 * The user pool, where the user service needs it: group memberships carry the roles
 * (`cognito:groups`), and an archived user is disabled so they cannot sign in. The sign-up
 * trigger names its pool (it arrives in the trigger's event); the API's calls use the
 * service's own pool. The API knows a user by their `sub`; each call first asks the pool for
 * that user's username (ListUsers filtered by `sub`), because Admin* calls given a `sub` act
 * on it as a name: cognito-local then keys a group membership by the `sub`, which the user's
 * tokens never show.
 */

/**
 * Runs a call on a user who may have no Cognito account (a seeded contact, which cannot sign
 * in anyway): false when they have none, so the caller writes the profile alone.
 */
async function ifUserExists(userId: string, call: (username: string) => Promise<unknown>): Promise<boolean> {
  try {
    const username = await usernameOf(userId);
    if (!username) return false;
    await call(username);
    return true;
  } catch (error) {
    if (error instanceof UserNotFoundException) return false;
    throw error;
  }
}

/** The pool's username of the user whose `sub` is `userId`; undefined when the pool has none. */
export async function usernameOf(userId: string): Promise<string | undefined> {
  const { Users } = await cognito().send(
    new ListUsersCommand({
      UserPoolId: env().USER_POOL_ID,
      Filter: `sub = "${userId.replace(/["\\]/g, '')}"`,
      Limit: 1,
    }),
  );
  return Users?.[0]?.Username;
}

/**
 * The `sub` of the pool's user whose address is `email`, confirmed or not; undefined when the
 * pool has none. The filter matches the address as the sign-up wrote it: the web signs up with
 * the invitation's address, which is lower-cased.
 */
export async function poolUserWithEmail(email: string): Promise<string | undefined> {
  const { Users } = await cognito().send(
    new ListUsersCommand({
      UserPoolId: env().USER_POOL_ID,
      Filter: `email = "${email.replace(/["\\]/g, '')}"`,
      Limit: 1,
    }),
  );
  return Users?.[0]?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
}

export async function addUserToGroup(userPoolId: string, username: string, group: GroupRole): Promise<void> {
  await cognito().send(
    new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: username, GroupName: group }),
  );
}

export function removeFromGroup(userId: string, group: GroupRole): Promise<boolean> {
  return ifUserExists(userId, (username) =>
    cognito().send(
      new AdminRemoveUserFromGroupCommand({ UserPoolId: env().USER_POOL_ID, Username: username, GroupName: group }),
    ),
  );
}

export function addToGroup(userId: string, group: GroupRole): Promise<boolean> {
  return ifUserExists(userId, (username) => addUserToGroup(env().USER_POOL_ID, username, group));
}

/** Archive (DECISIONS row 24): a disabled user cannot sign in or refresh a session. */
export function disableUser(userId: string): Promise<boolean> {
  return ifUserExists(userId, (username) =>
    cognito().send(new AdminDisableUserCommand({ UserPoolId: env().USER_POOL_ID, Username: username })),
  );
}

export function enableUser(userId: string): Promise<boolean> {
  return ifUserExists(userId, (username) =>
    cognito().send(new AdminEnableUserCommand({ UserPoolId: env().USER_POOL_ID, Username: username })),
  );
}

/**
 * The delete job's step (deletion-job.ts): the user is gone from the pool, so they can never
 * sign in again. A user the pool does not know (deleted by an earlier run, or a seeded contact
 * who never had an account) counts as done.
 */
export async function deleteUser(userId: string): Promise<void> {
  await ifUserExists(userId, (username) =>
    cognito().send(new AdminDeleteUserCommand({ UserPoolId: env().USER_POOL_ID, Username: username })),
  );
}

/**
 * The post-confirmation trigger's undoing of a sign-up it gave no profile (sign-up.ts): the
 * trigger's event names its pool and the user's name, and a user already gone counts as done.
 */
export async function deletePoolUser(userPoolId: string, username: string): Promise<void> {
  try {
    await cognito().send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: username }));
  } catch (error) {
    if (!(error instanceof UserNotFoundException)) throw error;
  }
}
