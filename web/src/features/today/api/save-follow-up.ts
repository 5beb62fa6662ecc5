import type { FollowUp } from '@shared/users';
import { api } from '../../../lib/api/client';

/**
 * `POST /users/{id}/follow-up`: sets the caller's follow-up of a contact, or with null clears
 * it. Today clears a follow-up only as "Done: clear it": it sends the follow-up it showed as
 * done, which the server clears only while it is still that one, and keeps as a note of the
 * agent's (the contact's Notes tab).
 */
export function saveFollowUp(id: string, followUp: FollowUp | null, shown: FollowUp | undefined) {
  return api.user.setFollowUp({ params: { id }, body: followUp ?? (shown ? { done: shown } : {}) });
}
