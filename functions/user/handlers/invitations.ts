import { invitePathSchema } from '@shared/auth';
import { torontoDate } from '@shared/format/dates';
import { inviteSchemas } from '@shared/invite-schemas';
import { contactParamsSchema } from '@shared/notes-schemas';
import type { Role } from '@shared/roles';
import { signedInCaller } from '../../lib/auth/caller';
import { clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/errors';
import { created, noContent, ok } from '../../lib/http/answers';
import { endpoint } from '../../lib/http/endpoint';
import { getInvitation } from '../invitation-repository';
import { callerKeyOf } from '../../lib/rate-limit/rate-key';
import { takeRateToken } from '../rate-limits';
import { isOpen } from '../invitation';
import { inviteUser, resendInvite } from '../invite';

/**
 * `GET /invite/{id}`, the e-mail step's whitelist check (document 1 §4.3): 204 when the
 * address (the id) has an open invitation, 404 when not. Rate-limited per caller.
 */
export const getInvite = endpoint({ params: invitePathSchema }, async ({ params, event }) => {
  await takeRateToken('probe', callerKeyOf(event), clock.now());
  if (!isOpen(await getInvitation(params.id))) throw new NotFoundError('No invitation for this e-mail address.');
  return noContent();
});

/** Built per request: "not in the future" is today's Toronto date. */
const inviteBody = (role: Role) => () => inviteSchemas(torontoDate(clock.now()))[role];

function inviteAs(role: Role) {
  return endpoint({ body: inviteBody(role) }, async ({ caller, body }) =>
    created(await inviteUser(role, body, signedInCaller(caller), clock.now())),
  );
}

/** `POST /invite/admin`, `/invite/agent` (admins) and `/invite/client` (an agent's own, or an admin's choice). */
export const postAdminInvite = inviteAs('admin');
export const postAgentInvite = inviteAs('agent');
export const postClientInvite = inviteAs('client');

/** `POST /invite/agent/{id}/client`: a client for that agent (the agent themselves, or an admin). */
export const postAgentClientInvite = endpoint(
  { params: contactParamsSchema, body: inviteBody('client') },
  async ({ caller, params, body }) =>
    created(await inviteUser('client', body, signedInCaller(caller), clock.now(), { agentId: params.id })),
);

/** `PUT /invite/{id}/resent`: a new link by e-mail; the id is the invited address. */
export const putInviteResent = endpoint({ params: invitePathSchema }, async ({ caller, params }) =>
  ok(await resendInvite(params.id, signedInCaller(caller), clock.now())),
);
