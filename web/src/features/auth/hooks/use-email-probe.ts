import { useCallback, useEffect, useRef, type Dispatch, type RefObject } from 'react';
import { normalizedEmail } from '@shared/validation/rules';
import { probeEmail } from '../api/probe-email';
import { invitationTokenFor, type InvitationLink } from '../invitation-link';
import type { EmailProbeOutcome, SignInAction, SignInState } from '../sign-in-steps';

/** Document 1 §9: the e-mail is tried 300 ms after the user stops typing. */
export const probeDebounceMs = 300;

interface EmailProbeOptions {
  state: Pick<SignInState, 'email' | 'step'>;
  dispatch: Dispatch<SignInAction>;
  /** The invitation link, while the page holds it: the probe's answer depends on its token. */
  invitationLinkRef: RefObject<InvitationLink | undefined>;
  /** Set when the flow is back on the e-mail step with the address's answer already shown: the next wait is skipped. */
  skipNextWaitRef: RefObject<boolean>;
  /** The address of the page's invitation link, once it has been refused (and forgotten). */
  linkRefusedForRef: RefObject<string | undefined>;
  /** Probe `initialEmail` at once (the `e` parameter "prefills and auto-submits"). */
  autoSubmit: boolean;
  initialEmail: string;
}

/**
 * The e-mail step's probe (document 1 §4.3): tried after the debounce, at once on Next and
 * when the page auto-submits its address. One call per address at a time; its answer applies
 * only if the field still holds that address (the reducer checks).
 */
export function useEmailProbe({
  state,
  dispatch,
  invitationLinkRef,
  skipNextWaitRef,
  linkRefusedForRef,
  autoSubmit,
  initialEmail,
}: EmailProbeOptions) {
  const inFlight = useRef(new Map<string, Promise<EmailProbeOutcome>>());
  const probe = useCallback(
    (email: string) => {
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
          withInvitationToken: invitationTokenFor(invitationLinkRef.current, email) !== undefined,
          linkRefused:
            linkRefusedForRef.current !== undefined &&
            normalizedEmail(linkRefusedForRef.current) === normalizedEmail(email),
        }),
      );
    },
    [dispatch, invitationLinkRef, linkRefusedForRef],
  );

  // The debounce: each change of the address restarts the 300 ms wait.
  useEffect(() => {
    if (state.step !== 'email' || !normalizedEmail(state.email)) return;
    if (skipNextWaitRef.current) {
      skipNextWaitRef.current = false;
      return;
    }
    const timer = setTimeout(() => probe(state.email), probeDebounceMs);
    return () => clearTimeout(timer);
  }, [state.email, state.step, probe, skipNextWaitRef]);

  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (autoSubmit && !autoSubmitted.current) {
      autoSubmitted.current = true;
      probe(initialEmail);
    }
  }, [autoSubmit, initialEmail, probe]);

  return probe;
}
