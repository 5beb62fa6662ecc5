import { useEffect, useState } from 'react';
import type { SignInNotice } from '../sign-in-steps';

/*
 * The auth pages check their forms on submit with the shared zod rules (form-checks.ts), which
 * are not part of the pages' first load: fetched as soon as a form shows, so they are normally
 * there by the first submit. While an address is typed the sign-in card uses the plain pattern
 * (shared/validation/rules.ts).
 */
const loadFormChecks = () =>
  import('../form-checks').then((module) => ({
    authForms: module.authForms,
    checkForm: module.checkForm,
    checkStep: module.checkStep,
  }));

export type FormChecks = Awaited<ReturnType<typeof loadFormChecks>>;

let loaded: FormChecks | undefined;
let loading: Promise<FormChecks> | undefined;

function formChecks(): Promise<FormChecks> {
  loading ??= loadFormChecks().then(
    (checks) => (loaded = checks),
    (error: unknown) => {
      // The next submit tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** A submit whose checks could not be fetched (the network); the next submit tries again. */
const checksFailedNotice: SignInNotice = { tone: 'error', text: 'Something went wrong. Please try again.' };

/**
 * The checks for a form's submits. A submit before they arrive waits for them (`waiting`, for
 * the submit button's loader); one whose checks cannot be fetched shows `failedNotice`.
 */
export function useFormChecks() {
  const [checks, setChecks] = useState(loaded);
  const [waiting, setWaiting] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!checks) formChecks().then(setChecks, () => undefined);
  }, [checks]);

  /** Runs `run` with the checks: at once when they are here, else once they arrive. */
  function withChecks(run: (checks: FormChecks) => void) {
    if (checks) return run(checks);
    setWaiting(true);
    setFailed(false);
    formChecks()
      .then(
        (arrived) => {
          setChecks(arrived);
          run(arrived);
        },
        () => setFailed(true),
      )
      .finally(() => setWaiting(false));
  }

  return { withChecks, waiting, failedNotice: failed ? checksFailedNotice : null };
}
