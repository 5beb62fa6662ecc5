import { messages } from '@shared/validation/messages';
import { ApiError } from '../../../lib/api-client';
import { api } from '../../../lib/api/client';

/**
 * `PUT /waitlist` with `{ email }`: 'exists' when the address already is on it (409). Its other
 * 409s (an address with an account or an invitation) are thrown, for their message.
 */
export async function joinWaitlist(email: string): Promise<'joined' | 'exists'> {
  try {
    await api.user.joinWaitlist({ body: { email } });
    return 'joined';
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && error.message === messages.waitlistExists) return 'exists';
    throw error;
  }
}
