import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { toAuthFailure } from '../api/auth-failure';
import { confirmSignUpCode } from '../api/confirm-sign-up';
import { resendSignUpCodeTo } from '../api/resend-sign-up-code';
import { useFormChecks } from '../hooks/use-form-checks';
import { notices } from '../notices';
import type { SignInNotice } from '../sign-in-steps';
import { AuthCard } from './auth-card';
import { NoticeText } from './notice-text';

interface CodeVerificationFormProps {
  /** The stored e-mail of the sign-up. */
  email: string;
  onConfirmed: () => void;
}

/** The sign-up verification page (document 1 §2.6): code, resend, confirm. */
export function CodeVerificationForm({ email, onConfirmed }: CodeVerificationFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<SignInNotice | null>(null);
  const [busy, setBusy] = useState(false);
  const checks = useFormChecks();

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
      const result = checkForm(authForms.signUpVerification, { verificationCode: code });
      if (!result.ok) return setError(result.errors.verificationCode);
      void attempt(async () => {
        await confirmSignUpCode(email, result.data.verificationCode);
        onConfirmed();
      });
    });
  }

  const resend = () =>
    attempt(async () => {
      await resendSignUpCodeTo(email);
      setNotice({ tone: 'success', text: notices.confirmationSent });
    });

  return (
    <AuthCard
      title="Verify your e-mail"
      description={
        <>
          We e-mailed a verification code to <b>{email}</b>.
        </>
      }
    >
      <form onSubmit={submit} noValidate aria-label="Verify your e-mail">
        <Stack gap="md">
          <TextInput
            label="Verification code"
            name="verificationCode"
            autoComplete="one-time-code"
            inputMode="numeric"
            size="md"
            value={code}
            error={error}
            autoFocus
            onChange={(event) => {
              setCode(event.currentTarget.value);
              setError(undefined);
            }}
          />
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              No code?
            </Text>
            <Anchor component="button" type="button" size="sm" disabled={busy} onClick={() => void resend()}>
              Resend code
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={busy || checks.waiting}>
            Confirm
          </Button>
          <NoticeText notice={checks.failedNotice ?? notice} />
        </Stack>
      </form>
    </AuthCard>
  );
}
