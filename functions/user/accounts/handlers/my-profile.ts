import { user } from '@shared/contract/user';
import { signedInCaller } from '../../../lib/auth/caller';
import { clock } from '../../../lib/clock';
import { ok } from '../../../lib/http/answers';
import { handle } from '../../../lib/http/handle';
import { saveAccount } from '../account';
import { defaultProfile, presentProfile } from '../profile';
import { getProfile } from '../profile-repository';

/** `GET /myprofile`: the caller's own account. */
export const getMyProfile = handle(user.getMyProfile, async ({ caller }) => {
  const me = signedInCaller(caller);
  const record = await getProfile(me.sub);
  return ok(record ? await presentProfile(record, clock.now()) : defaultProfile(me));
});

/**
 * `PUT /myprofile`: the account form of document 1 §5.3 (its row builds the schema per request,
 * because "not in the future" depends on today's date in Toronto).
 */
export const putMyProfile = handle(user.updateMyProfile, async ({ caller, body }) => {
  const me = signedInCaller(caller);
  const now = clock.now();
  const record = await saveAccount(me, body, now);
  return ok(await presentProfile(record, now));
});
