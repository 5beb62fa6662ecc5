import { ApiError } from '../../../lib/api-client';
import { api } from '../../../lib/api/client';

/** The waitlist look-up, `GET /waitlist/{email}`: 204 when the address is already on it. */
export async function isOnWaitlist(email: string): Promise<boolean> {
  try {
    await api.user.checkWaitlist({ params: { email } });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) throw error;
    // Not on it (404), or unknown: joining will say so if it is.
    return false;
  }
}
