import { Button, PasswordInput, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { toAuthFailure } from '../api/auth-failure';
import { completeNewPassword } from '../api/complete-new-password';
import { useFormChecks } from '../hooks/use-form-checks';
import type { SignInNotice } from '../sign-in-steps';
import { AuthCard } from './auth-card';
import { NoticeText } from './notice-text';
import { StrongPasswordInput } from '../../../ui/strong-password-input';

/** The new-password page after a sign-in challenge (document 1 §2.6). */
export function NewPasswordForm({ email, onSignedIn }: { email: string; onSignedIn: () => void }) {
  const [values, setValues] = useState({ password: '', passwordConfirmation: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<SignInNotice | null>(null);
  const [busy, setBusy] = useState(false);
  const checks = useFormChecks();

  function submit(event: FormEvent) {
    event.preventDefault();
    checks.withChecks(({ authForms, checkForm }) => {
      const result = checkForm(authForms.newPassword, values);
      if (!result.ok) return setErrors(result.errors);
      void changePassword(result.data.password);
    });
  }

  async function changePassword(password: string) {
    setBusy(true);
    setNotice(null);
    try {
      await completeNewPassword(password);
      onSignedIn();
    } catch (failure) {
      setNotice({ tone: 'warning', text: toAuthFailure(failure).message });
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="New Password"
      description={
        <>
          Choose a new password for <b>{email}</b>.
        </>
      }
    >
      <form onSubmit={submit} noValidate aria-label="New Password">
        <Stack gap="md">
          <StrongPasswordInput
            label="New password"
            name="password"
            value={values.password}
            error={errors.password}
            autoFocus
            onChange={(password) => {
              setValues((current) => ({ ...current, password }));
              setErrors({});
            }}
          />
          <PasswordInput
            label="Confirm new password"
            name="passwordConfirmation"
            autoComplete="new-password"
            size="md"
            value={values.passwordConfirmation}
            error={errors.passwordConfirmation}
            onChange={(event) => {
              const passwordConfirmation = event.currentTarget.value;
              setValues((current) => ({ ...current, passwordConfirmation }));
              setErrors({});
            }}
          />
          <Button type="submit" size="md" fullWidth loading={busy || checks.waiting}>
            Change Password
          </Button>
          <NoticeText notice={checks.failedNotice ?? notice} />
        </Stack>
      </form>
    </AuthCard>
  );
}
