import { torontoDate } from '@shared/format/dates';
import { suggestionHolds } from '@shared/today';
import type { UserListItem, UsersPage } from '@shared/users';
import type { UsersQuery } from '@shared/users-schemas';
import type { Caller } from '../../lib/auth/caller';
import { NotFoundError } from '../../lib/errors';
import { getInvitation, isInvitationId } from '../invitations/published';
import { getProfile } from '../accounts/published';
import { followUpSeenBy, rowChange, type ListedUserItem } from './users-list/list-row';
import { usersList } from './users-list/loader';
import type { ListedItem } from './users-list-repository';

const isAdmin = (caller: Caller) => caller.roles.includes('admin');

/**
 * A row as one viewer may see it on `today` (Toronto): a follow-up is private to the agent (or
 * admin) who set it (issue 14), so anyone else's is left out, and its author is never sent.
 */
export function asSeenBy(item: ListedUserItem, viewerId: string, today: string): UserListItem {
  // A follow-up suggestion is for the contact's agent (users.ts in shared/), no one else, and
  // only while its week lasts.
  const { followUps: _everyAuthor, followUpSuggestion, ...rest } = item;
  const shown = followUpSuggestion && item.agentId === viewerId && suggestionHolds(followUpSuggestion, today);
  const mine = followUpSeenBy(item, viewerId);
  return { ...rest, ...(shown && { followUpSuggestion }), ...(mine && { followUp: mine }) };
}

/**
 * `GET /users` (document 2 §7): a page of the user list. An admin sees everyone (or one
 * agent's contacts with `agentId`); an agent only their own contacts, whatever `agentId`
 * says (the route admits no one else). `followUp=` and `sort=followUp.asc` read the caller's
 * own follow-ups only (they are private to their author), `due` against today in Toronto.
 */
export async function listUsers(caller: Caller, query: UsersQuery, now: Date): Promise<UsersPage> {
  const agentId = isAdmin(caller) ? query.agentId : caller.sub;
  const list = await usersList();
  const page = list.query({
    ...query,
    ...(agentId !== undefined && { agentId }),
    viewerId: caller.sub,
    today: torontoDate(now),
  });
  return { ...page, items: page.items.map((item) => asSeenBy(item, caller.sub, torontoDate(now))) };
}

/**
 * `GET /users/{id}`: one person as the list shows them, read from the table (not the read
 * model), so a screen opened right after a change sees it. An admin may read anyone; an
 * agent only their own contacts; anyone else's id answers 404, like an unknown one.
 */
export async function getUser(caller: Caller, id: string, now: Date): Promise<UserListItem> {
  const stored = await storedPerson(id);
  const change = stored && rowChange({ ...stored.item, PK: stored.key } as ListedItem);
  const row = change && 'row' in change ? change.row : undefined;
  if (!row || (!isAdmin(caller) && row.item.agentId !== caller.sub)) throw new NotFoundError('There is no such user.');
  return asSeenBy(row.item, caller.sub, torontoDate(now));
}

/** A person's item and its list key: a profile by its id; by an address, the invitation, or the account it became. */
async function storedPerson(id: string): Promise<{ item: object; key: string } | undefined> {
  if (!isInvitationId(id)) {
    const profile = await getProfile(id);
    return profile && { item: profile, key: `U#${id}` };
  }
  const invitation = await getInvitation(id);
  if (invitation?.usedBy === undefined) return invitation && { item: invitation, key: `I#${id.toLowerCase()}` };
  // Signed up since a page or a link named them by their address: their account (QA 59a M1).
  const profile = await getProfile(invitation.usedBy);
  return profile && { item: profile, key: `U#${invitation.usedBy}` };
}
