import { user } from '@shared/contract/user';
import { clock } from '../../../lib/clock';
import { ok } from '../../../lib/http/answers';
import { handle } from '../../../lib/http/handle';
import { userAnalytics, webAnalytics } from '../web-analytics';

/** `GET /admin/webanalytics?time=YYYYMM` (admins, document 2 §7): a month's figures, or the 12-month overview. */
export const getWebAnalytics = handle(user.getWebAnalytics, async ({ query }) =>
  ok(await webAnalytics(query.time, clock.now())),
);

/** `GET /admin/useranalytics` (admins): waitlist now and a week ago, registered users, invitations sent. */
export const getUserAnalytics = handle(user.getUserAnalytics, async () => ok(await userAnalytics(clock.now())));
