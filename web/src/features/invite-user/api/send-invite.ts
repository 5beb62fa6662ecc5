import type { InviteBodies } from '@shared/invite-schemas';
import type { Role } from '@shared/roles';
import { apiRequest } from '../../../lib/api-client';

/** What `POST /invite/...` takes: the role's fields, as typed (the server parses them again). */
export type InvitePayload = { [R in Role]: { role: R; body: InviteBodies[R] } }[Role];

/**
 * `POST /invite/{admin|agent|client}`, or `POST /invite/agent/{id}/client` for a contact with an
 * agent (document 2 §7). 409 when the address was invited meanwhile, 503 when the e-mail could
 * not be sent (the invitation is then taken back).
 */
export function sendInvite(payload: InvitePayload): Promise<{ message: string; email: string }> {
  const path =
    payload.role === 'client' && payload.body.agent
      ? `/invite/agent/${encodeURIComponent(payload.body.agent)}/client`
      : `/invite/${payload.role}`;
  return apiRequest(path, { method: 'POST', body: payload.body });
}
