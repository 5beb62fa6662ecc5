import type { InviteBodies } from '@shared/invite-schemas';
import type { Role } from '@shared/roles';
import type { InviteSent } from '@shared/contract/user/answers';
import { api } from '../../../lib/api/client';

/** What `POST /invite/...` takes: the role's fields, as typed (the server parses them again). */
export type InvitePayload = { [R in Role]: { role: R; body: InviteBodies[R] } }[Role];

/**
 * `POST /invite/{admin|agent|client}`, or `POST /invite/agent/{id}/client` for a contact with an
 * agent (document 2 §7). 409 when the address was invited meanwhile, 503 when the e-mail could
 * not be sent (the invitation is then taken back).
 */
export function sendInvite(payload: InvitePayload): Promise<InviteSent> {
  switch (payload.role) {
    case 'admin':
      return api.user.inviteAdmin({ body: payload.body });
    case 'agent':
      return api.user.inviteAgent({ body: payload.body });
    case 'client':
      return payload.body.agent
        ? api.user.inviteClientOfAgent({ params: { id: payload.body.agent }, body: payload.body })
        : api.user.inviteClient({ body: payload.body });
  }
}
