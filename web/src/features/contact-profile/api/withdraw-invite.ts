import { api } from '../../../lib/api/client';

/** `DELETE /invite/{id}` (issue 29): withdraws an open invitation; the id is the invited address. */
export function withdrawInvite(email: string): Promise<unknown> {
  return api.user.withdrawInvite({ params: { id: email } });
}
