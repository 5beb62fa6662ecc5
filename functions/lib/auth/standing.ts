import type { Role } from '@shared/roles';
import { AuthenticationError } from '../errors';
import type { Caller } from './caller';

/**
 * A token lives for an hour, but archiving a user or taking a role away must reach the API
 * sooner (issue 11, DECISIONS row 24). So every request with a valid token is also checked
 * against the user's profile item, read through the user service's published read and
 * remembered for at most a minute (`standing-cache.ts`); a write reads it afresh.
 */
export interface AccountStanding {
  status: 'active' | 'archived';
  /** The roles the profile grants: a token's group counts only when it is here too. */
  roles: readonly Role[];
}

/** A user's standing by id (the Cognito `sub`); undefined when the user has no profile item. */
export type ReadStanding = (userId: string) => Promise<AccountStanding | undefined>;

/** DECISIONS row 24: the words the sign-in screen shows, and the API's refusal. */
export const archivedAccountMessage = 'This account has been archived. Please contact your agent.';

/**
 * The caller as the API treats them. An archived user is refused (401, like a revoked token:
 * the web app then treats the session as signed out). The roles are the token's groups that
 * the profile also grants, and client when none is left.
 *
 * A user without a profile item gets a client's rights, whatever the token's groups (fail
 * closed): the post-confirmation trigger writes the profile before it adds anyone to a group,
 * so only an account made outside the invitation flow, a deleted user's leftover token, or a
 * sign-up whose trigger failed lacks one, and none of them should act as an agent or admin.
 * A just-confirmed client is unaffected: a client's rights need no profile.
 */
export function withStanding(caller: Caller, standing: AccountStanding | undefined): Caller {
  if (standing?.status === 'archived') throw new AuthenticationError(archivedAccountMessage);
  const granted = caller.roles.filter((role) => role !== 'client' && standing?.roles.includes(role));
  return { ...caller, roles: granted.length > 0 ? granted : ['client'] };
}
