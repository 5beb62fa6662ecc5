import { user } from '@shared/contract/user';
import { invitationLinkRefusedCode } from '@shared/contract/user/error-codes';
import type { InviteBody } from '@shared/invite-schemas';
import type { Role } from '@shared/roles';
import { signedInCaller, type Caller } from '../../../lib/auth/caller';
import { clock } from '../../../lib/clock';
import { NotFoundError } from '../../../lib/errors';
import { created, noContent, ok } from '../../../lib/http/answers';
import { handle } from '../../../lib/http/handle';
import { getInvitation } from '../invitation-repository';
import { callerKeyOf } from '../../../lib/rate-limit/rate-key';
import { takeRateToken } from '../../rate-limits/published';
import { isOpen, signUpRefusal } from '../invitation';
import { inviteUser, resendInvite } from '../invite';
import { invitationBudgetOf } from '../invitation-limits';
import { withdrawInvitation } from '../../deletion/published';
import { correctInvitation } from '../invited-details';

/**
 * `GET /invite/{id}`, the e-mail step's whitelist check (document 1 §4.3): 204 when the
 * address (the id) has an open invitation, 404 when not. Rate-limited per caller.
 */
export const getInvite = handle(user.checkInvite, async ({ params, event }) => {
  await takeRateToken('probe', callerKeyOf(event), clock.now());
  if (!isOpen(await getInvitation(params.id))) throw new NotFoundError('No invitation for this e-mail address.');
  return noContent();
});

/**
 * `POST /invite/{id}/name`: the name the inviter gave, for the invitee's sign-up form. Only the
 * link's current token reads it; any other answers 404 as an address with no invitation does,
 * so the call tells nobody without the link more than `GET /invite/{id}` does. Rate-limited
 * with the sign-in page's other look-ups. The 404 carries `invitationLinkRefusedCode`, so the
 * form tells it (the link refused) from the gateway's own 404 (a route not mounted yet).
 */
export const postInvitedName = handle(user.getInvitedName, async ({ params, body, event }) => {
  const now = clock.now();
  await takeRateToken('probe', callerKeyOf(event), now);
  const invitation = await getInvitation(params.id);
  if (!invitation || signUpRefusal(invitation, body.token, now))
    throw new NotFoundError('No invitation for this e-mail address.', invitationLinkRefusedCode);
  return ok({ firstName: invitation.firstName, lastName: invitation.lastName });
});

/** The three invitation calls, each with its role's form. */
const inviteAs =
  (role: Role) =>
  async ({ caller, body }: { caller: Caller | null; body: InviteBody }) =>
    created(await inviteUser(role, body, signedInCaller(caller), clock.now()));

/** `POST /invite/admin`, `/invite/agent` (admins) and `/invite/client` (an agent's own, or an admin's choice). */
export const postAdminInvite = handle(user.inviteAdmin, inviteAs('admin'));
export const postAgentInvite = handle(user.inviteAgent, inviteAs('agent'));
export const postClientInvite = handle(user.inviteClient, inviteAs('client'));

/** `POST /invite/agent/{id}/client`: a client for that agent (the agent themselves, or an admin). */
export const postAgentClientInvite = handle(user.inviteClientOfAgent, async ({ caller, params, body }) =>
  created(await inviteUser('client', body, signedInCaller(caller), clock.now(), { agentId: params.id })),
);

/** `PUT /invite/{id}/resent`: a new link by e-mail; the id is the invited address. */
export const putInviteResent = handle(user.resendInvite, async ({ caller, params }) =>
  ok(await resendInvite(params.id, signedInCaller(caller), clock.now())),
);

/** `GET /invitations/budget`: what is left of the caller's daily invitation e-mails. */
export const getInvitationBudget = handle(user.getInvitationBudget, async ({ caller }) =>
  ok(await invitationBudgetOf(signedInCaller(caller), clock.now())),
);

/** `PUT /invite/{id}`: corrects an open invitation's details (its agent or an admin); 204. */
export const putInvite = handle(user.updateInvite, async ({ caller, params, body }) => {
  await correctInvitation(signedInCaller(caller), params.id.toLowerCase(), body);
  return noContent();
});

/** `DELETE /invite/{id}`: withdraws an open invitation (its agent or an admin); 204. */
export const deleteInvite = handle(user.withdrawInvite, async ({ caller, params }) => {
  await withdrawInvitation(signedInCaller(caller), params.id.toLowerCase(), clock.now());
  return noContent();
});
