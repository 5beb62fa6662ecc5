import { user } from '@shared/contract/user';
import type { Identity } from '@shared/identity';
import { fullName } from '@shared/full-name';
import { signedInCaller } from '../../../lib/auth/caller';
import { ok } from '../../../lib/http/answers';
import { handle } from '../../../lib/http/handle';
import { getProfile } from '../profile-repository';

/**
 * `GET /identity`: who the token says the caller is, named as their profile names them: the
 * token's `name` claim is written at sign-up and follows no later save, so it only stands in
 * for a user without a profile (or one without a name).
 */
export const getIdentity = handle(user.getIdentity, async ({ caller }) => {
  const me = signedInCaller(caller);
  const profile = await getProfile(me.sub);
  const name = (profile && fullName(profile)) || me.name || '';
  const identity: Identity = {
    sub: me.sub,
    email: me.email,
    name,
    emailVerified: me.emailVerified,
    roles: me.roles,
  };
  return ok(identity);
});
