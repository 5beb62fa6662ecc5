import { ApiError } from '../../../lib/api-client';
import { api } from '../../../lib/api/client';

/**
 * `GET /invite/{email}` (document 2 §4 "Invite flow", its first step): 204 when the address
 * already has an invitation, 404 when not. Any other answer is a failure of the check.
 */
export async function inviteExists(email: string): Promise<boolean> {
  try {
    await api.user.checkInvite({ params: { id: email } });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}
