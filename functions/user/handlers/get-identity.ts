import type { Identity } from '@shared/identity';
import { fullName } from '@shared/full-name';
import { signedInCaller } from '../../lib/auth/caller';
import { ok } from '../../lib/http/answers';
import { endpoint } from '../../lib/http/endpoint';
import { getProfile } from '../profile-repository';

/** `GET /identity`: who the token says the caller is; the name falls back to the profile. */
export const getIdentity = endpoint({}, async ({ caller }) => {
  const user = signedInCaller(caller);
  let name = user.name;
  if (name === undefined) {
    const profile = await getProfile(user.sub);
    name = profile ? fullName(profile) : '';
  }
  const identity: Identity = {
    sub: user.sub,
    email: user.email,
    name,
    emailVerified: user.emailVerified,
    roles: user.roles,
  };
  return ok(identity);
});
