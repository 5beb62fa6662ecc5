import { user } from '@shared/contract/user';
import { currentMonth } from '@shared/months';
import { signedInCaller } from '../../../lib/auth/caller';
import { clock } from '../../../lib/clock';
import { ok } from '../../../lib/http/answers';
import { handle } from '../../../lib/http/handle';
import { emailAnalytics } from '../email-analytics';

/** `GET /analytics/email?time=YYYYMM` (admins): everyone's e-mail in the month (the current Toronto month by default). */
export const getEmailAnalytics = handle(user.emailAnalytics, async ({ query }) =>
  ok(await emailAnalytics({ everyone: true }, query.time ?? currentMonth(clock.now()))),
);

/** `GET /analytics/agentemail?time=YYYYMM` (agents): the caller's contacts' e-mail in the month. */
export const getAgentEmailAnalytics = handle(user.agentEmailAnalytics, async ({ caller, query }) =>
  ok(await emailAnalytics({ agentId: signedInCaller(caller).sub }, query.time ?? currentMonth(clock.now()))),
);
