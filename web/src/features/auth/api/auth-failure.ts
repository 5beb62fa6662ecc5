/**
 * Document 1 §8: authentication failures are wrapped as an error with a message and a code;
 * a plain string failure gets the base64 of its message as its code.
 */
export class AuthFailure extends Error {
  override readonly name = 'AuthFailure';

  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const authCodes = {
  notAuthorized: 'NotAuthorizedException',
  /** cognito-local's answer to a wrong password, where Cognito says NotAuthorizedException. */
  invalidPassword: 'InvalidPasswordException',
  userNotFound: 'UserNotFoundException',
  userNotConfirmed: 'UserNotConfirmedException',
  newPasswordRequired: 'NEW_PASSWORD_REQUIRED',
  alreadySignedIn: 'UserAlreadyAuthenticatedException',
} as const;

export function toAuthFailure(error: unknown): AuthFailure {
  if (error instanceof AuthFailure) return error;
  if (typeof error === 'string') return new AuthFailure(base64(error), error);
  if (error instanceof Error) {
    // Amplify's AuthError carries the Cognito exception name (NotAuthorizedException, ...).
    return new AuthFailure(error.name || 'Error', error.message || 'Something went wrong. Please try again.');
  }
  return new AuthFailure('Unknown', 'Something went wrong. Please try again.');
}

function base64(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}

/** Wrong credentials are shown in red; everything else in the warning colour (document 1 §8). */
export function isWrongCredentials(failure: AuthFailure): boolean {
  return failure.code === authCodes.notAuthorized || failure.code === authCodes.invalidPassword;
}
