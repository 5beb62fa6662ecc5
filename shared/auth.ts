import * as z from 'zod';
import { firstErrors } from './first-errors';
import { messages } from './validation/messages';
import { email, requiredText, strongPassword } from './validation/rules-schemas';
import { isNameLike, isPlainLine } from './validation/rules';

/**
 * The forms of sign-in, sign-up, password reset and the waitlist (document 1 §5.3), one
 * schema each, with the spec's messages verbatim. The browser's forms and the API's
 * parsers use the same ones.
 */

/** The two wordings of "the confirmation differs" (document 1 §5.3). */
export const confirmationMessages = {
  /** New password and sign-up. */
  mustMatch: messages.passwordsMustMatch,
  /** Password reset. */
  doesNotMatch: messages.passwordsDoNotMatch,
} as const;

/** Adds "the confirmation equals the password" to a form, reported on the confirmation field. */
function confirmed<T extends z.ZodType<{ password: string; passwordConfirmation: string }>>(
  schema: T,
  message: string,
): T {
  return schema.refine((form) => form.passwordConfirmation === form.password, {
    message,
    path: ['passwordConfirmation'],
  });
}

/** The confirmation field: required, then compared with the password by `confirmed`. */
const passwordConfirmation = z.string({ error: messages.required }).min(1, messages.required);

/** The verification code on the combined sign-in page. */
export const verificationCodeOnSignIn = z
  .string({ error: messages.verificationCodeRequired })
  .trim()
  .min(1, messages.verificationCodeRequired);

/**
 * The verification code on the standalone verification pages: at least 4 characters, with
 * the spec's message that says 3 (document 1 §9, kept verbatim by DECISIONS row 14).
 */
export const verificationCodeOnPage = requiredText().min(4, messages.minimumThree);

/** The full name typed at sign-up (Cognito's `name` attribute). */
export const fullNameField = requiredText()
  .min(2, messages.nameMinLength)
  .max(200, 'Name must have at most 200 characters')
  .refine(isPlainLine, messages.nameCharacters)
  .refine(isNameLike, messages.nameNotLinkOrFormula);

export const signInFormSchema = z.object({
  email: email(),
  password: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired),
});

export const signUpFormSchema = confirmed(
  z.object({ name: fullNameField, email: email(), password: strongPassword, passwordConfirmation }),
  confirmationMessages.mustMatch,
);
export type SignUpForm = z.output<typeof signUpFormSchema>;

/** The new-password step and page, after a sign-in challenge. */
export const newPasswordFormSchema = confirmed(
  z.object({ password: strongPassword, passwordConfirmation }),
  confirmationMessages.mustMatch,
);

/** Reset password, first page: the e-mail. */
export const resetPasswordFormSchema = z.object({ email: email() });

/** Reset password, verification page: code, new password and its confirmation. */
export const resetPasswordVerificationFormSchema = confirmed(
  z.object({ verificationCode: verificationCodeOnPage, password: strongPassword, passwordConfirmation }),
  confirmationMessages.doesNotMatch,
);

export const signUpVerificationFormSchema = z.object({ verificationCode: verificationCodeOnPage });

/** The account page's Reset Password dialog: current and new password. */
export const changePasswordFormSchema = z.object({
  password: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired),
  newPassword: z
    .string({ error: messages.newPasswordRequired })
    .min(1, messages.newPasswordRequired)
    .pipe(strongPassword),
});

/** `PUT /waitlist` and the waitlist page. */
export const waitlistRequestSchema = z.object({ email: email() });
export type WaitlistRequest = z.output<typeof waitlistRequestSchema>;

/** `GET /invite/{id}`: the id is the invited e-mail address. */
export const invitePathSchema = z.object({ id: email() });

/**
 * `POST /invite/{id}/name`: the invitation link's token, which alone lets the invitee's sign-up
 * form read the name the inviter typed (any other text is no token, and answers as a wrong one).
 */
export const invitedNameRequestSchema = z.object({
  token: z.string({ error: 'token is required.' }).max(200),
});

/** `GET /waitlist/{email}`. */
export const waitlistPathSchema = z.object({ email: email() });

/** First issue of a form: its message by field name, for showing under each input. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  return firstErrors(error.issues, (path) => (path.length > 0 ? path.map(String).join('.') : 'form'));
}
