import type { InvitedDetails } from '@shared/invite-schemas';
import { api } from '../../../lib/api/client';

/** `PUT /invite/{id}` (QA 67b L1): an open invitation's names and entered details, the whole set; the id is the address. */
export function correctInvite(email: string, details: InvitedDetails): Promise<unknown> {
  return api.user.updateInvite({ params: { id: email }, body: details });
}
