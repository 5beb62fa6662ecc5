import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { toAuthFailure } from '../api/auth-failure';
import { confirmPasswordReset } from '../api/confirm-reset-password';
import { requestPasswordReset } from '../api/reset-password';
import { useFormChecks } from '../hooks/use-form-checks';
import { notices } from '../notices';
import type { SignInNotice } from '../sign-in-steps';
import { AuthCard } from './auth-card';
import { NoticeText } from './notice-text';
import { StrongPasswordInput } from '../../../ui/strong-password-input';

const empty = { verificationCode: '', password: '', passwordConfirmation: '' };

/** Reset password, second page (document 1 §2.6): code, new password, confirmation, resend. */
export function ResetPasswordVerificationForm({ email, onReset }: { email: string; onReset: () => void }) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<SignInNotice | null>(null);
  const [busy, setBusy] = useState(false);
  const checks = useFormChecks();

  const set = (name: keyof typeof empty) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: '' }));
  };

  async function attempt(work: () => Promise<void>) {
    setBusy(true);
    setNotice(null);
    try {
      await work();
    } catch (failure) {
      setNotice({ tone: 'warning', text: toAuthFailure(failure).message });
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    checks.withChecks(({ authForms, checkForm }) => {
      const result = checkForm(authForms.resetPasswordVerification, values);
      if (!result.ok) return setErrors(result.errors);
      void attempt(async () => {
        await confirmPasswordReset(email, result.data.verificationCode, result.data.password);
        onReset();
      });
    });
  }

  const resend = () =>
    attempt(async () => {
      await requestPasswordReset(email);
      setNotice({ tone: 'success', text: notices.confirmationSent });
    });

  return (
    <AuthCard
      title="Reset Password"
      description={
        <>
          We e-mailed a code to <b>{email}</b>. Enter it with your new password.
        </>
      }
    >
      <form onSubmit={submit} noValidate aria-label="Reset Password">
        <Stack gap="md">
          <TextInput
            label="Verification code"
            name="verificationCode"
            autoComplete="one-time-code"
            inputMode="numeric"
            size="md"
            value={values.verificationCode}
            error={errors.verificationCode}
            autoFocus
            onChange={(event) => set('verificationCode')(event.currentTarget.value)}
          />
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              No code?
            </Text>
            <Anchor component="button" type="button" size="sm" disabled={busy} onClick={() => void resend()}>
              Resend code
            </Anchor>
          </Group>
          <StrongPasswordInput
            label="New password"
            name="password"
            value={values.password}
            error={errors.password}
            onChange={set('password')}
          />
          <PasswordInput
            label="Confirm new password"
            name="passwordConfirmation"
            autoComplete="new-password"
            size="md"
            value={values.passwordConfirmation}
            error={errors.passwordConfirmation}
            onChange={(event) => set('passwordConfirmation')(event.currentTarget.value)}
          />
          <Button type="submit" size="md" fullWidth loading={busy || checks.waiting}>
            Reset Password
          </Button>
          <NoticeText notice={checks.failedNotice ?? notice} />
        </Stack>
      </form>
    </AuthCard>
  );
}
