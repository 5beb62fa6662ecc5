import { ApiError } from '../../../lib/api-client';
import { api } from '../../../lib/api/client';

/** `PUT /waitlist` with `{ email }`: 'exists' when the address already is on it (409). */
export async function joinWaitlist(email: string): Promise<'joined' | 'exists'> {
  try {
    await api.user.joinWaitlist({ body: { email } });
    return 'joined';
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return 'exists';
    throw error;
  }
}
