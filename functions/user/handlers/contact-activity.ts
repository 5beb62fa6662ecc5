import { followUpSchema } from '@shared/follow-up-schemas';
import { pickedMonthSchema } from '@shared/months-schemas';
import { currentMonth } from '@shared/months';
import { contactParamsSchema } from '@shared/notes-schemas';
import * as z from 'zod';
import { signedInCaller } from '../../lib/auth/caller';
import { clock } from '../../lib/clock';
import { ok } from '../../lib/http/answers';
import { endpoint } from '../../lib/http/endpoint';
import { feedsOf } from '../feeds';
import { saveFollowUp } from '../follow-up';

/** `POST /users/{id}/follow-up` `{ date, note }`; an empty body clears it (document 2 §4). */
export const postFollowUp = endpoint(
  { params: contactParamsSchema, body: followUpSchema },
  async ({ caller, params, body }) => ok(await saveFollowUp(signedInCaller(caller), params.id, body, clock.now())),
);

/** The Activity tab's month; the current Toronto month when none is given (document 2 §9). */
const feedsQuery = () => z.object({ month: pickedMonthSchema(() => clock.now()).optional() });

/** `GET /users/{id}/feeds?month=YYYY-MM`: the month's items with their titles, and the count per type. */
export const getFeeds = endpoint(
  { params: contactParamsSchema, query: feedsQuery },
  async ({ caller, params, query }) =>
    ok(await feedsOf(signedInCaller(caller), params.id, query.month ?? currentMonth(clock.now()))),
);
