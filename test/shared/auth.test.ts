import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
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
import type * as z from 'zod';

const strongMessage =
  'Must have a minimum of 8 characters and contain at least one number, one uppercase and lowercase letter and one special character, please do not use any of this characters ~ ` \' " or whitespace.';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

const good = 'Welcome-home-2026!';

describe('sign-in form (document 1 §5.3)', () => {
  it('needs a valid e-mail and a password', () => {
    expect(errorsOf(signInFormSchema, { email: '', password: '' })).toEqual({
      email: 'Email is Required',
      password: 'Password is required',
    });
    expect(errorsOf(signInFormSchema, { email: 'olivia @example.com', password: 'x' })).toEqual({
      email: 'Please, enter a valid email address',
    });
    expect(signInFormSchema.parse({ email: ' Olivia@Example.COM ', password: 'x' }).email).toBe('olivia@example.com');
  });
});

describe('sign-up and new password: strong password and "Passwords must match"', () => {
  const signUp = { name: 'Hannah Lee', email: 'hannah@example.com', password: good, passwordConfirmation: good };

  it('accepts a complete form', () => {
    expect(errorsOf(signUpFormSchema, signUp)).toEqual({});
  });

  it('says the length message under 8 characters and the strong message otherwise', () => {
    expect(errorsOf(signUpFormSchema, { ...signUp, password: 'Ab1!', passwordConfirmation: 'Ab1!' }).password).toBe(
      'Passwords must consist of at lease 8 characters.',
    );
    expect(
      errorsOf(signUpFormSchema, { ...signUp, password: 'welcome-home', passwordConfirmation: 'welcome-home' })
        .password,
    ).toBe(strongMessage);
  });

  it('reports a different confirmation on the confirmation field, worded "Passwords must match"', () => {
    expect(errorsOf(signUpFormSchema, { ...signUp, passwordConfirmation: `${good}x` })).toEqual({
      passwordConfirmation: 'Passwords must match',
    });
    expect(errorsOf(newPasswordFormSchema, { password: good, passwordConfirmation: 'other' })).toEqual({
      passwordConfirmation: 'Passwords must match',
    });
  });

  it('needs a name of at least 2 characters', () => {
    expect(errorsOf(signUpFormSchema, { ...signUp, name: '' }).name).toBe('Required');
    expect(errorsOf(signUpFormSchema, { ...signUp, name: 'H' }).name).toBe('Name must have at least 2 characters');
  });
});

describe('password reset: "Passwords does not match" and the verification code', () => {
  const reset = { verificationCode: '123456', password: good, passwordConfirmation: good };

  it('asks for a valid e-mail first', () => {
    expect(errorsOf(resetPasswordFormSchema, { email: 'nope' })).toEqual({
      email: 'Please, enter a valid email address',
    });
  });

  it('words a different confirmation "Passwords does not match"', () => {
    expect(errorsOf(resetPasswordVerificationFormSchema, { ...reset, passwordConfirmation: 'x' })).toEqual({
      passwordConfirmation: 'Passwords does not match',
    });
  });

  it('needs a code of at least 4 characters, with the message that says 3 (verbatim)', () => {
    expect(errorsOf(resetPasswordVerificationFormSchema, { ...reset, verificationCode: '123' })).toEqual({
      verificationCode: 'Minimum of 3 characters.',
    });
    expect(errorsOf(signUpVerificationFormSchema, { verificationCode: '' })).toEqual({ verificationCode: 'Required' });
    expect(errorsOf(signUpVerificationFormSchema, { verificationCode: '1234' })).toEqual({});
  });

  it("requires the combined page's code with its own message", () => {
    expect(verificationCodeOnSignIn.safeParse('').error?.issues[0]?.message).toBe('Verification code is required!');
    expect(verificationCodeOnSignIn.parse(' 123456 ')).toBe('123456');
  });
});

describe("the account page's Reset Password dialog", () => {
  it('requires both passwords with their own messages and the strong rule on the new one', () => {
    expect(errorsOf(changePasswordFormSchema, { password: '', newPassword: '' })).toEqual({
      password: 'Password is required',
      newPassword: 'New password is required',
    });
    expect(errorsOf(changePasswordFormSchema, { password: 'old', newPassword: 'weakpassword' })).toEqual({
      newPassword: strongMessage,
    });
  });
});

describe('the waitlist', () => {
  it('needs a valid e-mail', () => {
    expect(errorsOf(waitlistRequestSchema, {})).toEqual({ email: 'Email is Required' });
    expect(waitlistRequestSchema.parse({ email: 'Grace.Kim@example.com' })).toEqual({ email: 'grace.kim@example.com' });
  });
});
