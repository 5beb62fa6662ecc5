import type { FollowUp } from '@shared/users';
import { api } from '../../../lib/api/client';

/** `POST /users/{id}/follow-up`: sets the caller's follow-up of a contact, or with null clears it. */
export function saveFollowUp(id: string, followUp: FollowUp | null) {
  return api.user.setFollowUp({ params: { id }, body: followUp ?? {} });
}
