import { user } from '@shared/contract/user';
import { currentMonth } from '@shared/months';
import { signedInCaller } from '../../../lib/auth/caller';
import { clock } from '../../../lib/clock';
import { ok } from '../../../lib/http/answers';
import { handle } from '../../../lib/http/handle';
import { feedsOf } from '../feeds';
import { saveFollowUp } from '../follow-up';

/** `POST /users/{id}/follow-up` `{ date, note }`; an empty body clears it (document 2 §4). */
export const postFollowUp = handle(user.setFollowUp, async ({ caller, params, body }) =>
  ok(await saveFollowUp(signedInCaller(caller), params.id, body, clock.now())),
);

/** `GET /users/{id}/feeds?month=YYYY-MM`: the month's items with their titles, and the count per type. */
export const getFeeds = handle(user.getActivity, async ({ caller, params, query }) =>
  ok(await feedsOf(signedInCaller(caller), params.id, query.month ?? currentMonth(clock.now()))),
);
