import type { EmailAnalyticsAnswer } from '@shared/analytics';
import { emailClickBodySchema, emailClickParamsSchema, type EmailClickAnswer } from '@shared/email-link-schemas';
import { analyticsQuerySchema } from '@shared/months-schemas';
import type { NewsletterCampaignStatus } from '@shared/newsletter-campaign';
import { newsletterStatusQuerySchema } from '@shared/newsletter-campaign-schemas';
import { contactParamsSchema } from '@shared/notes-schemas';
import type { UserProfile } from '@shared/profile';
import { subscriptionSchema } from '@shared/profile-schemas';
import type { SenderIdentity, SenderIdentityState } from '@shared/sender-identity';
import { unsubscribeBodySchema, unsubscribePageQuerySchema, unsubscribeQuerySchema } from '@shared/unsubscribe-schemas';
import { json, noContent, redirect, route } from '../route';
import type { SendingStatus } from './answers';
import { staff } from './targets';

/** The month picker's month, `time=YYYYMM` as the API writes months (DESIGN) or the spec's `YYYY-MM`; absent, the current Toronto month. */
const emailAnalyticsQuery = (now: Date) => analyticsQuerySchema(() => now);

/**
 * Mail (functions/user/README.md from "Sender identity" to "Unsubscribe"): the newsletter
 * switches, unsubscribe and click links, bulk sending's pause, the monthly newsletter's
 * campaign, an agent's own address as a sender, and Email Analytics.
 */
