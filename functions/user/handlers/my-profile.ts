import { accountFormSchema } from '@shared/profile-schemas';
import { torontoDate } from '@shared/format/dates';
import { signedInCaller } from '../../lib/auth/caller';
import { clock } from '../../lib/clock';
import { ok } from '../../lib/http/answers';
import { endpoint } from '../../lib/http/endpoint';
import { saveAccount } from '../account';
import { defaultProfile, presentProfile } from '../profile';
import { getProfile } from '../profile-repository';

/** `GET /myprofile`: the caller's own account. */
export const getMyProfile = endpoint({}, async ({ caller }) => {
  const user = signedInCaller(caller);
  const record = await getProfile(user.sub);
  return ok(record ? await presentProfile(record, clock.now()) : defaultProfile(user));
});

/**
 * `PUT /myprofile`: the account form of document 1 §5.3. The schema is built per request
 * because "not in the future" depends on today's date in Toronto.
 */
const accountBody = () => accountFormSchema(torontoDate(clock.now()));

export const putMyProfile = endpoint({ body: accountBody }, async ({ caller, body }) => {
  const user = signedInCaller(caller);
  const now = clock.now();
  const record = await saveAccount(user, body, now);
  return ok(await presentProfile(record, now));
});
