import { messages } from '@shared/validation/messages';
import { notices } from '../notices';

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
  /** A trigger refused: for sign-up, the pre-sign-up trigger's "not invited". */
  lambdaValidation: 'UserLambdaValidationException',
  /** The user pool's web ACL refused the request: too many sign-in calls from one address. */
  forbidden: 'ForbiddenException',
} as const;

/**
 * Cognito's own wording where the product has its own: an archived account is a disabled
 * user (DECISIONS row 24), and a refused sign-up carries the trigger's message behind
 * Cognito's "PreSignUp failed with error ...".
 */
function productMessage(code: string, message: string): string {
  if (code === authCodes.notAuthorized && /user is disabled/i.test(message)) return notices.archived;
  if (code === authCodes.forbidden) return messages.tooManyAttempts;
  if (code === authCodes.lambdaValidation) {
    return /not been invited/i.test(message) ? notices.notInvited : message.replace(/^.*failed with error\s*/i, '');
  }
  return message;
}

export function toAuthFailure(error: unknown): AuthFailure {
  if (error instanceof AuthFailure) return error;
  if (typeof error === 'string') return new AuthFailure(base64(error), error);
  if (error instanceof Error) {
    // Amplify's AuthError carries the Cognito exception name (NotAuthorizedException, ...).
    const code = error.name || 'Error';
    return new AuthFailure(code, productMessage(code, error.message || 'Something went wrong. Please try again.'));
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
