import type * as z from 'zod';
import {
  fieldErrors,
  newPasswordFormSchema,
  resetPasswordFormSchema,
  resetPasswordVerificationFormSchema,
  signInFormSchema,
  signUpFormSchema,
  signUpVerificationFormSchema,
  verificationCodeOnSignIn,
  waitlistRequestSchema,
} from '@shared/auth';
import type { StepErrors, StepValues } from './components/sign-in-step-values';
import type { SignInStep } from './sign-in-steps';

/*
 * The auth pages' forms checked with the shared rules (document 1 §5.3), the API's own. This
 * module (with zod, ~23 KB gzipped) is not part of the pages' first load: use-form-checks.ts
 * fetches it while the page shows, and the forms use it on submit.
 */

/** The standalone pages' forms. */
export const authForms = {
  signUp: signUpFormSchema,
  newPassword: newPasswordFormSchema,
  resetPassword: resetPasswordFormSchema,
  resetPasswordVerification: resetPasswordVerificationFormSchema,
  signUpVerification: signUpVerificationFormSchema,
  waitlist: waitlistRequestSchema,
};

/** A form as its rule reads it, or the first message of each field. */
export type FormCheck<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string> };

export function checkForm<T>(schema: z.ZodType<T>, input: unknown): FormCheck<T> {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrors(result.error) };
}

/** What the sign-in card holds when one of its steps is submitted. */
export interface StepInput extends StepValues {
  email: string;
  password: string;
}

/**
 * A step's form as its rule reads it: the values to send on (the name and the code as the
 * rules trim them), or the messages to show, the e-mail step's under the e-mail field.
 */
export type StepCheck =
  { ok: true; name: string; verificationCode: string } | { ok: false; errors: StepErrors; emailError?: string };

const invalid = (error: z.ZodError): StepCheck => ({ ok: false, errors: fieldErrors(error) as StepErrors });

/** Checks the sign-in card's current step. */
export function checkStep(step: SignInStep, input: StepInput): StepCheck {
  const valid: StepCheck = { ok: true, name: input.name, verificationCode: input.verificationCode };
  switch (step) {
    case 'email': {
      const result = signInFormSchema.shape.email.safeParse(input.email);
      return result.success ? valid : { ok: false, errors: {}, emailError: result.error.issues[0]?.message };
    }
    case 'signIn': {
      const result = signInFormSchema.safeParse({ email: input.email, password: input.password });
      return result.success ? valid : invalid(result.error);
    }
    case 'signUp': {
      const result = signUpFormSchema.safeParse({
        name: input.name,
        email: input.email,
        password: input.password,
        passwordConfirmation: input.passwordConfirmation,
      });
      return result.success ? { ...valid, name: result.data.name } : invalid(result.error);
    }
    case 'newPassword': {
      const result = newPasswordFormSchema.safeParse({
        password: input.password,
        passwordConfirmation: input.passwordConfirmation,
      });
      return result.success ? valid : invalid(result.error);
    }
    case 'verificationCode': {
      const result = verificationCodeOnSignIn.safeParse(input.verificationCode);
      return result.success
        ? { ...valid, verificationCode: result.data }
        : { ok: false, errors: { verificationCode: result.error.issues[0]?.message } };
    }
    default:
      return valid;
  }
}
