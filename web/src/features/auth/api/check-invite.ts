import { ApiError } from '../../../lib/api-client';
import { api } from '../../../lib/api/client';
import type { InviteCheck } from '../sign-in-steps';

/**
 * `GET /invite/{id}` with the e-mail as the id (document 1 §7.1: 204 means whitelisted).
 * The API answers 204 or 404; any other successful answer would be the spec's "not
 * whitelisted", and a 404 or a failed call is its "whitelist check fails", after which the
 * page looks the address up on the waitlist. Too many look-ups (429) is an error to show.
 */
export async function checkInvite(email: string): Promise<InviteCheck> {
  try {
    const body: unknown = await api.user.checkInvite({ params: { id: email } });
    return body === undefined ? 'invited' : 'notInvited';
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) throw error;
    return 'checkFailed';
  }
}
