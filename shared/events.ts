/**
 * `POST /events`: the first-party analytics events the screens send (document 1 §7.4). The
 * user service stores each as an activity-feed item (document 2 §3 "User feed item"). The
 * request's zod schema is in events-schemas.ts.
 */
export const eventTypes = ['openSoldReport', 'downloadSoldReport', 'pageView'] as const;
export type EventType = (typeof eventTypes)[number];

/**
 * The feed type each event is stored as (document 2 §3 names them so). A `pageView` (sent only
 * after the consent banner's Accept all, DECISIONS row 44) drives the visit's session too, and
 * becomes a feed item only for a signed-in user.
 */
export const feedTypeOfEvent = {
  openSoldReport: 'OpenSoldReport',
  downloadSoldReport: 'DownloadSoldReport',
  pageView: 'PageView',
} as const satisfies Record<EventType, string>;

/** Largest accepted `POST /events` body: an event is a few short fields. */
export const maxEventBytes = 2048;
