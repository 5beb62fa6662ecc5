import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { normalizedEmail } from '@shared/validation/rules';
import { authCodes } from '../api/auth-failure';
import { confirmSignUpCode } from '../api/confirm-sign-up';
import { useInvitedName } from '../api/invited-name';
import { completeNewPassword } from '../api/complete-new-password';
import { joinWaitlist } from '../api/join-waitlist';
import { resendSignUpCodeTo } from '../api/resend-sign-up-code';
import { preloadSignIn } from '../api/sign-in';
import { invitationTokenFor, type InvitationLink } from '../invitation-link';
import { forgetRememberedEmail, rememberEmail } from '../remembered-email';
import { toSignInFailure } from '../sign-in-failure';
import { passwordStep, signUpStep, type StepOutcome } from '../sign-in-step-calls';
import { initialSignInState, signInFlowReducer, type SignInNotice, type SignInState } from '../sign-in-steps';
import { useEmailProbe } from './use-email-probe';

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

/**
 * The sign-in page's state machine (sign-in-steps.ts) wired to Cognito and the API: the
 * e-mail probe (use-email-probe.ts), and each step's call.
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
  /** The link's token, until the pre-sign-up trigger refuses it. */
  const invitationLink = useRef(invitation);
  const invitationToken = (email: string) => invitationTokenFor(invitationLink.current, email);
  /** Back on the e-mail step because the token was refused: that is already the address's answer. */
  const refusedJustNow = useRef(false);
  /** The address of the link refused (and forgotten): its answer is that the link is not valid. */
  const linkRefusedFor = useRef<string | undefined>(undefined);
  const probe = useEmailProbe({
    state,
    dispatch,
    invitationLinkRef: invitationLink,
    skipNextWaitRef: refusedJustNow,
    linkRefusedForRef: linkRefusedFor,
    autoSubmit,
    initialEmail,
  });

  // The name the inviter typed, asked for as the page opens on the link's address: the sign-up
  // step shows it in "Full name" for the invitee to check rather than type.
  const invited = useInvitedName(invitationTokenFor(invitation, state.email) ? invitation : undefined);
  // Its 404 says the token is no longer the invitation's (resent, expired, used): the link is
  // forgotten as when the pre-sign-up trigger refuses it, before a password is asked for (QA 64
  // M1). A probe still running then answers an invited address on the e-mail step, with the
  // message; a sign-up step already drawn goes back to it. Another step (an account the link
  // made) is not the link's business.
  useEffect(() => {
    if (!invited.linkRefused || !invitationLink.current) return;
    linkRefusedFor.current = invitationLink.current.email;
    invitationLink.current = undefined;
    if (state.step !== 'signUp') return;
    refusedJustNow.current = true;
    dispatch({ type: 'invitationRefused' });
  }, [invited.linkRefused, state.step]);

  // Amplify's sign-in code is not part of the page's first load: it is fetched while the user
  // types (SignInCard starts it on the form's first key, input or tap), or now for a link's e-mail.
  useEffect(() => {
    if (autoSubmit) preloadSignIn();
  }, [autoSubmit]);

  const address = () => normalizedEmail(state.email) ?? state.email.trim().toLowerCase();

  const signedIn = useCallback(() => {
    // Anything cached while anonymous (masked answers, identity null) is stale now.
    queryClient.clear();
    dispatch({ type: 'signedIn' });
    onSignedIn();
  }, [queryClient, onSignedIn]);

  /** A step's call has answered: on to the next step, or signed in. */
  function settle(outcome: StepOutcome) {
    if (outcome === 'signedIn') return signedIn();
    if (outcome.type === 'invitationRefused') {
      // The trigger said the token is no good: forget it, and say so on the e-mail step.
      linkRefusedFor.current = invitationLink.current?.email ?? linkRefusedFor.current;
      invitationLink.current = undefined;
      refusedJustNow.current = true;
    }
    dispatch(outcome);
  }

  async function run(work: () => Promise<void>) {
    dispatch({ type: 'submitted' });
    try {
      await work();
    } catch (error) {
      dispatch({ type: 'failed', failure: toSignInFailure(error) });
    }
  }

  return {
    state,
    /** The name the inviter typed, for the sign-up step's "Full name". */
    invitedName: invited.name,
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
      run(async () => settle(await passwordStep(address(), state.password, remember))),

    submitSignUp: (name: string) =>
      run(async () => {
        const email = address();
        settle(await signUpStep({ name, email, password: state.password, invitationToken: invitationToken(email) }));
      }),

    submitNewPassword: (password: string) =>
      run(async () => {
        await completeNewPassword(password);
        rememberEmail(address());
        signedIn();
      }),

    submitVerificationCode: (code: string) =>
      run(async () => {
        try {
          await confirmSignUpCode(address(), code);
        } catch (error) {
          // The post-confirmation trigger undid the sign-up (its invitation withdrawn while the
          // code was on the way; review 67 L10): no account is left to verify, so back to the
          // e-mail step with why, as when the pool refuses the link at sign-up.
          if (toSignInFailure(error).code === authCodes.invitationInvalid) return settle({ type: 'invitationRefused' });
          throw error;
        }
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
