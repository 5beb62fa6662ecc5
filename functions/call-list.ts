import type { HttpMethod } from './lib/route';
import type { ServiceDefinition } from './services';

/**
 * Every call the three spec documents name, with the service that answers it and whether
 * it is built. A pending call names the product area (issue) that will build it. Paths the
 * spec leaves unshown are given the shape we chose (see `note`). `test/functions/call-list.test.ts`
 * fails on a route missing from this list or a call marked built without a route.
 */
export type Area =
  | 'foundation'
  | 'data-and-sold-reports'
  | 'sold-report-screens'
  | 'access'
  | 'home-search'
  | 'valuations'
  | 'dashboard';

export interface SpecCall {
  method: HttpMethod;
  path: string;
  service: ServiceDefinition['name'];
  /** Where the spec names it: document and section. */
  spec: string;
  status: 'built' | { pending: Area };
  /**
   * A call the spec does not name, which a screen it names needs; `spec` then names the
   * screen, and `note` says why the call exists.
   */
  notInSpec?: true;
  note?: string;
}

const built = 'built' as const;

export const callList: SpecCall[] = [
  // Document 1 §7.1 and document 2 §7: user service.
  { method: 'GET', path: '/identity', service: 'user', spec: '1 §7.1, 2 §7', status: built },
  { method: 'GET', path: '/myprofile', service: 'user', spec: '1 §7.1, 2 §7', status: built },
  { method: 'PUT', path: '/myprofile', service: 'user', spec: '1 §7.1, 2 §7', status: built },
  { method: 'GET', path: '/followings', service: 'user', spec: '1 §7.1', status: built },
  {
    method: 'PUT',
    path: '/followings/neighbourhoods/{id}',
    service: 'user',
    spec: '1 §7.1',
    status: built,
  },
  {
    method: 'DELETE',
    path: '/followings/neighbourhoods/{id}',
    service: 'user',
    spec: '1 §7.1',
    status: built,
  },
  {
    method: 'PUT',
    path: '/followings/properties/{id}',
    service: 'user',
    spec: '1 §7.1',
    status: built,
  },
  {
    method: 'DELETE',
    path: '/followings/properties/{id}',
    service: 'user',
    spec: '1 §7.1',
    status: built,
  },
  {
    method: 'GET',
    path: '/followings/{userId}',
    service: 'user',
    spec: '1 §7.1, 2 §7',
    status: built,
  },
  {
    method: 'GET',
    path: '/users/{id}/followings',
    service: 'user',
    spec: '2 §7',
    status: built,
  },
  {
    method: 'POST',
    path: '/events',
    service: 'user',
    // Document 1 §7.4 names the events, not a call: the intake is ours (issue 16).
    spec: '1 §7.4 (the events)',
    status: built,
    notInSpec: true,
    note: "openSoldReport and downloadSoldReport (activity-feed items; a user's opens counted), and pageView after Accept all (sessions, daily visitors, rollups; PageView feed items for users); raw events kept 25 months; rate-limited",
  },
  {
    method: 'GET',
    path: '/invite/{id}',
    service: 'user',
    spec: '1 §7.1, 2 §7',
    status: built,
    note: 'the id is the e-mail address; 204 when it has an open invitation, 404 when not; rate-limited',
  },
  {
    method: 'GET',
    path: '/waitlist/{email}',
    service: 'user',
    spec: '1 §7.1',
    status: built,
    note: 'path not shown in the spec; 204 when on the waitlist, 404 when not; rate-limited',
  },
  {
    method: 'PUT',
    path: '/waitlist',
    service: 'user',
    spec: '1 §7.1',
    status: built,
    note: 'body {email}; 204, or 409 when already on it',
  },
  {
    method: 'GET',
    path: '/profiles/myagent',
    service: 'user',
    spec: '1 §7.1, 3 §7.3',
    status: built,
    note: '404 when no agent is assigned',
  },
  {
    method: 'GET',
    path: '/agents/{id}',
    service: 'user',
    spec: '1 §2.8',
    status: built,
    note: 'the agent details page for anonymous visitors; path not shown in the spec',
  },
  {
    method: 'PUT',
    path: '/subscription',
    service: 'user',
    spec: '1 §7.1, 2 §7, 3 §7.3',
    status: built,
    note: "signed-in user's own uid; the e-mail link's signed token comes with the unsubscribe page",
  },
  {
    method: 'POST',
    path: '/unsubscribe',
    service: 'user',
    spec: '3 §2.12 (the unsubscribe page)',
    status: built,
    notInSpec: true,
    note: "the spec's page calls PUT /subscription with a bare uid; ours carries a signed token (DECISIONS row 13), which this call checks: {uid} from the page, ?uid= with List-Unsubscribe=One-Click from mail clients (RFC 8058); public, rate-limited",
  },
  {
    method: 'POST',
    path: '/uploads',
    service: 'user',
    spec: '1 §7.5, 2 §7',
    status: built,
    note: 'signs an image upload (presigned PUT: type, exact size, key, 5 minutes); path not shown in the spec',
  },
  { method: 'GET', path: '/myprofile/{id}', service: 'user', spec: '2 §7', status: built },
  { method: 'GET', path: '/profiles/{id}', service: 'user', spec: '2 §7', status: built },
  { method: 'PUT', path: '/profiles/{id}', service: 'user', spec: '2 §7', status: built },
  { method: 'PUT', path: '/profiles/{id}/archive', service: 'user', spec: '2 §7', status: built },
  {
    method: 'PUT',
    path: '/profiles/{id}/unarchive',
    service: 'user',
    spec: '2 §2 Profile tab',
    status: built,
    notInSpec: true,
    note: "the admin's Unarchive on a profile (issue 14, DECISIONS row 17): enables the Cognito user and marks the profile active",
  },
  { method: 'GET', path: '/users', service: 'user', spec: '2 §7', status: built },
  { method: 'GET', path: '/users/{id}', service: 'user', spec: '2 §7', status: built },
  { method: 'DELETE', path: '/users/{id}', service: 'user', spec: '2 §7', status: built },
  { method: 'PUT', path: '/users/{id}/role/admin', service: 'user', spec: '2 §7', status: built },
  { method: 'DELETE', path: '/users/{id}/role/admin', service: 'user', spec: '2 §7', status: built },
  { method: 'PUT', path: '/users/{id}/role/agent', service: 'user', spec: '2 §7', status: built },
  { method: 'DELETE', path: '/users/{id}/role/agent', service: 'user', spec: '2 §7', status: built },
  { method: 'POST', path: '/invite/admin', service: 'user', spec: '2 §7', status: built },
  { method: 'POST', path: '/invite/agent', service: 'user', spec: '2 §7', status: built },
  { method: 'POST', path: '/invite/client', service: 'user', spec: '2 §7', status: built },
  { method: 'POST', path: '/invite/agent/{id}/client', service: 'user', spec: '2 §7', status: built },
  { method: 'PUT', path: '/invite/{id}/resent', service: 'user', spec: '2 §7', status: built },
  { method: 'GET', path: '/invite/contacts/import', service: 'user', spec: '2 §7', status: built },
  { method: 'GET', path: '/invite/contacts/{id}/import', service: 'user', spec: '2 §7', status: built },
  {
    method: 'GET',
    path: '/imports/{id}',
    service: 'user',
    spec: '2 §2 Import contacts',
    status: built,
    notInSpec: true,
    note: "a contact import's status and progress (issue 15): rows read, invited, skipped, rejected, e-mails sent of total",
  },
  {
    method: 'GET',
    path: '/imports/{id}/report',
    service: 'user',
    spec: '2 §2 Import contacts',
    status: built,
    notInSpec: true,
    note: "a contact import's rejected and skipped rows as CSV (line, column, reason), through a 5-minute link",
  },
  {
    method: 'POST',
    path: '/imports/{id}/undo',
    service: 'user',
    spec: '2 §2 Import contacts',
    status: built,
    notInSpec: true,
    note: 'takes back, in one step, the invitations an import created that nobody has accepted (issue 15)',
  },
  {
    method: 'POST',
    path: '/email/click/{id}',
    service: 'user',
    spec: '2 §7, 3 §7.3',
    status: built,
    note: 'body {path, query, h}: the tracked link as the /e/ page read it; answers {target} only for a signature of ours (403 otherwise); public, rate-limited',
  },
  {
    method: 'POST',
    path: '/verifySesIdentity/{id}',
    service: 'user',
    spec: '2 §7',
    status: built,
    note: "DECISIONS row 12: asks SES to verify the agent's own address; answers verified or pending (with the spec's 'not verified by Amazon AWS' message); the agent for themselves, an admin for any agent",
  },
  {
    method: 'GET',
    path: '/admin/sending',
    service: 'user',
    spec: 'not in the spec (issues 15 and 16, "Throttling and pausing")',
    status: built,
    notInSpec: true,
    note: "bulk sending's state: paused or not, why, and the hard-bounce and complaint rates over the last 1,000 sends (admin)",
  },
  {
    method: 'POST',
    path: '/admin/sending/resume',
    service: 'user',
    spec: 'not in the spec (issues 15 and 16, "Throttling and pausing")',
    status: built,
    notInSpec: true,
    note: 'an admin lifts the pause that bounces or complaints set; the window of 1,000 sends starts again (admin)',
  },
  {
    method: 'GET',
    path: '/admin/newsletter',
    service: 'user',
    spec: 'not in the spec (issue 16, "The monthly newsletter")',
    status: built,
    notInSpec: true,
    note: "a month's newsletter campaign: recipients, sent, skipped, failed and unknown (with their ids), paused (admin)",
  },
  { method: 'GET', path: '/admin/exportwaitlist', service: 'user', spec: '2 §7', status: built },
  { method: 'GET', path: '/admin/exportcontacts', service: 'user', spec: '2 §7', status: built },
  { method: 'POST', path: '/users/{id}/notes', service: 'user', spec: '2 §7', status: built },
  { method: 'GET', path: '/users/{id}/notes', service: 'user', spec: '2 §7', status: built },
  { method: 'PUT', path: '/users/{id}/notes/{noteId}', service: 'user', spec: '2 §7', status: built },
  { method: 'DELETE', path: '/users/{id}/notes/{noteId}', service: 'user', spec: '2 §7', status: built },
  { method: 'POST', path: '/users/{id}/follow-up', service: 'user', spec: '2 §7', status: built },
  { method: 'GET', path: '/users/{id}/feeds', service: 'user', spec: '2 §7', status: built },
  { method: 'POST', path: '/users/feedback', service: 'user', spec: '2 §7', status: built },
  {
    method: 'GET',
    path: '/admin/feedback',
    service: 'user',
    spec: '2 §2 Platform Analytics (DECISIONS row 41)',
    status: built,
    notInSpec: true,
    note: 'the feedback list admins read on Platform Analytics, newest first, a page at a time (issue 16)',
  },
  {
    method: 'GET',
    path: '/admin/webanalytics',
    service: 'user',
    spec: '2 §7',
    status: built,
    note: 'time=YYYYMM: that month; without it, the last 12 months summed with each month; read from rollups only (issue 16)',
  },
  {
    method: 'GET',
    path: '/admin/useranalytics',
    service: 'user',
    spec: '2 §7',
    status: built,
    note: 'waitlist now and a week ago, registered users, invitations sent (issue 16)',
  },
  {
    method: 'GET',
    path: '/analytics/email',
    service: 'user',
    spec: '2 §7',
    status: built,
    note: 'admin (DECISIONS row 15)',
  },
  {
    method: 'GET',
    path: '/analytics/agentemail',
    service: 'user',
    spec: '2 §7',
    status: built,
    note: 'agent (DECISIONS row 15)',
  },
  {
    method: 'GET',
    path: '/contacts/search',
    service: 'user',
    spec: '2 §7, 3 §7.3',
    status: built,
    note: 'contact search; path not shown in the spec',
  },

  // Document 1 §7.2 and document 3 §7.2: property service.
  {
    method: 'GET',
    path: '/soldreports/neighbourhoods',
    service: 'property',
    spec: '1 §7.2, 3 §7.2',
    status: built,
  },
  {
    method: 'GET',
    path: '/soldreports/{neighbourhoodId}',
    service: 'property',
    spec: '1 §7.2, 3 §7.2',
    status: built,
  },
  {
    method: 'GET',
    path: '/neighbourhoods',
    service: 'property',
    spec: '1 §7.2',
    status: built,
    note: "the spec's neighbours.json",
  },
  {
    method: 'GET',
    path: '/properties',
    service: 'property',
    spec: '3 §7.2',
    status: built,
    note: "the search index's gallery page; total capped at 10,000; visitors' sold listings masked",
  },
  {
    method: 'GET',
    path: '/markers',
    service: 'property',
    spec: '3 §7.2',
    status: built,
    note: 'grid clusters by zoom (optional zoom parameter); clusters of 20 or fewer carry their ids',
  },
  {
    method: 'GET',
    path: '/quickview',
    service: 'property',
    spec: '3 §7.2',
    status: built,
    note: 'answers {hits}',
  },
  {
    method: 'GET',
    path: '/search',
    service: 'property',
    spec: '3 §7.2',
    status: built,
    note: 'listings, locations (municipality:{slug}, street:{slug}:{slug}) and neighbourhoods, 10 each',
  },
  {
    method: 'GET',
    path: '/search/location/{id}',
    service: 'property',
    spec: '3 §7.2',
    status: built,
    note: 'a neighbourhood id or a place id from /search',
  },
  { method: 'GET', path: '/properties/{mls}', service: 'property', spec: '3 §7.2', status: built },
  {
    method: 'POST',
    path: '/properties/{mls}/book',
    service: 'property',
    spec: '3 §7.2',
    status: built,
    note: "signed-in; body {name, email, phone?, date, time, message?}; mailed to the caller's agent or the brokerage; rate-limited",
  },

  // Document 3 §7.1 and document 2 §7: home-value service.
  { method: 'GET', path: '/addressComplete', service: 'home-value', spec: '3 §7.1', status: built },
  {
    method: 'GET',
    path: '/homevalue/lastlisting',
    service: 'home-value',
    spec: '3 §7.1',
    status: built,
  },
  { method: 'POST', path: '/homevalue', service: 'home-value', spec: '3 §7.1', status: built },
  { method: 'GET', path: '/homevalue', service: 'home-value', spec: '3 §7.1', status: built },
  { method: 'GET', path: '/homevalue/{id}', service: 'home-value', spec: '3 §7.1', status: built },
  { method: 'PUT', path: '/homevalue/{id}', service: 'home-value', spec: '3 §7.1', status: built },
  { method: 'DELETE', path: '/homevalue/{id}', service: 'home-value', spec: '3 §7.1', status: built },
  {
    method: 'POST',
    path: '/homevalue/{id}/discussion',
    service: 'home-value',
    spec: '3 §7.1',
    status: built,
  },
  {
    method: 'GET',
    path: '/homevalue/{id}/chart',
    service: 'home-value',
    spec: '3 §7.1',
    status: built,
  },
  {
    method: 'GET',
    path: '/homevalue/{id}/similarSolds',
    service: 'home-value',
    spec: '3 §7.1',
    status: built,
  },
  {
    method: 'PUT',
    path: '/homevalue/{id}/receiveUpdates',
    service: 'home-value',
    spec: '3 §7.1',
    status: built,
  },
  {
    method: 'PUT',
    path: '/homevalue/{id}/assign/{contactId}',
    service: 'home-value',
    spec: '2 §7, 3 §7.1',
    status: built,
  },
  {
    method: 'PUT',
    path: '/homevalue/{id}/confirm',
    service: 'home-value',
    spec: '3 §7.1',
    status: built,
  },
  {
    method: 'POST',
    path: '/homevalue/{id}/report',
    service: 'home-value',
    spec: '2 §7, 3 §7.1',
    status: built,
  },
  {
    method: 'POST',
    path: '/homevalue/{id}/report/print',
    service: 'home-value',
    spec: '2 §7, 3 §7.1',
    status: built,
    note: '{id} is the report id',
  },
  {
    method: 'GET',
    path: '/homevalue/agent/reports',
    service: 'home-value',
    spec: '2 §7, 3 §7.1',
    status: built,
  },
  {
    method: 'GET',
    path: '/homevalue/reports/{id}',
    service: 'home-value',
    spec: '2 §7, 3 §7.1',
    status: built,
  },
  {
    method: 'DELETE',
    path: '/homevalue/reports/{id}',
    service: 'home-value',
    spec: '2 §7, 3 §7.1',
    status: built,
  },
  {
    method: 'PUT',
    path: '/homevalue/reports/{id}/similarSolds/{mls}',
    service: 'home-value',
    spec: '2 §7, 3 §7.1',
    status: built,
  },
  {
    method: 'DELETE',
    path: '/homevalue/reports/{id}/similarSolds/{mls}',
    service: 'home-value',
    spec: '2 §7, 3 §7.1',
    status: built,
  },
  {
    method: 'GET',
    path: '/homevalue/agent',
    service: 'home-value',
    spec: '2 §7, 3 §7.1',
    status: built,
    note: 'query userId',
  },
  {
    method: 'GET',
    path: '/homevalue/contact/reports',
    service: 'home-value',
    spec: '2 §7, 3 §7.1',
    status: built,
    note: 'query userId',
  },

  // Calls of our own for the valuations (issue 13), not in the spec.
  {
    method: 'POST',
    path: '/homevalue/{id}/claim',
    service: 'home-value',
    spec: 'not in the spec (issue 13, DECISIONS row 7)',
    status: built,
    note: 'body {secret}: a signed-in caller takes an unclaimed anonymous valuation; a wrong secret is 404',
  },
  {
    method: 'GET',
    path: '/homevalue/shared/{token}',
    service: 'home-value',
    spec: 'not in the spec (issue 13)',
    status: built,
    note: 'public read-only share view: no purchase facts, notes or owner name',
  },
  {
    method: 'GET',
    path: '/homevalue/accuracy',
    service: 'home-value',
    spec: 'not in the spec (issue 13)',
    status: built,
    note: "public: the current model's back-test per property type",
  },
];