export const mail = {
  // The newsletter switches of the signed-in user's own profile (document 1 §4.5).
  updateSubscription: route({
    method: 'PUT',
    path: '/subscription',
    body: subscriptionSchema,
    answer: json<UserProfile>(),
    access: 'signedIn',
    owner: { in: 'body', name: 'uid', record: 'user', rule: 'self', refusal: 403 },
    spec: '1 §7.1, 2 §7, 3 §7.3',
    note: "signed-in user's own uid; the e-mail link's signed token comes with the unsubscribe page",
  }),
  // An e-mail's unsubscribe link (DECISIONS row 13), from the page or a mail client's one-click
  // POST. `none`: the request names no record for the middleware to check; its signed token is
  // the authority (it names one user and one list), checked in the handler, not a sign-in.
  unsubscribe: route({
    method: 'POST',
    path: '/unsubscribe',
    query: unsubscribeQuerySchema,
    body: unsubscribeBodySchema,
    answer: noContent(),
    access: 'public',
    owner: 'none',
    spec: '3 §2.12 (the unsubscribe page)',
    notInSpec: true,
    note: "the spec's page calls PUT /subscription with a bare uid; ours carries a signed token (DECISIONS row 13), which this call checks: {uid} from the page, ?uid= with List-Unsubscribe=One-Click from mail clients (RFC 8058); public, rate-limited",
    maxBodyBytes: 2 * 1024,
    acceptsForm: true,
  }),
  // The same List-Unsubscribe address opened in a browser: mail clients without RFC 8058's
  // one-click open it with GET (QA 47c M4). It acts on nothing: 302 to the page, which asks first.
  openUnsubscribe: route({
    method: 'GET',
    path: '/unsubscribe',
    query: unsubscribePageQuerySchema,
    answer: redirect(),
    access: 'public',
    owner: 'none',
    spec: '3 §2.12 (the unsubscribe page)',
    notInSpec: true,
    note: 'the List-Unsubscribe address opened in a browser: 302 to the unsubscribe page with the same ?uid=, changing nothing (no-store)',
  }),
  // The e-mail redirect's click report (document 3 §2.12): readers are often not signed in. `none`:
  // the click id names a message, not a record of the caller's; the link's signature is the
  // authority, checked in the handler.
  reportEmailClick: route({
    method: 'POST',
    path: '/email/click/{id}',
    params: emailClickParamsSchema,
    body: emailClickBodySchema,
    answer: json<EmailClickAnswer>(),
    access: 'public',
    owner: 'none',
    spec: '2 §7, 3 §7.3',
    note: 'body {path, query, h}: the tracked link as the /e/ page read it; answers {target} only for a signature of ours (403 otherwise); public, rate-limited',
    maxBodyBytes: 8 * 1024,
  }),
  // Mail health (mail-events/README.md): bulk sending's pause, which an admin lifts; and an
  // agent's own address as a sender (DECISIONS row 12): the agent for themselves, an admin for any.
  getSending: route({
    method: 'GET',
    path: '/admin/sending',
    answer: json<SendingStatus>(),
    access: ['admin'],
    owner: 'caller',
    spec: 'not in the spec (issues 15 and 16, "Throttling and pausing")',
    notInSpec: true,
    note: "bulk sending's state: paused or not, why, and the hard-bounce and complaint rates over the last 1,000 sends (admin)",
  }),
  resumeSending: route({
    method: 'POST',
    path: '/admin/sending/resume',
    answer: json<SendingStatus>(),
    access: ['admin'],
    owner: 'caller',
    spec: 'not in the spec (issues 15 and 16, "Throttling and pausing")',
    notInSpec: true,
    note: 'an admin lifts the pause that bounces or complaints set; the window of 1,000 sends starts again (admin)',
  }),
  // The monthly newsletter's campaign (newsletter/README.md): sent, skipped, failed, unknown.
  getNewsletterCampaign: route({
    method: 'GET',
    path: '/admin/newsletter',
    query: (now: Date) => newsletterStatusQuerySchema(() => now),
    answer: json<NewsletterCampaignStatus>(),
    access: ['admin'],
    owner: 'caller',
    spec: 'not in the spec (issue 16, "The monthly newsletter")',
    notInSpec: true,
    note: "a month's newsletter campaign: recipients, sent, skipped, failed and unknown (with their ids), paused (admin)",
  }),
  verifySenderIdentity: route({
    method: 'POST',
    path: '/verifySesIdentity/{id}',
    params: contactParamsSchema,
    answer: json<SenderIdentity>(),
    access: staff,
    owner: { in: 'path', name: 'id', record: 'user', rule: 'self-or-admin', refusal: 403 },
    spec: '2 §7',
    note: "DECISIONS row 12: asks SES to verify the agent's own address; answers verified or pending (with the spec's 'not verified by Amazon AWS' message); the agent for themselves, an admin for any agent",
  }),
  getSenderIdentity: route({
    method: 'GET',
    path: '/verifySesIdentity/{id}',
    params: contactParamsSchema,
    answer: json<SenderIdentityState>(),
    access: staff,
    owner: { in: 'path', name: 'id', record: 'user', rule: 'self-or-admin', refusal: 403 },
    spec: 'not in the spec (QA 64 M3: the card could not say on load that the address was verified)',
    notInSpec: true,
    note: "how the agent's own address stood when the product last asked SES: not-asked, pending or verified; SES is not asked (the agent for themselves, an admin for any agent)",
  }),
  // Email Analytics (document 2 §2, DECISIONS row 15): everyone's mail for an admin, an agent's
  // contacts' for that agent (the caller's own: nothing in the request names another).
  emailAnalytics: route({
    method: 'GET',
    path: '/analytics/email',
    query: emailAnalyticsQuery,
    answer: json<EmailAnalyticsAnswer>(),
    access: ['admin'],
    owner: 'caller',
    spec: '2 §7',
    note: 'admin (DECISIONS row 15)',
  }),
  agentEmailAnalytics: route({
    method: 'GET',
    path: '/analytics/agentemail',
    query: emailAnalyticsQuery,
    answer: json<EmailAnalyticsAnswer>(),
    access: ['agent'],
    owner: 'caller',
    spec: '2 §7',
    note: 'agent (DECISIONS row 15)',
  }),
};
