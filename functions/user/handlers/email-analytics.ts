import { currentMonth } from '@shared/months';
import { analyticsQuerySchema } from '@shared/months-schemas';
import { signedInCaller } from '../../lib/auth/caller';
import { clock } from '../../lib/clock';
import { ok } from '../../lib/http/answers';
import { endpoint } from '../../lib/http/endpoint';
import { emailAnalytics } from '../email-analytics';

/** The month picker's month as the API writes months, `time=YYYYMM` (DESIGN); the current Toronto month when none is given. */
const emailAnalyticsQuery = () => analyticsQuerySchema(clock.now);

/** `GET /analytics/email?time=YYYYMM` (admins): everyone's e-mail in the month. */
export const getEmailAnalytics = endpoint({ query: emailAnalyticsQuery }, async ({ query }) =>
  ok(await emailAnalytics({ everyone: true }, query.time ?? currentMonth(clock.now()))),
);

/** `GET /analytics/agentemail?time=YYYYMM` (agents): the caller's contacts' e-mail in the month. */
export const getAgentEmailAnalytics = endpoint({ query: emailAnalyticsQuery }, async ({ caller, query }) =>
  ok(await emailAnalytics({ agentId: signedInCaller(caller).sub }, query.time ?? currentMonth(clock.now()))),
);