/**
 * Calls of our own that are no HTTP route: a Lambda that AWS invokes from an event source.
 * Not in the spec; each names its entry and what invokes it (the CDK stack wires it).
 */
export interface EventCall {
  name: string;
  /** Entry file, relative to the project root; it exports `handler`. */
  entry: string;
  source: string;
  spec: string;
  status: 'built' | { pending: Area };
  notInSpec: true;
  note?: string;
}

export const eventCalls: EventCall[] = [
  {
    name: 'ses-events',
    entry: 'functions/user/mail-events/index.ts',
    source:
      'SNS: the topic the SES configuration set publishes its sending events to (infra/constructs/mail-sending.ts)',
    spec: 'not in the spec (issue 16 "E-mail tracking", issue 15 "Sending")',
    status: built,
    notInSpec: true,
    note: 'records send, delivery, open, click, bounce, complaint, reject and rendering failure per message and user; suppresses on a hard bounce or complaint; pauses bulk sending past the thresholds',
  },
];

/**
 * The pages the spec names without content, or without a path, that the product does not
 * build (DECISIONS row 18), each with why. The README's "Pages not built" says the same;
 * `test/functions/call-list.test.ts` checks that none of them has a route.
 */
export interface UnbuiltPage {
  path: string;
  spec: string;
  reason: string;
}

