import { ApiError } from '../../lib/api-client';
import { AuthFailure, toAuthFailure } from './api/auth-failure';

/**
 * A failed call of a sign-in step as the card shows it: the API's (the waitlist, the invitation
 * check) with its status as the code and its own message, anything else as Cognito's.
 */
export function toSignInFailure(error: unknown): AuthFailure {
  if (error instanceof ApiError) return new AuthFailure(`Http${error.status}`, error.message);
  return toAuthFailure(error);
}
