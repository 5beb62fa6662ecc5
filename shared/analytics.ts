/**
 * What the analytics calls answer (document 2 §3 "Web analytics", "User analytics", "Email
 * analytics feed items"; DECISIONS rows 15, 16, 39, 44). The server builds these from rollups,
 * never from raw events; the dashboard's pages only read them.
 */

/**
 * Document 2 §9: the analytics month picker offers the last 12 months (`YYYY-MM` in the product).
 * The calls take the month as the API writes months, `time=YYYYMM` (DESIGN), and answer `YYYY-MM`.
 */
export const analyticsMonths = 12;

/**
 * One period's first-party web figures (document 2 §3 "Web analytics"), plus `visitors`
 * (the Visitors widget). Definitions, as the README states them:
 * - a visitor is a hash of the address and agent under a daily salt; a month's visitors are the
 *   sum of its daily visitors;
 * - a session ends after 30 minutes idle and belongs to the Toronto day of its first event;
 * - `sessionTime` is the sum over sessions of last event minus first, in milliseconds;
 * - `mobileSessionNumber` counts sessions whose user agent is a phone's;
 * - `pageVisited` counts page views; bots, headless browsers and crawlers are dropped.
 * Page views and sessions exist only for people who accepted all cookies (DECISIONS row 44);
 * `logins` are account activity and are always counted.
 */
export interface WebAnalyticsFigures {
  visitors: number;
  sessionNumber: number;
  logins: number;
  mobileSessionNumber: number;
  sessionTime: number;
  pageVisited: number;
}

/** A month's figures, `month` as `YYYY-MM` (Toronto). */
export interface WebAnalyticsMonth extends WebAnalyticsFigures {
  month: string;
}

/**
 * `GET /admin/webanalytics?time=YYYYMM`: that month's figures. Without `time`, the overview:
 * the last 12 months (the current one included) summed, with the months themselves oldest first.
 */
export interface WebAnalyticsAnswer extends WebAnalyticsFigures {
  /** First and last month covered, `YYYY-MM`. */
  from: string;
  to: string;
  months: WebAnalyticsMonth[];
}

/**
 * `GET /admin/useranalytics` (document 2 §3 "User analytics", spelling as the spec's):
 * people on the waitlist now and a week ago, invited people who signed up (`registerredUsers`:
 * the invitations used), invitations sent (used or not).
 */
export interface UserAnalytics {
  waitingLists: number;
  waitingListLastWeek: number;
  registerredUsers: number;
  invites: number;
}

/** The e-mail events the Email Analytics page shows, in its order (document 2 §3). */
export const emailAnalyticsTypes = ['_email.send', '_email.open', '_email.click', '_email.unsubscribe'] as const;
export type EmailAnalyticsType = (typeof emailAnalyticsTypes)[number];

/** One person's count of one event type in the month. */
export interface EmailUserCount {
  uid: string;
  name: string;
  email: string;
  count: number;
}

/**
 * One event type of a month (document 2 §3 "Email analytics feed items"). `count` and
 * `userAndCounts` are people's; `machineCount` is what machines did beside them (Apple Mail
 * Privacy Protection prefetches, link scanners, honeypot hits: DECISIONS row 39), 0 for sends
 * and unsubscribes.
 */
export interface EmailAnalyticsItem {
  feedType: EmailAnalyticsType;
  count: number;
  machineCount: number;
  userAndCounts: EmailUserCount[];
}

/**
 * `GET /analytics/email?time=YYYYMM` (an admin: everyone's mail) and
 * `GET /analytics/agentemail?time=YYYYMM` (an agent: their contacts'), DECISIONS row 15.
 * Always the four types, in `emailAnalyticsTypes` order, zeros included.
 */
export interface EmailAnalyticsAnswer {
  month: string;
  items: EmailAnalyticsItem[];
}
