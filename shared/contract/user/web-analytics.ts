import type { UserAnalytics, WebAnalyticsAnswer } from '@shared/analytics';
import { maxEventBytes } from '@shared/events';
import { eventRequestSchema } from '@shared/events-schemas';
import { analyticsQuerySchema } from '@shared/months-schemas';
import { json, noContent, route } from '../route';

/**
 * Web analytics (functions/user/README.md "Web analytics"): the events pages send, and Platform
 * Analytics' figures.
 */
export const webAnalytics = {
  // Analytics events (document 1 §7.4): visitors too, with no identity; rate-limited per caller.
  // 204 whether or not a page view was counted (a bot's is not), so a caller learns nothing.
  recordEvent: route({
    method: 'POST',
    path: '/events',
    body: eventRequestSchema,
    answer: noContent(),
    access: 'optional',
    owner: 'caller',
    spec: '1 §7.4 (the events)',
    notInSpec: true,
    note: "openSoldReport and downloadSoldReport (activity-feed items; a user's opens counted), and pageView after Accept all (sessions, daily visitors, rollups; PageView feed items for users); raw events kept 25 months; rate-limited",
    maxBodyBytes: maxEventBytes,
  }),
  // Platform Analytics (document 2 §2–3, issue 16): the web figures from rollups, and Release 1's people.
  getWebAnalytics: route({
    method: 'GET',
    path: '/admin/webanalytics',
    query: (now: Date) => analyticsQuerySchema(() => now),
    answer: json<WebAnalyticsAnswer>(),
    access: ['admin'],
    owner: 'caller',
    spec: '2 §7',
    note: 'time=YYYYMM or the spec’s YYYY-MM: that month; without it, the last 12 months summed with each month; read from rollups only (issue 16)',
  }),
  getUserAnalytics: route({
    method: 'GET',
    path: '/admin/useranalytics',
    answer: json<UserAnalytics>(),
    access: ['admin'],
    owner: 'caller',
    spec: '2 §7',
    note: 'waitlist now and a week ago, registered users, invitations sent (issue 16)',
  }),
};
