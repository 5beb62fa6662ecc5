import { user } from '@shared/contract/user';
import { clock } from '../../../lib/clock';
import { messages } from '@shared/validation/messages';
import { ConflictError, NotFoundError } from '../../../lib/errors';
import { noContent } from '../../../lib/http/answers';
import { handle } from '../../../lib/http/handle';
import { callerKeyOf } from '../../../lib/rate-limit/rate-key';
import { recordActivity } from '../../notes-follow-ups/published';
import { takeRateToken } from '../../rate-limits/published';
import { hasProfileWithEmail } from '../../accounts/published';
import { isOpen } from '../invitation';
import { getInvitation } from '../invitation-repository';
import { isOnWaitlist, putWaitlistEntry } from '../waitlist-repository';

/** `GET /waitlist/{email}`: 204 when the address is already on the waitlist, 404 when not. */
export const getWaitlistEntry = handle(user.checkWaitlist, async ({ params, event }) => {
  await takeRateToken('probe', callerKeyOf(event), clock.now());
  if (!(await isOnWaitlist(params.email))) throw new NotFoundError('This e-mail address is not on the waitlist.');
  return noContent();
});

/**
 * `PUT /waitlist` with `{ email }`: adds the address once; a second request is 409 with
 * 'The e-mail already exists in the waitlist.' and leaves the one entry as it was. An address
 * with an account, or an open invitation, is not put on it (409 with what to do instead; QA 66c
 * M1: the waitlist page had told a user to wait for an invitation, and counted them): the sign-in
 * card's e-mail step says as much of an address already.
 */
export const putWaitlist = handle(user.joinWaitlist, async ({ body, event }) => {
  const now = clock.now();
  await takeRateToken('waitlistJoin', callerKeyOf(event), now);
  if (await hasProfileWithEmail(body.email)) throw new ConflictError(messages.waitlistHasAccount);
  if (isOpen(await getInvitation(body.email))) throw new ConflictError(messages.waitlistInvited);
  await putWaitlistEntry({ email: body.email, createdAt: now.toISOString() });
  // The person has no account yet: their feed is their address's, as an invitation's is.
  await recordActivity(body.email, 'AddToWaitList', now);
  return noContent();
});
