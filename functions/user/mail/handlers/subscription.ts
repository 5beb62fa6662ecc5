import { user } from '@shared/contract/user';
import { signedInCaller } from '../../../lib/auth/caller';
import { clock } from '../../../lib/clock';
import { ForbiddenError, NotFoundError } from '../../../lib/errors';
import { ok } from '../../../lib/http/answers';
import { handle } from '../../../lib/http/handle';
import { getProfile, presentProfile, updateSubscription } from '../../accounts/published';
import { recordNewsletterConsent } from '../../notes-follow-ups/published';

/**
 * `PUT /subscription` with `{ uid, receiveEmail, receiveSoldReport }` (document 1 §4.5): the
 * newsletter switches of the signed-in user's own profile. It bumps the subscriptions section's
 * version; answers the updated profile with its sections' new versions (`sectionVersions`),
 * which the account page puts in its cache so that its next save carries them. A change of the
 * newsletter's consent is a line of the user's Activity (`recordNewsletterConsent`).
 */
export const putSubscription = handle(user.updateSubscription, async ({ caller, body }) => {
  const me = signedInCaller(caller);
  if (body.uid !== me.sub) throw new ForbiddenError('You can only change your own subscription.');
  const now = clock.now();
  const before = await getProfile(me.sub);
  const record = await updateSubscription({
    userId: me.sub,
    receiveEmail: body.receiveEmail,
    receiveSoldReport: body.receiveSoldReport,
    now: now.toISOString(),
  });
  if (!record) throw new NotFoundError('Save your profile first.');
  await recordNewsletterConsent(me.sub, before, record, now);
  return ok(await presentProfile(record, now));
});
