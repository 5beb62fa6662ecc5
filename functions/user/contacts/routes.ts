import { contacts } from '@shared/contract/user/contacts';
import { bind } from '../../lib/http/handle';
import type { Route } from '../../lib/route';
import { withoutContactFiles } from '../contact-files/rows';
import { getAgent, getAgentHeadshot, getMyAgent } from './handlers/agents';
import { getContactSearch } from './handlers/contacts';
import { getUserById, getUsers } from './handlers/users';

/**
 * The routes of contacts: the users list, the contact search and an agent's card
 * (shared/contract/user/contacts.ts), bound to their handlers, but for the rows that read or
 * write CSV files: the contact files' Lambda serves those (file-routes.ts).
 */
export const routes: Route[] = bind(withoutContactFiles(contacts), {
  getMyAgent,
  getAgent,
  getAgentHeadshot,
  searchContacts: getContactSearch,
  listUsers: getUsers,
  getUser: getUserById,
});
