import { describe, expect, it } from 'vitest';
import { AuthFailure } from '../../web/src/features/auth/api/auth-failure';
import { initialSignInState, signInFlowReducer } from '../../web/src/features/auth/hooks/use-sign-in-flow';

describe('the sign-in steps', () => {
  it('starts at the email step and moves to signIn with the accepted e-mail', () => {
    const state = signInFlowReducer(initialSignInState(), { type: 'emailAccepted', email: 'olivia@example.com' });
    expect(state).toMatchObject({ step: 'signIn', email: 'olivia@example.com', notice: null });
  });

  it("goes back to an empty email step on 'This is not me'", () => {
    const signIn = signInFlowReducer(initialSignInState(), { type: 'emailAccepted', email: 'olivia@example.com' });
    expect(signInFlowReducer(signIn, { type: 'notMe' })).toEqual(initialSignInState());
  });

  it('shows NotAuthorizedException in red and other failures in the warning colour', () => {
    const signIn = { ...initialSignInState('o@x.com'), step: 'signIn' as const, submitting: true };
    const wrong = signInFlowReducer(signIn, {
      type: 'failed',
      failure: new AuthFailure('NotAuthorizedException', 'Incorrect username or password.'),
    });
    expect(wrong.notice).toEqual({ tone: 'error', text: 'Incorrect username or password.' });
    expect(wrong.submitting).toBe(false);

    const other = signInFlowReducer(signIn, {
      type: 'failed',
      failure: new AuthFailure('LimitExceededException', 'Slow down'),
    });
    expect(other.notice).toEqual({ tone: 'warning', text: 'Slow down' });
  });

  it('clears the notice when the user tries again', () => {
    const failed = {
      ...initialSignInState('o@x.com'),
      step: 'signIn' as const,
      notice: { tone: 'error' as const, text: 'x' },
    };
    expect(signInFlowReducer(failed, { type: 'submitted' })).toMatchObject({ submitting: true, notice: null });
  });
});
