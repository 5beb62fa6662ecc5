import { maxEventBytes } from '@shared/events';
import { eventRequestSchema } from '@shared/events-schemas';
import { clock } from '../../lib/clock';
import { noContent } from '../../lib/http/answers';
import { endpoint } from '../../lib/http/endpoint';
import { feedItemOfEvent, takeEventToken } from '../events';
import { putFeedItem } from '../feed-repository';
import { callerKeyOf, userRateKey } from '../../lib/rate-limit/rate-key';

/**
 * `POST /events` (document 1 §7.4): `openSoldReport` and `downloadSoldReport`, stored as
 * activity-feed items (README.md "Activity feed item"). Signed-in callers are limited per
 * user, visitors per address; 204 when stored.
 */
export const postEvent = endpoint(
  { body: eventRequestSchema },
  async ({ body, caller, event }) => {
    const now = clock.now();
    await takeEventToken(caller ? userRateKey(caller.sub) : callerKeyOf(event), now);
    await putFeedItem(feedItemOfEvent(body, caller, now));
    return noContent();
  },
  { maxBodyBytes: maxEventBytes },
);
