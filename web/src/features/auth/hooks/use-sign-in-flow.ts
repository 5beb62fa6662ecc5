import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { normalizedEmail } from '@shared/validation/rules';
import { ApiError } from '../../../lib/api-client';
import { AuthFailure, authCodes, toAuthFailure } from '../api/auth-failure';
import { confirmSignUpCode } from '../api/confirm-sign-up';
import { completeNewPassword } from '../api/complete-new-password';
import { joinWaitlist } from '../api/join-waitlist';
import { probeEmail } from '../api/probe-email';
import { resendSignUpCodeTo } from '../api/resend-sign-up-code';
import { preloadSignIn, signInWithPassword } from '../api/sign-in';
import { signUpWithEmail } from '../api/sign-up';
import { invitationTokenFor, type InvitationLink } from '../invitation-link';
import { forgetRememberedEmail, rememberEmail } from '../remembered-email';
import {
  initialSignInState,
  signInFlowReducer,
  type EmailProbeOutcome,
  type SignInNotice,
  type SignInState,
} from '../sign-in-steps';

/** Document 1 §9: the e-mail is tried 300 ms after the user stops typing. */
export const probeDebounceMs = 300;

export interface SignInFlowOptions {
  /** The remembered e-mail, or the one in the `e` query parameter. */
  initialEmail?: string;
  /** Probe `initialEmail` at once (the `e` parameter "prefills and auto-submits"). */
  autoSubmit?: boolean;
  /** The invitation link's address and token (`e` and `i`): sent with that address's sign-up. */
  invitation?: InvitationLink;
  initialNotice?: SignInNotice | null;
  onSignedIn: () => void;
  /** After 'This is not me': the page drops the address it was given (the `e` parameter). */
  onNotMe?: () => void;
}

function failureOf(error: unknown): AuthFailure {
  if (error instanceof ApiError) return new AuthFailure(`Http${error.status}`, error.message);
  return toAuthFailure(error);
}

/**
 * The sign-in page's state machine (sign-in-steps.ts) wired to Cognito and the API: the
 * debounced e-mail probe, and each step's call.
 */
export function useSignInFlow({
  initialEmail = '',
  autoSubmit = false,
  invitation,
  initialNotice,
  onSignedIn,
  onNotMe,
}: SignInFlowOptions) {
  const [state, dispatch] = useReducer(signInFlowReducer, undefined, (): SignInState => ({
    ...initialSignInState(initialEmail),
    notice: initialNotice ?? null,
  }));
  const queryClient = useQueryClient();
  const inFlight = useRef(new Map<string, Promise<EmailProbeOutcome>>());
  /** The link's token, until the pre-sign-up trigger refuses it. */
  const invitationLink = useRef(invitation);
  const invitationToken = (email: string) => invitationTokenFor(invitationLink.current, email);
  /** Back on the e-mail step because the token was refused: that is already the address's answer. */
  const refusedJustNow = useRef(false);

  /** Probes an address once at a time; the answer applies only if the field still holds it. */
  const probe = useCallback((email: string) => {
    const address = normalizedEmail(email);
    if (!address) return;
    let running = inFlight.current.get(address);
    if (!running) {
      running = probeEmail(address).finally(() => inFlight.current.delete(address));
      inFlight.current.set(address, running);
    }
    dispatch({ type: 'probeStarted', email });
    void running.then((outcome) =>
      dispatch({
        type: 'probeSettled',
        email,
        outcome,
        withInvitationToken: invitationTokenFor(invitationLink.current, email) !== undefined,
      }),
    );
  }, []);

  // The debounce: each change of the address restarts the 300 ms wait.
  useEffect(() => {
    if (state.step !== 'email' || !normalizedEmail(state.email)) return;
    if (refusedJustNow.current) {
      refusedJustNow.current = false;
      return;
    }
    const timer = setTimeout(() => probe(state.email), probeDebounceMs);
    return () => clearTimeout(timer);
  }, [state.email, state.step, probe]);

  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (autoSubmit && !autoSubmitted.current) {
      autoSubmitted.current = true;
      probe(initialEmail);
    }
  }, [autoSubmit, initialEmail, probe]);

  // Amplify's sign-in code is not part of the page's first load; fetch it while the user types.
  useEffect(() => preloadSignIn(), []);

  const address = () => normalizedEmail(state.email) ?? state.email.trim().toLowerCase();

  const signedIn = useCallback(() => {
    // Anything cached while anonymous (masked answers, identity null) is stale now.
    queryClient.clear();
    dispatch({ type: 'signedIn' });
    onSignedIn();
  }, [queryClient, onSignedIn]);

  async function run(work: () => Promise<void>) {
    dispatch({ type: 'submitted' });
    try {
      await work();
    } catch (error) {
      dispatch({ type: 'failed', failure: failureOf(error) });
    }
  }

  return {
    state,
    emailChanged: (email: string) => dispatch({ type: 'emailChanged', email }),
    passwordChanged: (password: string) => dispatch({ type: 'passwordChanged', password }),
    /** 'This is not me': the field empties, and the remembered address (and the link's token) are forgotten so a reload does not bring them back. */
    notMe: () => {
      forgetRememberedEmail();
      invitationLink.current = undefined;
      dispatch({ type: 'notMe' });
      onNotMe?.();
    },
    /** Next: probe now instead of waiting for the debounce. */
    submitEmail: () => probe(state.email),

    submitPassword: (remember: boolean) =>
      run(async () => {
        try {
          await signInWithPassword(address(), state.password, remember);
        } catch (error) {
          const failure = toAuthFailure(error);
          if (failure.code === authCodes.newPasswordRequired) return dispatch({ type: 'newPasswordRequired' });
          if (failure.code === authCodes.userNotConfirmed) return dispatch({ type: 'confirmationRequired' });
          throw failure;
        }
        if (remember) rememberEmail(address());
        else forgetRememberedEmail();
        signedIn();
      }),

    submitSignUp: (name: string) =>
      run(async () => {
        const token = invitationToken(address());
        let needsCode: boolean;
        try {
          ({ needsCode } = await signUpWithEmail({
            name,
            email: address(),
            password: state.password,
            ...(token && { invitationToken: token }),
          }));
        } catch (error) {
          const failure = toAuthFailure(error);
          if (failure.code !== authCodes.invitationInvalid) throw failure;
          // The trigger said the token is no good: forget it, and say so on the e-mail step.
          invitationLink.current = undefined;
          refusedJustNow.current = true;
          return dispatch({ type: 'invitationRefused' });
        }
        // The verification page finds the address here after a reload (document 1 §4.4).
        rememberEmail(address());
        if (!needsCode) {
          await signInWithPassword(address(), state.password);
          return signedIn();
        }
        dispatch({ type: 'signedUp' });
      }),

    submitNewPassword: (password: string) =>
      run(async () => {
        await completeNewPassword(password);
        rememberEmail(address());
        signedIn();
      }),

    submitVerificationCode: (code: string) =>
      run(async () => {
        await confirmSignUpCode(address(), code);
        dispatch({ type: 'verified' });
      }),

    resendCode: () =>
      run(async () => {
        await resendSignUpCodeTo(address());
        dispatch({ type: 'codeResent' });
      }),

    joinWaitlist: () =>
      run(async () => {
        const answer = await joinWaitlist(address());
        dispatch({ type: answer === 'joined' ? 'waitlistJoined' : 'waitlistExists' });
      }),
  };
}

export type SignInFlow = ReturnType<typeof useSignInFlow>;
