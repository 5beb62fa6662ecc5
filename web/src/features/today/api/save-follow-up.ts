import type { FollowUp } from '@shared/users';
import { api } from '../../../lib/api/client';

/**
 * `POST /users/{id}/follow-up`: sets the caller's follow-up of a contact, or with null clears it.
 * Today clears a follow-up only as "Done: clear it": it is sent as done, and the server keeps it
 * as a note of the agent's (the contact's Notes tab).
 */
export function saveFollowUp(id: string, followUp: FollowUp | null) {
  return api.user.setFollowUp({ params: { id }, body: followUp ?? { done: true } });
}
