import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { toAuthFailure } from '../api/auth-failure';
import { requestPasswordReset } from '../api/reset-password';
import { useFormChecks } from '../hooks/use-form-checks';
import { rememberEmail } from '../remembered-email';
import type { SignInNotice } from '../sign-in-steps';
import { AuthCard } from './auth-card';
import { NoticeText } from './notice-text';

/** Reset password, first page (document 1 §2.6): the e-mail that gets the code. */
export function ResetPasswordForm({ initialEmail, onCodeSent }: { initialEmail: string; onCodeSent: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<SignInNotice | null>(null);
  const [busy, setBusy] = useState(false);
  const checks = useFormChecks();

  function submit(event: FormEvent) {
    event.preventDefault();
    checks.withChecks(({ authForms, checkForm }) => {
      const result = checkForm(authForms.resetPassword, { email });
      if (!result.ok) return setError(result.errors.email);
      void sendCode(result.data.email);
    });
  }

  async function sendCode(address: string) {
    setBusy(true);
    setNotice(null);
    try {
      await requestPasswordReset(address);
      rememberEmail(address);
      onCodeSent();
    } catch (failure) {
      setNotice({ tone: 'warning', text: toAuthFailure(failure).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Reset Password"
      description="Enter your e-mail and we will send you a code to choose a new password."
    >
      <form onSubmit={submit} noValidate aria-label="Reset Password">
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            size="md"
            value={email}
            error={error}
            autoFocus
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setError(undefined);
            }}
          />
          <Button type="submit" size="md" fullWidth loading={busy || checks.waiting}>
            Send code
          </Button>
          <NoticeText notice={checks.failedNotice ?? notice} />
          <Text size="sm" ta="center">
            Remembered it?{' '}
            <Anchor component={Link} to="/sign-in">
              Sign In
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
