import { currentMonth, monthPattern } from '@shared/months';
import * as z from 'zod';
import { signedInCaller } from '../../lib/auth/caller';
import { clock } from '../../lib/clock';
import { ok } from '../../lib/http/answers';
import { endpoint } from '../../lib/http/endpoint';
import { emailAnalytics } from '../email-analytics';

/** The month picker's `time=YYYY-MM` (document 2 §7); the current Toronto month when none is given. */
const emailAnalyticsQuery = () =>
  z.object({
    time: z
      .string()
      .regex(monthPattern, 'time must be a month written YYYY-MM.')
      .refine((month) => month <= currentMonth(clock.now()), 'time must not be a future month.')
      .optional(),
  });

/** `GET /analytics/email?time=YYYY-MM` (admins): everyone's e-mail in the month. */
export const getEmailAnalytics = endpoint({ query: emailAnalyticsQuery }, async ({ query }) =>
  ok(await emailAnalytics({ everyone: true }, query.time ?? currentMonth(clock.now()))),
);

/** `GET /analytics/agentemail?time=YYYY-MM` (agents): the caller's contacts' e-mail in the month. */
export const getAgentEmailAnalytics = endpoint({ query: emailAnalyticsQuery }, async ({ caller, query }) =>
  ok(await emailAnalytics({ agentId: signedInCaller(caller).sub }, query.time ?? currentMonth(clock.now()))),
);
