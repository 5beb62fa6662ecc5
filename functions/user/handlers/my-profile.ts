import { accountFormSchema } from '@shared/profile';
import { torontoDate } from '@shared/format/dates';
import { signedInCaller } from '../../lib/auth/caller';
import { clock } from '../../lib/clock';
import { ok } from '../../lib/http/answers';
import { endpoint } from '../../lib/http/endpoint';
import { defaultProfile, toUserProfile } from '../profile';
import { getProfile, updateAccount } from '../profile-repository';

/** `GET /myprofile`: the caller's own account. */
export const getMyProfile = endpoint({}, async ({ caller }) => {
  const user = signedInCaller(caller);
  const record = await getProfile(user.sub);
  return ok(record ? toUserProfile(record) : defaultProfile(user));
});

/**
 * `PUT /myprofile`: the account form of document 1 §5.3. The schema is built per request
 * because "not in the future" depends on today's date in Toronto.
 */
const accountBody = () => accountFormSchema(torontoDate(clock.now()));

export const putMyProfile = endpoint({ body: accountBody }, async ({ caller, body }) => {
  const user = signedInCaller(caller);
  const record = await updateAccount({
    userId: user.sub,
    email: user.email,
    form: body,
    now: clock.now().toISOString(),
  });
  return ok(toUserProfile(record));
});
