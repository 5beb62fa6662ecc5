import { describe, expect, it } from 'vitest';
import { AuthFailure, isWrongCredentials, toAuthFailure } from '../../web/src/features/auth/api/auth-failure';

describe('toAuthFailure (document 1 §8)', () => {
  it('keeps the Cognito exception name of an Amplify error as the code', () => {
    const error = Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' });
    const failure = toAuthFailure(error);
    expect(failure).toMatchObject({ code: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  });

  it('gives a plain string failure the base64 of its message as its code', () => {
    const failure = toAuthFailure('Something broke');
    expect(failure.message).toBe('Something broke');
    expect(failure.code).toBe(btoa('Something broke'));
  });

  it("tells a browser the user pool's web ACL held back to wait, in the product's words", () => {
    const blocked = Object.assign(new Error('Request not allowed due to WAF block.'), { name: 'ForbiddenException' });
    expect(toAuthFailure(blocked).message).toBe('Too many attempts. Please wait a few minutes and try again.');
  });

  it('says in the product\'s words that no account has the address, where Cognito says "User not found."', () => {
    const unknown = Object.assign(new Error('User not found.'), { name: 'UserNotFoundException' });
    const failure = toAuthFailure(unknown);
    expect(failure.code).toBe('UserNotFoundException');
    expect(failure.message).toBe('There is no account with this e-mail address. Please check it and try again.');
  });

  // QA 74c L4: Cognito's "User already exists" was shown as it came (document 1 §5.2).
  it("says the spec's 'Already exists' to a sign-up with an address that has an account", () => {
    const taken = Object.assign(new Error('User already exists'), { name: 'UsernameExistsException' });
    expect(toAuthFailure(taken)).toMatchObject({ code: 'UsernameExistsException', message: 'Already exists' });
  });

  it('passes an AuthFailure through unchanged', () => {
    const failure = new AuthFailure('NEW_PASSWORD_REQUIRED', 'New Password Required');
    expect(toAuthFailure(failure)).toBe(failure);
  });

  it('treats a wrong password as wrong credentials, in Cognito and in cognito-local', () => {
    expect(isWrongCredentials(new AuthFailure('NotAuthorizedException', 'x'))).toBe(true);
    expect(isWrongCredentials(new AuthFailure('InvalidPasswordException', 'Invalid password'))).toBe(true);
    expect(isWrongCredentials(new AuthFailure('UserNotConfirmedException', 'x'))).toBe(false);
  });
});
