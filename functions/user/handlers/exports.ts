import * as z from 'zod';
import { userIdSchema } from '@shared/users-schemas';
import { signedInCaller } from '../../lib/auth/caller';
import { clock } from '../../lib/clock';
import { ok } from '../../lib/http/answers';
import { endpoint } from '../../lib/http/endpoint';
import { exportContacts, exportWaitlist } from '../exports';

/** `GET /admin/exportwaitlist`: a signed link to `waitlist.csv`. */
export const getWaitlistExport = endpoint({}, async () => ok(await exportWaitlist(clock.now())));

const contactsExportQuery = z.object({ agent: userIdSchema.optional() });

/** `GET /admin/exportcontacts?agent=`: a signed link to `contacts.csv` (an agent may leave `agent` out). */
export const getContactsExport = endpoint({ query: contactsExportQuery }, async ({ caller, query }) =>
  ok(await exportContacts(signedInCaller(caller), query.agent, clock.now())),
);
