import { feedbackListQuerySchema, feedbackRequestSchema } from '@shared/feedback-schemas';
import { clock } from '../../lib/clock';
import { noContent, ok } from '../../lib/http/answers';
import { endpoint } from '../../lib/http/endpoint';
import { callerKeyOf, userRateKey } from '../../lib/rate-limit/rate-key';
import { listFeedback, sendFeedback } from '../feedback';

/**
 * `POST /users/feedback` (document 2 §7): `{ rate, description, page }` from a visitor or a
 * user; 204 when stored. Limited per user, or per address for a visitor.
 */
export const postFeedback = endpoint(
  { body: feedbackRequestSchema },
  async ({ body, caller, event }) => {
    const sender = caller
      ? { callerKey: userRateKey(caller.sub), userId: caller.sub }
      : { callerKey: callerKeyOf(event) };
    await sendFeedback(body, sender, clock.now());
    return noContent();
  },
  { maxBodyBytes: 16 * 1024 },
);

/** `GET /admin/feedback?size=&cursor=` (ours, admins): the feedback, newest first. */
export const getFeedback = endpoint({ query: feedbackListQuerySchema }, async ({ query }) =>
  ok(await listFeedback(query.size, query.cursor)),
);
