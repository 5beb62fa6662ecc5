import { user } from '@shared/contract/user';
import { clock } from '../../../lib/clock';
import { ok } from '../../../lib/http/answers';
import { handle } from '../../../lib/http/handle';
import { callerKeyOf } from '../../../lib/rate-limit/rate-key';
import { reportEmailClick } from '../email-click';

/**
 * `POST /email/click/{id}` (document 2 §7, 3 §2.12): `{ path, query, h }` of a tracked link, as
 * the `/e/{id}/…` page read them. 200 `{ target }` for a genuine link; 403 for a signature that
 * is not ours; 400 for a malformed one. Public and rate-limited per caller.
 */
export const postEmailClick = handle(user.reportEmailClick, async ({ params, body, event }) =>
  ok(
    await reportEmailClick({
      clickId: params.id,
      ...body,
      userAgent: event.headers?.['user-agent'],
      callerKey: callerKeyOf(event),
      now: clock.now(),
    }),
  ),
);
