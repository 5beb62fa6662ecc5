import { user } from '@shared/contract/user';
import { signedInCaller } from '../../../lib/auth/caller';
import { clock } from '../../../lib/clock';
import { ok } from '../../../lib/http/answers';
import { handle } from '../../../lib/http/handle';
import { exportContacts, exportWaitlist } from '../exports';

/** `GET /admin/exportwaitlist`: a signed link to `waitlist.csv`. */
export const getWaitlistExport = handle(user.exportWaitlist, async () => ok(await exportWaitlist(clock.now())));

/** `GET /admin/exportcontacts?agent=`: a signed link to `contacts.csv` (an agent may leave `agent` out). */
export const getContactsExport = handle(user.exportContacts, async ({ caller, query }) =>
  ok(await exportContacts(signedInCaller(caller), query.agent, clock.now())),
);
