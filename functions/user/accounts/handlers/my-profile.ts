import { user } from '@shared/contract/user';
import { signedInCaller, type Caller } from '../../../lib/auth/caller';
import { createLogger } from '../../../lib/logger';
import { clock } from '../../../lib/clock';
import { ok } from '../../../lib/http/answers';
import { handle } from '../../../lib/http/handle';
import { saveAccount } from '../account';
import { defaultProfile, presentProfile } from '../profile';
import { getProfile, type ProfileRecord } from '../profile-repository';
import { finishSignUp } from '../sign-up';

const logger = createLogger('user-my-profile');

/**
 * The caller's profile; for a caller who has none, the one their sign-up should have made
 * (`finishSignUp`: its trigger stopped half-way), when their invitation allows it.
 */
async function profileOf(me: Caller, now: Date): Promise<ProfileRecord | undefined> {
  const record = await getProfile(me.sub);
  if (record || !(await finishSignUp(me, now, logger))) return record;
  return getProfile(me.sub);
}

/** `GET /myprofile`: the caller's own account. */
export const getMyProfile = handle(user.getMyProfile, async ({ caller }) => {
  const me = signedInCaller(caller);
  const now = clock.now();
  const record = await profileOf(me, now);
  return ok(record ? await presentProfile(record, now) : defaultProfile(me));
});

/**
 * `PUT /myprofile`: the account form of document 1 §5.3 (its row builds the schema per request,
 * because "not in the future" depends on today's date in Toronto).
 */
export const putMyProfile = handle(user.updateMyProfile, async ({ caller, body }) => {
  const me = signedInCaller(caller);
  const now = clock.now();
  // A first save finishes a half-made sign-up first, so the invitation's role and agent are kept.
  await profileOf(me, now);
  const record = await saveAccount(me, body, now);
  return ok(await presentProfile(record, now));
});
