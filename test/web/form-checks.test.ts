import { describe, expect, it } from 'vitest';
import { authForms, checkForm, checkStep, type StepInput } from '../../web/src/features/auth/form-checks';

const input = (values: Partial<StepInput> = {}): StepInput => ({
  email: 'olivia@example.com',
  password: 'Welcome-home-2026!',
  name: 'Olivia Chen',
  passwordConfirmation: 'Welcome-home-2026!',
  verificationCode: '123456',
  rememberMe: true,
  ...values,
});

describe('the auth forms checked on submit (document 1 §5.3)', () => {
  it("gives the e-mail step's message for the e-mail field, verbatim", () => {
    expect(checkStep('email', input({ email: ' ' }))).toEqual({
      ok: false,
      errors: {},
      emailError: 'Email is Required',
    });
    expect(checkStep('email', input({ email: 'olivia@' }))).toMatchObject({
      ok: false,
      emailError: 'Please, enter a valid email address',
    });
  });

  it('sends on the name and the code as the rules trim them', () => {
    expect(checkStep('signUp', input({ name: '  Olivia Chen ' }))).toMatchObject({ ok: true, name: 'Olivia Chen' });
    expect(checkStep('verificationCode', input({ verificationCode: ' 654321 ' }))).toMatchObject({
      ok: true,
      verificationCode: '654321',
    });
  });

  it("shows a step's messages by field", () => {
    expect(checkStep('newPassword', input({ passwordConfirmation: 'other' }))).toEqual({
      ok: false,
      errors: { passwordConfirmation: 'Passwords must match' },
    });
  });

  it("reads a standalone page's form with its rule, or gives the first message of each field", () => {
    expect(checkForm(authForms.resetPassword, { email: ' Olivia@Example.com ' })).toEqual({
      ok: true,
      data: { email: 'olivia@example.com' },
    });
    expect(checkForm(authForms.waitlist, { email: 'olivia@' })).toEqual({
      ok: false,
      errors: { email: 'Please, enter a valid email address' },
    });
  });
});
