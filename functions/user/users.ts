import type { UserListItem, UsersPage } from '@shared/users';
import type { UsersQuery } from '@shared/users-schemas';
import type { Caller } from '../lib/auth/caller';
import { NotFoundError } from '../lib/errors';
import { getInvitation } from './invitation-repository';
import { getProfile } from './profile-repository';
import { rowChange } from './users-list/list-row';
import { usersList } from './users-list/loader';
import type { ListedItem } from './users-list-repository';

const isAdmin = (caller: Caller) => caller.roles.includes('admin');

/**
 * `GET /users` (document 2 §7): a page of the user list. An admin sees everyone (or one
 * agent's contacts with `agentId`); an agent only their own contacts, whatever `agentId`
 * says (the route admits no one else).
 */
export async function listUsers(caller: Caller, query: UsersQuery): Promise<UsersPage> {
  const agentId = isAdmin(caller) ? query.agentId : caller.sub;
  const list = await usersList();
  return list.query({ ...query, ...(agentId !== undefined && { agentId }) });
}

/**
 * `GET /users/{id}`: one person as the list shows them, read from the table (not the read
 * model), so a screen opened right after a change sees it. An admin may read anyone; an
 * agent only their own contacts; anyone else's id answers 404, like an unknown one.
 */
export async function getUser(caller: Caller, id: string): Promise<UserListItem> {
  const invited = id.includes('@');
  const stored = invited ? await getInvitation(id) : await getProfile(id);
  const change =
    stored && rowChange({ ...(stored as ListedItem), PK: invited ? `I#${id.toLowerCase()}` : `U#${id}` } as ListedItem);
  const row = change && 'row' in change ? change.row : undefined;
  if (!row || (!isAdmin(caller) && row.item.agentId !== caller.sub)) throw new NotFoundError('There is no such user.');
  return row.item;
}
