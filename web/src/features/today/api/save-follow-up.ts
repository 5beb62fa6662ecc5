import type { FollowUp } from '@shared/users';
import { api } from '../../../lib/api/client';

/**
 * `POST /users/{id}/follow-up`: sets the caller's follow-up of a contact, or with null clears
 * it. Today clears a follow-up only as "Done: clear it": it sends the follow-up it showed as
 * done, which the server clears only while it is still that one, and keeps as a note of the
 * agent's (the contact's Notes tab). With `onlyIfNone`, a follow-up is set only where there is
 * none (409 otherwise): Undo of a Done, which must not replace one set since in another tab.
 */
export function saveFollowUp(id: string, followUp: FollowUp | null, shown: FollowUp | undefined, onlyIfNone = false) {
  const body = followUp ? (onlyIfNone ? { ...followUp, onlyIfNone } : followUp) : shown ? { done: shown } : {};
  return api.user.setFollowUp({ params: { id }, body });
}
