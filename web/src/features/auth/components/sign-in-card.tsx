import { Anchor, Group, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { StepCheck } from '../form-checks';
import { preloadSignIn } from '../api/sign-in';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { useSignInFlow, type SignInFlowOptions } from '../hooks/use-sign-in-flow';
import type { SignInStep } from '../sign-in-steps';
import { AuthCard } from './auth-card';
import { NoticeText } from './notice-text';
import type { StepFields as StepFieldsComponent } from './sign-in-step-fields';
import { emptyStepValues, type StepErrors, type StepValues } from './sign-in-step-values';
import { LoadFailure } from '../../../ui/load-boundary';
import { LoadingButton } from '../../../ui/loading-button';
import { showFieldErrors } from '../../../ui/show-field-errors';

/** Titles, introductions and button labels of the steps (labels from document 1 §2.5). */
const stepText: Record<SignInStep, { title: string; description: string; button: string }> = {
  email: { title: 'Sign In', description: 'Enter your e-mail to sign in or to get started.', button: 'Next' },
  signIn: { title: 'Sign In', description: 'Enter your password to continue.', button: 'Sign In' },
  signUp: { title: 'Sign Up', description: 'Create your account.', button: 'Sign Up' },
  newPassword: { title: 'New Password', description: 'A new password is required.', button: 'Change Password' },
  verificationCode: { title: 'Verify your e-mail', description: 'One more step.', button: 'Verify' },
  waitList: { title: 'Join our waitlist', description: 'We are in beta.', button: 'Join our waitlist' },
  waitListAccepted: {
    title: 'You are on the list',
    description: 'Thank you for your interest.',
    button: 'Return to website',
  },
  waitListExists: { title: 'Join our waitlist', description: 'We are in beta.', button: 'Join our waitlist' },
};

interface SignInCardProps extends SignInFlowOptions {
  /** waitListAccepted's button: back to the site (document 1 §4.3: the neighbourhood map). */
  onReturnToWebsite: () => void;
}

/**
 * The fields of the steps after the e-mail (a password, the sign-up's, a code, the waitlist's):
 * not in the page's first load, which asks for the e-mail only (issue 26: the sign-in page sat at
 * the 170 KB limit); loaded as soon as the card is up, so they are there before the e-mail step
 * is answered.
 */
let loadedStepFields: typeof StepFieldsComponent | undefined;
const loadStepFields = async () => {
  loadedStepFields ??= (await import('./sign-in-step-fields')).StepFields;
  return loadedStepFields;
};

/**
 * The step fields as the card draws them: the component once loaded (one type for the card's
 * life: a lazy and a loaded one would remount the fields, and their focus, when one replaced the
 * other; review 65b), or that its load failed.
 */
function useStepFields(): { Fields?: typeof StepFieldsComponent; failed: boolean } {
  const [loaded, setLoaded] = useState<{ Fields?: typeof StepFieldsComponent; failed: boolean }>(() => ({
    Fields: loadedStepFields,
    failed: false,
  }));
  useEffect(() => {
    if (loaded.Fields) return;
    let mounted = true;
    loadStepFields().then(
      (Fields) => mounted && setLoaded({ Fields, failed: false }),
      // A failed import is not fetched again (ui/load-boundary.tsx): a reload is the way back.
      () => mounted && setLoaded({ failed: true }),
    );
    return () => {
      mounted = false;
    };
  }, [loaded.Fields]);
  return loaded;
}

/** The multi-step sign-in card of document 1 §2.5 and §4.3. */
export function SignInCard({ onReturnToWebsite, ...options }: SignInCardProps) {
  const flow = useSignInFlow(options);
  const { state, invitedName } = flow;
  // Step fields start empty on every step (the sign-up's name with the invited one): kept with
  // the step they belong to.
  const [local, setLocal] = useState<{ step: SignInStep; values: StepValues; errors: StepErrors }>({
    step: state.step,
    values: emptyStepValues,
    errors: {},
  });
  const freshValues =
    state.step === 'signUp' && invitedName ? { ...emptyStepValues, name: invitedName } : emptyStepValues;
  const current = local.step === state.step ? local : { step: state.step, values: freshValues, errors: {} };
  const formRef = useRef<HTMLFormElement>(null);
  // The name arrived after the sign-up step drew, nothing typed in it yet and the focus still in
  // its field: on to the password, as when the name comes with the step (review 58).
  const untouched = local.step !== state.step;
  useEffect(() => {
    if (state.step !== 'signUp' || !invitedName || !untouched) return;
    const nameField = formRef.current?.querySelector<HTMLInputElement>('input[name="name"]');
    if (nameField && document.activeElement === nameField) {
      formRef.current?.querySelector<HTMLInputElement>('input[type="password"]')?.focus();
    }
  }, [state.step, invitedName, untouched]);
  const { Fields: StepFields, failed: fieldsFailed } = useStepFields();
  const [emailError, setEmailError] = useState<string | null>(null);
  const busy = state.submitting || state.probing;
  const submit = useAuthSubmit({ calls: { busy, notice: state.notice } });
  const text = stepText[state.step];

  const update = (values: Partial<StepValues>) =>
    setLocal({ step: state.step, values: { ...current.values, ...values }, errors: {} });
  const showErrors = (errors: StepErrors) => setLocal({ ...current, errors });

  /** The step's form, checked by its rule: sent on, or its messages shown with the focus on the first. */
  function send(check: StepCheck, form: HTMLElement) {
    if (!check.ok) {
      const show = () => (state.step === 'email' ? setEmailError(check.emailError ?? null) : showErrors(check.errors));
      return showFieldErrors(form, show);
    }
    switch (state.step) {
      case 'email':
        return flow.submitEmail();
      case 'signIn':
        return void flow.submitPassword(current.values.rememberMe);
      case 'signUp':
        return void flow.submitSignUp(check.name);
      case 'newPassword':
        return void flow.submitNewPassword(state.password);
      case 'verificationCode':
        return void flow.submitVerificationCode(check.verificationCode);
    }
  }

  /** The steps with fields, checked by their rules. */
  const submitStep = submit.onSubmit(({ checkStep }, form) =>
    send(checkStep(state.step, { ...current.values, email: state.email, password: state.password }), form),
  );

  function submitCard(event: FormEvent) {
    event.preventDefault();
    switch (state.step) {
      case 'waitList':
        return void flow.joinWaitlist();
      case 'waitListAccepted':
        return onReturnToWebsite();
      case 'waitListExists':
        return;
      default:
        return submitStep(event);
    }
  }

  return (
    <AuthCard title={text.title} description={text.description}>
      <form
        ref={formRef}
        onSubmit={submitCard}
        noValidate
        aria-label={text.title}
        // Amplify's sign-in code loads as the user starts (types, pastes, taps), not with the
        // page (issue 26); not on focus, which the e-mail field takes by itself.
        onKeyDown={preloadSignIn}
        onInput={preloadSignIn}
        onPointerDown={preloadSignIn}
      >
        <Stack gap="md">
          <div>
            <TextInput
              label="Email"
              type="email"
              name="email"
              autoComplete="username"
              placeholder="you@example.com"
              size="md"
              value={state.email}
              error={emailError}
              readOnly={state.step === 'waitListAccepted'}
              autoFocus={state.step === 'email'}
              onChange={(event) => {
                setEmailError(null);
                flow.emailChanged(event.currentTarget.value);
              }}
            />
            {state.step !== 'email' && (
              <Group justify="flex-end" mt={4}>
                <Anchor component="button" type="button" size="sm" onClick={flow.notMe}>
                  This is not me
                </Anchor>
              </Group>
            )}
          </div>
          {/* The e-mail step has no fields of its own: it draws none, so a failed load of them
              never costs it; the step that needs them says so (review 65 M1). Loaded with the
              card, they are there as a rule before the e-mail step is answered. */}
          {state.step !== 'email' &&
            (fieldsFailed ? (
              <LoadFailure name="This step of the sign-in" />
            ) : (
              StepFields && (
                <StepFields
                  step={state.step}
                  email={state.email}
                  password={state.password}
                  values={current.values}
                  errors={current.errors}
                  notice={state.notice}
                  busy={busy}
                  onPassword={(password) => {
                    flow.passwordChanged(password);
                    if (current.errors.password) showErrors({ ...current.errors, password: undefined });
                  }}
                  onChange={update}
                  onResend={() => void flow.resendCode()}
                />
              )
            ))}
          <LoadingButton
            type="submit"
            size="md"
            fullWidth
            loading={submit.submitButton.loading}
            disabled={state.step === 'waitListExists'}
          >
            {text.button}
          </LoadingButton>
          <NoticeText notice={submit.notice} />
        </Stack>
      </form>
    </AuthCard>
  );
}
