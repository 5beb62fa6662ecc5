import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { fieldErrors, signUpVerificationFormSchema } from '@shared/auth';
import { toAuthFailure } from '../api/auth-failure';
import { confirmSignUpCode } from '../api/confirm-sign-up';
import { resendSignUpCodeTo } from '../api/resend-sign-up-code';
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
    const result = signUpVerificationFormSchema.safeParse({ verificationCode: code });
    if (!result.success) return setError(fieldErrors(result.error).verificationCode);
    void attempt(async () => {
      await confirmSignUpCode(email, result.data.verificationCode);
      onConfirmed();
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
          <Button type="submit" size="md" fullWidth loading={busy}>
            Confirm
          </Button>
          <NoticeText notice={notice} />
        </Stack>
      </form>
    </AuthCard>
  );
}
