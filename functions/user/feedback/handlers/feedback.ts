import { user } from '@shared/contract/user';
import { clock } from '../../../lib/clock';
import { noContent, ok } from '../../../lib/http/answers';
import { handle } from '../../../lib/http/handle';
import { callerKeyOf, userRateKey } from '../../../lib/rate-limit/rate-key';
import { listFeedback, sendFeedback } from '../feedback';

/**
 * `POST /users/feedback` (document 2 §7): `{ rate, description, page }` from a visitor or a
 * user; 204 when stored. Limited per user, or per address for a visitor.
 */
export const postFeedback = handle(user.sendFeedback, async ({ body, caller, event }) => {
  const sender = caller
    ? { callerKey: userRateKey(caller.sub), userId: caller.sub }
    : { callerKey: callerKeyOf(event) };
  await sendFeedback(body, sender, clock.now());
  return noContent();
});

/** `GET /admin/feedback?size=&cursor=` (ours, admins): the feedback, newest first. */
export const getFeedback = handle(user.listFeedback, async ({ query }) =>
  ok(await listFeedback(query.size, query.cursor)),
);
