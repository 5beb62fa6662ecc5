import { userParamsSchema, usersQuerySchema } from '@shared/users-schemas';
import { signedInCaller } from '../../lib/auth/caller';
import { ok } from '../../lib/http/answers';
import { endpoint } from '../../lib/http/endpoint';
import { getUser, listUsers } from '../users';

/** `GET /users?from&size&sort&roles&q&agentId&exclude`: a page of the dashboard's user list. */
export const getUsers = endpoint({ query: usersQuerySchema }, async ({ caller, query }) =>
  ok(await listUsers(signedInCaller(caller), query)),
);

/** `GET /users/{id}`: one person of the list, for their agent or an admin. */
export const getUserById = endpoint({ params: userParamsSchema }, async ({ caller, params }) =>
  ok(await getUser(signedInCaller(caller), params.id)),
);
