import { contactSearchQuerySchema } from '@shared/home-value/schemas';
import { signedInCaller } from '../../lib/auth/caller';
import { ok } from '../../lib/http/answers';
import { endpoint } from '../../lib/http/endpoint';
import { searchContacts } from '../contacts';

/** `GET /contacts/search?q=` (agents and admins): the Find Contact dialog's search. */
export const getContactSearch = endpoint({ query: contactSearchQuerySchema }, async ({ caller, query }) =>
  ok(await searchContacts(signedInCaller(caller), query.q)),
);
