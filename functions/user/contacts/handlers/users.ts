import { user } from '@shared/contract/user';
import { signedInCaller } from '../../../lib/auth/caller';
import { clock } from '../../../lib/clock';
import { ok } from '../../../lib/http/answers';
import { handle } from '../../../lib/http/handle';
import { getUser, listUsers } from '../users';

/** `GET /users?from&size&sort&roles&q&agentId&exclude`: a page of the dashboard's user list. */
export const getUsers = handle(user.listUsers, async ({ caller, query }) =>
  ok(await listUsers(signedInCaller(caller), query, clock.now())),
);

/** `GET /users/{id}`: one person of the list, for their agent or an admin. */
export const getUserById = handle(user.getUser, async ({ caller, params }) =>
  ok(await getUser(signedInCaller(caller), params.id, clock.now())),
);
