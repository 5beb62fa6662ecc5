import { user } from '@shared/contract/user';
import type { Identity } from '@shared/identity';
import { fullName } from '@shared/full-name';
import { signedInCaller } from '../../../lib/auth/caller';
import { ok } from '../../../lib/http/answers';
import { handle } from '../../../lib/http/handle';
import { getProfile } from '../profile-repository';

/** `GET /identity`: who the token says the caller is; the name falls back to the profile. */
export const getIdentity = handle(user.getIdentity, async ({ caller }) => {
  const me = signedInCaller(caller);
  let name = me.name;
  if (name === undefined) {
    const profile = await getProfile(me.sub);
    name = profile ? fullName(profile) : '';
  }
  const identity: Identity = {
    sub: me.sub,
    email: me.email,
    name,
    emailVerified: me.emailVerified,
    roles: me.roles,
  };
  return ok(identity);
});