export const unbuiltPages: UnbuiltPage[] = [
  {
    path: '/dashboard/sold-report-templates',
    spec: '2 §2 "Sold-report template pages"',
    reason: 'the spec names the route and says its content is not shown; nothing to build from (DECISIONS row 18)',
  },
  {
    path: '/dashboard/sold-report-template-form',
    spec: '2 §2 "Sold-report template pages"',
    reason: 'the spec names the route and says its content is not shown; nothing to build from (DECISIONS row 18)',
  },
  {
    path: '/labs',
    spec: '3 §2.1',
    reason: "internal test pages, 'not product behaviour' (DECISIONS row 18); so are its sub-pages below",
  },
  {
    path: '/labs/ui-form',
    spec: '3 §2.1, §5',
    reason: 'an internal test form, not product behaviour (DECISIONS row 18)',
  },
  {
    path: '/labs/state-form',
    spec: '3 §2.1, §5',
    reason: 'an internal test form, not product behaviour (DECISIONS row 18)',
  },
  {
    path: '/labs/new-state-form',
    spec: '3 §2.1, §5',
    reason: 'an internal test form, not product behaviour (DECISIONS row 18)',
  },
  { path: '/labs/files', spec: '3 §2.1', reason: 'an internal test page, not product behaviour (DECISIONS row 18)' },
  {
    path: '/portal',
    spec: '3 §2.1 "Portal"',
    reason:
      'the spec gives the screen no path and no content beyond a Map/List switch and a neighbourhood search; the neighbourhood map (/neighbourhood/map) and index (/neighbourhood) with the header search already serve it',
  },
];
