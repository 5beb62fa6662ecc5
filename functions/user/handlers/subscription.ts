import { subscriptionSchema } from '@shared/profile-schemas';
import { signedInCaller } from '../../lib/auth/caller';
import { clock } from '../../lib/clock';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { ok } from '../../lib/http/answers';
import { endpoint } from '../../lib/http/endpoint';
import { presentProfile } from '../profile';
import { updateSubscription } from '../profile-repository';

/**
 * `PUT /subscription` with `{ uid, receiveEmail, receiveSoldReport }` (document 1 §4.5): the
 * newsletter switches of the signed-in user's own profile. Answers the updated profile, whose
 * new `version` the account page's following save carries.
 */
export const putSubscription = endpoint({ body: subscriptionSchema }, async ({ caller, body }) => {
  const user = signedInCaller(caller);
  if (body.uid !== user.sub) throw new ForbiddenError('You can only change your own subscription.');
  const now = clock.now();
  const record = await updateSubscription({
    userId: user.sub,
    receiveEmail: body.receiveEmail,
    receiveSoldReport: body.receiveSoldReport,
    now: now.toISOString(),
  });
  if (!record) throw new NotFoundError('Save your profile first.');
  return ok(await presentProfile(record, now));
});
