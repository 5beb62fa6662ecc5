import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { joinWaitlist } from '../api/join-waitlist';
import { useFormChecks } from '../hooks/use-form-checks';
import { notices } from '../notices';
import type { SignInNotice } from '../sign-in-steps';
import { AuthCard } from './auth-card';
import { NoticeText } from './notice-text';

/** The waitlist sign-up page (document 1 §2.6). */
export function WaitlistForm({ onJoined }: { onJoined: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<SignInNotice | null>(null);
  const [busy, setBusy] = useState(false);
  const checks = useFormChecks();

  function submit(event: FormEvent) {
    event.preventDefault();
    checks.withChecks(({ authForms, checkForm }) => {
      const result = checkForm(authForms.waitlist, { email });
      if (!result.ok) return setError(result.errors.email);
      void join(result.data.email);
    });
  }

  async function join(address: string) {
    setBusy(true);
    setNotice(null);
    try {
      if ((await joinWaitlist(address)) === 'joined') return onJoined();
      setNotice({ tone: 'warning', text: notices.waitlistExists });
    } catch (failure) {
      setNotice({ tone: 'warning', text: failure instanceof ApiError ? failure.message : 'Something went wrong.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Join our waitlist"
      description="The site is invitation-only while in beta. Leave your e-mail and we will invite you as soon as we can."
    >
      <form onSubmit={submit} noValidate aria-label="Join our waitlist">
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            size="md"
            value={email}
            error={error}
            autoFocus
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setError(undefined);
              setNotice(null);
            }}
          />
          <Button type="submit" size="md" fullWidth loading={busy || checks.waiting}>
            Join our waitlist
          </Button>
          <NoticeText notice={checks.failedNotice ?? notice} />
          <Text size="sm" ta="center">
            Already invited?{' '}
            <Anchor component={Link} to="/sign-in">
              Sign In
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
