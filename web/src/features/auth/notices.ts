import { messages } from '@shared/validation/messages';

/** The sign-in pages' messages, verbatim from document 1 §8 and DECISIONS row 24. */
export const notices = {
  /** VERIFICATION_CONFIRMED, green. */
  verificationConfirmed: 'The Verification code was confirmed. Please sign in!',
  /** Ours (the spec names none): after a reset, on the sign-in the reset leads to (QA 45c L4). */
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  /** CONFIRMATION_SENT, green. */
  confirmationSent: 'The confirmation code is sent. Please check your email inbox',
  waitlistExists: messages.waitlistExists,
  archived: 'This account has been archived. Please contact your agent.',
  /** Ours (QA 63c L6): a password reset for an address with no account, where Cognito says "User not found." */
  noAccount: 'There is no account with this e-mail address. Please check it and try again.',
  /** The e-mail step, when the page holds no valid invitation token for an invited address (issue 11). */
  invitationInvalid: messages.invitationInvalid,
  invitationLinkMissing: messages.invitationLinkMissing,
} as const;
