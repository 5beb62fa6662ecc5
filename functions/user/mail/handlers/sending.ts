import { user } from '@shared/contract/user';
import { signedInCaller } from '../../../lib/auth/caller';
import { clock } from '../../../lib/clock';
import { ok } from '../../../lib/http/answers';
import { handle } from '../../../lib/http/handle';
import { resumeSending, sendingStatus } from '../mail-events/sending';
import { campaignStatus } from '../newsletter/campaign-status';
import { senderIdentityState, verifySenderIdentity } from '../sender-identity';

/** `GET /admin/sending`: whether bulk sending is paused, why, and the current figures (admins). */
export const getSending = handle(user.getSending, async () => ok(await sendingStatus()));

/** `POST /admin/sending/resume`: an admin lifts the pause. */
export const postSendingResume = handle(user.resumeSending, async ({ caller }) =>
  ok(await resumeSending(signedInCaller(caller).sub, clock.now())),
);

/** `POST /verifySesIdentity/{id}`: the agent's own address as a sender, verified or pending. */
export const postVerifySesIdentity = handle(user.verifySenderIdentity, async ({ caller, params }) =>
  ok(await verifySenderIdentity(params.id, signedInCaller(caller), clock.now())),
);

/** `GET /verifySesIdentity/{id}`: how the agent's own address stood when SES was last asked. */
export const getVerifySesIdentity = handle(user.getSenderIdentity, async ({ caller, params }) =>
  ok(await senderIdentityState(params.id, signedInCaller(caller))),
);

/** `GET /admin/newsletter?month=YYYY-MM` (ours): what became of a month's newsletter (admins). */
export const getNewsletterCampaign = handle(user.getNewsletterCampaign, async ({ query }) =>
  ok(await campaignStatus(query.month)),
);
