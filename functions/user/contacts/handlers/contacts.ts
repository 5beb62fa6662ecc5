import { user } from '@shared/contract/user';
import { signedInCaller } from '../../../lib/auth/caller';
import { ok } from '../../../lib/http/answers';
import { handle } from '../../../lib/http/handle';
import { searchContacts } from '../contact-search';

/** `GET /contacts/search?q=` (agents and admins): the Find Contact dialog's search. */
export const getContactSearch = handle(user.searchContacts, async ({ caller, query }) =>
  ok(await searchContacts(signedInCaller(caller), query.q)),
);
