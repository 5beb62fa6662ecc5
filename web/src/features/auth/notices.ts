import { messages } from '@shared/validation/messages';

/** The sign-in pages' messages, verbatim from document 1 §8 and DECISIONS row 24. */
export const notices = {
  /** VERIFICATION_CONFIRMED, green. */
  verificationConfirmed: 'The Verification code was confirmed. Please sign in!',
  /** CONFIRMATION_SENT, green. */
  confirmationSent: 'The confirmation code is sent. Please check your email inbox',
  waitlistExists: messages.waitlistExists,
  archived: 'This account has been archived. Please contact your agent.',
  notInvited: 'This e-mail address has not been invited yet.',
} as const;
