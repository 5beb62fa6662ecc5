import { user } from '@shared/contract/user';
import { currentMonth } from '@shared/months';
import { signedInCaller } from '../../../lib/auth/caller';
import { clock } from '../../../lib/clock';
import { ok } from '../../../lib/http/answers';
import { handle } from '../../../lib/http/handle';
import { feedsOf } from '../feeds';
import { saveFollowUp } from '../follow-up';

/**
 * `POST /users/{id}/follow-up` `{ date, note, onlyIfNone?, done? }`; an empty body clears it
 * (document 2 §4); with `onlyIfNone` a follow-up the caller already holds is kept (409); with
 * `done` (the follow-up shown) it is cleared while still that one and kept as a note.
 */
export const postFollowUp = handle(user.setFollowUp, async ({ caller, params, body }) =>
  ok(
    await saveFollowUp(signedInCaller(caller), params.id, body.followUp, clock.now(), {
      onlyIfNone: body.onlyIfNone,
      done: body.done,
    }),
  ),
);

/** `GET /users/{id}/feeds?month=YYYY-MM`: the month's items with their titles, and the count per type. */
export const getFeeds = handle(user.getActivity, async ({ caller, params, query }) =>
  ok(await feedsOf(signedInCaller(caller), params.id, query.month ?? currentMonth(clock.now()))),
);
