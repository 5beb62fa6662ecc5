import { messages } from './validation/messages';

/**
 * The invitation link and the sign-up's refusals (DECISIONS row 33), with no zod: the sign-in
 * pages read them on their first load.
 */

/**
 * The secret of an invitation link: base64url of 32 random bytes, made by the user service.
 * Anything else in the link's `i` is not a token and is ignored.
 */
export const invitationTokenPattern = /^[A-Za-z0-9_-]{22,128}$/;

/** The sign-up's ClientMetadata key that carries the token to the pre-sign-up trigger. */
export const invitationTokenMetadataKey = 'invitationToken';

/** The invitation link's path and query: `/sign-in?e={email}&i={token}`. */
export function invitationLinkPath(email: string, token: string): string {
  return `/sign-in?e=${encodeURIComponent(email)}&i=${encodeURIComponent(token)}`;
}

/**
 * Why the pre-sign-up trigger refuses a sign-up. The trigger fails with exactly this text;
 * Cognito wraps it ("PreSignUp failed with error …", UserLambdaValidationException) and the
 * web app recognises it there, so the user sees the product's words and never Cognito's.
 */
export const signUpRefusals = {
  notInvited: messages.notInvited,
  invitationInvalid: messages.invitationInvalid,
} as const;
export type SignUpRefusal = keyof typeof signUpRefusals;

/** The refusal whose text a Cognito error message carries, if any. */
export function signUpRefusalIn(cognitoMessage: string): SignUpRefusal | undefined {
  return (Object.keys(signUpRefusals) as SignUpRefusal[]).find((refusal) =>
    cognitoMessage.includes(signUpRefusals[refusal]),
  );
}
