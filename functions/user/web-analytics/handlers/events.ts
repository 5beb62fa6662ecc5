import { user } from '@shared/contract/user';
import { clock } from '../../../lib/clock';
import { noContent } from '../../../lib/http/answers';
import { handle } from '../../../lib/http/handle';
import { feedItemOfEvent, takeEventToken } from '../events';
import { putFeedItem } from '../../notes-follow-ups/published';
import { suggestFollowUpAfterReportOpen } from '../../mail/published';
import { callerKeyOf, callerNetworkOf, userRateKey } from '../../../lib/rate-limit/rate-key';
import { countReportOpen } from '../people-figures-repository';
import { rawEventExpiry, recordPageView } from '../record-hit';

/**
 * `POST /events` (document 1 §7.4): `openSoldReport` and `downloadSoldReport`, stored as
 * activity-feed items (README.md "Activity feed item"), a signed-in user's opens counted on
 * their profile; and `pageView`, the consented visit's page views (README.md "Web analytics").
 * Signed-in callers are limited per user, visitors per address; 204 whether or not a page view
 * was counted (a bot's is not), so a caller learns nothing from the answer.
 */
export const postEvent = handle(user.recordEvent, async ({ body, caller, event }) => {
  const now = clock.now();
  await takeEventToken(caller ? userRateKey(caller.sub) : callerKeyOf(event), now);
  if (body.type === 'pageView') {
    await recordPageView(
      body,
      caller,
      { network: callerNetworkOf(event), userAgent: event.headers?.['user-agent'] },
      now,
    );
    return noContent();
  }
  await putFeedItem({ ...feedItemOfEvent(body, caller, now), expiresAt: rawEventExpiry(now) });
  if (caller && body.type === 'openSoldReport') {
    await countReportOpen(caller.sub);
    await suggestFollowUpAfterReportOpen(caller.sub, now);
  }
  return noContent();
});
