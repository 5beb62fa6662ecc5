import { signUpRefusalIn, signUpRefusals } from '@shared/auth-invitation';
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
  /** A sign-up with an address that has an account. */
  usernameExists: 'UsernameExistsException',
  newPasswordRequired: 'NEW_PASSWORD_REQUIRED',
  alreadySignedIn: 'UserAlreadyAuthenticatedException',
  /** A trigger refused: for sign-up, the pre-sign-up trigger's "not invited". */
  lambdaValidation: 'UserLambdaValidationException',
  /**
   * Ours, not Cognito's: the pre-sign-up trigger refused the invitation link's token (missing,
   * wrong, expired or used). The sign-in page goes back to its e-mail step on it.
   */
  invitationInvalid: 'InvitationInvalid',
  /** The user pool's web ACL refused the request: too many sign-in calls from one address. */
  forbidden: 'ForbiddenException',
  /** A wrong e-mailed code (sign-up or password reset), or one past its time. */
  codeMismatch: 'CodeMismatchException',
  expiredCode: 'ExpiredCodeException',
} as const;

const somethingWentWrong = 'Something went wrong. Please try again.';

/**
 * Cognito's own wording where the product has its own: an archived account is a disabled
 * user (DECISIONS row 24); an unknown address ("User not found.", or "Username/client id
 * combination not found.") is said in the product's words, and a taken one in the spec's
 * ('Already exists', document 1 §5.2; QA 74c L4).
 */
function productMessage(code: string, message: string): string {
  if (code === authCodes.notAuthorized && /user is disabled/i.test(message)) return notices.archived;
  if (code === authCodes.forbidden) return messages.tooManyAttempts;
  if (code === authCodes.userNotFound) return notices.noAccount;
  if (code === authCodes.usernameExists) return messages.alreadyExists;
  return message;
}

/**
 * A trigger's refusal arrives as "PreSignUp failed with error {the trigger's text}." The
 * pre-sign-up trigger's texts are shared (`signUpRefusals`): one of them is shown as it is,
 * anything else a trigger says is not for users.
 */
function triggerRefusal(message: string): AuthFailure {
  const refusal = signUpRefusalIn(message);
  if (refusal === 'invitationInvalid') return new AuthFailure(authCodes.invitationInvalid, signUpRefusals[refusal]);
  return new AuthFailure(authCodes.lambdaValidation, refusal ? signUpRefusals[refusal] : somethingWentWrong);
}

export function toAuthFailure(error: unknown): AuthFailure {
  if (error instanceof AuthFailure) return error;
  if (typeof error === 'string') return new AuthFailure(base64(error), error);
  if (error instanceof Error) {
    // Amplify's AuthError carries the Cognito exception name (NotAuthorizedException, ...).
    const code = error.name || 'Error';
    if (code === authCodes.lambdaValidation) return triggerRefusal(error.message);
    return new AuthFailure(code, productMessage(code, error.message || somethingWentWrong));
  }
  return new AuthFailure('Unknown', somethingWentWrong);
}

function base64(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}

/** Wrong credentials are shown in red; everything else in the warning colour (document 1 §8). */
export function isWrongCredentials(failure: AuthFailure): boolean {
  return failure.code === authCodes.notAuthorized || failure.code === authCodes.invalidPassword;
}

/** A notice's field (`SignInNotice.field`): a refused e-mailed code is the code field's to show, not the form's. */
export function refusedFieldOf(failure: AuthFailure): { field?: 'verificationCode' } {
  const refusesCode = failure.code === authCodes.codeMismatch || failure.code === authCodes.expiredCode;
  return refusesCode ? { field: 'verificationCode' } : {};
}
