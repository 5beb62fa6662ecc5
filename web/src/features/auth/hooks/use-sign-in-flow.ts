import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer } from 'react';
import { AuthFailure, isWrongCredentials } from '../api/auth-failure';
import { preloadSignIn, signInWithPassword } from '../api/sign-in';
import { rememberEmail, rememberedEmail } from '../remembered-email';

/**
 * The multi-step sign-in of document 1 §2.5/§4.3. This issue builds the first two steps;
 * signUp, newPassword, verificationCode and the waitlist steps join this union, and the
 * e-mail probe's outcome picks among them in `emailAccepted`.
 */
export type SignInStep = 'email' | 'signIn';

export interface SignInNotice {
  /** error: red (wrong credentials); warning: everything else; success: green confirmations. */
  tone: 'error' | 'warning' | 'success';
  text: string;
}

export interface SignInState {
  step: SignInStep;
  email: string;
  notice: SignInNotice | null;
  submitting: boolean;
}

export type SignInAction =
  | { type: 'emailAccepted'; email: string }
  | { type: 'notMe' }
  | { type: 'submitted' }
  | { type: 'failed'; failure: AuthFailure }
  | { type: 'signedIn' };

export function initialSignInState(email = ''): SignInState {
  return { step: 'email', email, notice: null, submitting: false };
}

export function signInFlowReducer(state: SignInState, action: SignInAction): SignInState {
  switch (action.type) {
    case 'emailAccepted':
      return { ...state, step: 'signIn', email: action.email, notice: null };
    case 'notMe':
      return initialSignInState();
    case 'submitted':
      return { ...state, submitting: true, notice: null };
    case 'failed':
      return {
        ...state,
        submitting: false,
        notice: {
          tone: isWrongCredentials(action.failure) ? 'error' : 'warning',
          text: action.failure.message,
        },
      };
    case 'signedIn':
      return { ...state, submitting: false, notice: null };
  }
}

export function useSignInFlow({ onSignedIn }: { onSignedIn: () => void }) {
  const [state, dispatch] = useReducer(signInFlowReducer, undefined, () => initialSignInState(rememberedEmail()));
  const queryClient = useQueryClient();

  // Amplify's sign-in code is not part of the page's first load; fetch it while the user types.
  useEffect(() => {
    if (state.step === 'signIn') preloadSignIn();
  }, [state.step]);

  const submitEmail = useCallback((email: string) => dispatch({ type: 'emailAccepted', email }), []);
  const notMe = useCallback(() => dispatch({ type: 'notMe' }), []);

  const submitPassword = useCallback(
    async (password: string) => {
      dispatch({ type: 'submitted' });
      try {
        await signInWithPassword(state.email, password);
      } catch (error) {
        const failure = error instanceof AuthFailure ? error : new AuthFailure('Error', String(error));
        dispatch({ type: 'failed', failure });
        return;
      }
      rememberEmail(state.email);
      // Anything cached while anonymous (masked answers, identity null) is stale now.
      queryClient.clear();
      dispatch({ type: 'signedIn' });
      onSignedIn();
    },
    [state.email, queryClient, onSignedIn],
  );

  return { state, submitEmail, submitPassword, notMe };
}
