import { useEffect, useRef, useState, type FormEvent } from 'react';
import type * as z from 'zod';
import { showFieldErrors } from '../../../ui/show-field-errors';
import { refusedFieldOf, toAuthFailure } from '../api/auth-failure';
import type { authForms, FormCheck } from '../form-checks';
import type { SignInNotice } from '../sign-in-steps';
import { useFormChecks, type FormChecks } from './use-form-checks';

/** Document 1 §9: the submit button re-enables 1 second after a submission. */
export const reenableAfterMs = 1000;

type AuthForms = typeof authForms;
export type AuthFormName = keyof AuthForms;
/** A form's values as its rule reads them (trimmed, lower-cased e-mail...). */
export type AuthFormData<K extends AuthFormName> = z.output<AuthForms[K]>;
/*
 * The rules keyed by form, each typed by its own output, so that `forms[form]` reads as the
 * rule of form K (TypeScript's pattern for correlated generics; `authForms[form]` alone widens
 * to the union of all the rules).
 */
type AuthFormRules = { [K in AuthFormName]: z.ZodType<AuthFormData<K>> };

export interface AuthSubmitOptions {
  /**
   * Sign-up's rule (document 1 §4.4): the button is disabled for 1 s after each submission,
   * instead of showing a loader while the call runs.
   */
  reenableAfterSubmit?: boolean;
  /** The notice of a failed call; by default the failure's message as auth-failure.ts words it. */
  failureText?: (failure: unknown) => string;
  /**
   * For a form whose calls run elsewhere: the sign-in card's flow (use-sign-in-flow.ts) runs
   * them through its state machine, which keeps their busy state and outcome with the step
   * they lead to. The hook then brings the rest: the rules, the submit button, the notice.
   */
  calls?: { busy: boolean; notice: SignInNotice | null };
}

const authFailureText = (failure: unknown) => toAuthFailure(failure).message;

/**
 * The submit handling of the seven auth forms: the shared rules first (fetched on demand, see
 * use-form-checks.ts), then the call, busy meanwhile, with its failure as a warning under the
 * form, and sign-up's 1 s re-enable. The six standalone forms run their calls here
 * (`submitForm`, `run`); the sign-in card hands in its flow's (`calls`) and uses `onSubmit`.
 */
export function useAuthSubmit({
  reenableAfterSubmit = false,
  failureText = authFailureText,
  calls,
}: AuthSubmitOptions = {}) {
  const checks = useFormChecks();
  const [running, setRunning] = useState(false);
  const [resting, setResting] = useState(false);
  const [notice, setNotice] = useState<SignInNotice | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Runs one call (a submission, or a side action such as Resend code). */
  async function run(call: () => Promise<void>) {
    setRunning(true);
    setNotice(null);
    if (reenableAfterSubmit) {
      setResting(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setResting(false), reenableAfterMs);
    }
    try {
      await call();
    } catch (failure) {
      setNotice({ tone: 'warning', text: failureText(failure), ...refusedFieldOf(toAuthFailure(failure)) });
    } finally {
      setRunning(false);
    }
  }

  /**
   * A form's `onSubmit` that checks it by hand: `submit` gets the rules once they are here, and
   * the form (the event is gone by then), whose refused field takes the focus (`showFieldErrors`).
   */
  const onSubmit = (submit: (checks: FormChecks, form: HTMLElement) => void) => (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLElement;
    checks.withChecks((arrived) => submit(arrived, form));
  };

  /**
   * A standalone form's `onSubmit`: its rule (`authForms[form]`) reads the values; their
   * messages go to `onInvalid`, and the focus to the first field they mark, or the values as the
   * rule reads them to `send`.
   */
  const submitForm = <K extends AuthFormName>(
    form: K,
    values: unknown,
    onInvalid: (errors: Record<string, string>) => void,
    send: (data: AuthFormData<K>) => Promise<void>,
  ) =>
    onSubmit(({ authForms, checkForm }, element) => {
      const rules: AuthFormRules = authForms;
      const result: FormCheck<AuthFormData<K>> = checkForm(rules[form], values);
      if (!result.ok) {
        // The last call's outcome is of other values: a refused code stayed under a corrected one
        // beside the new check's messages (QA 66c L2).
        setNotice(null);
        return showFieldErrors(element, () => onInvalid(result.errors));
      }
      void run(() => send(result.data));
    });

  const busy = calls ? calls.busy : running;
  return {
    onSubmit,
    submitForm,
    run,
    /** A call is running. */
    busy,
    setNotice,
    /** What to show under the form: the rules could not be fetched, or the last call's outcome. */
    notice: checks.failedNotice ?? (calls ? calls.notice : notice),
    /** The submit button's `loading` and `disabled`. */
    submitButton: reenableAfterSubmit
      ? { loading: checks.waiting, disabled: resting }
      : { loading: busy || checks.waiting, disabled: false },
  };
}
