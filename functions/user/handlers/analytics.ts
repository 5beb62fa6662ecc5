import { analyticsQuerySchema } from '@shared/months-schemas';
import { clock } from '../../lib/clock';
import { ok } from '../../lib/http/answers';
import { endpoint } from '../../lib/http/endpoint';
import { userAnalytics, webAnalytics } from '../web-analytics/web-analytics';

/** `GET /admin/webanalytics?time=YYYYMM` (admins, document 2 §7): a month's figures, or the 12-month overview. */
export const getWebAnalytics = endpoint({ query: () => analyticsQuerySchema(clock.now) }, async ({ query }) =>
  ok(await webAnalytics(query.time, clock.now())),
);

/** `GET /admin/useranalytics` (admins): waitlist now and a week ago, registered users, invitations sent. */
export const getUserAnalytics = endpoint({}, async () => ok(await userAnalytics(clock.now())));
