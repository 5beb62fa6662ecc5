import { Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { messages } from '@shared/validation/messages';
import type { SignInNotice } from '../hooks/use-sign-in-flow';

interface PasswordStepProps {
  email: string;
  submitting: boolean;
  notice: SignInNotice | null;
  onNotMe: () => void;
  onSubmit: (password: string) => void;
}

const noticeColour: Record<SignInNotice['tone'], string> = { error: 'red', warning: 'orange.8', success: 'green' };

/** Step "signIn": the e-mail chosen on the first step, and the password. */
export function PasswordStep({ email, submitting, notice, onNotMe, onSubmit }: PasswordStepProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError(messages.passwordRequired);
      return;
    }
    onSubmit(password);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600} truncate data-testid="sign-in-email">
            {email}
          </Text>
          <Anchor component="button" type="button" size="sm" onClick={onNotMe}>
            This is not me
          </Anchor>
        </Group>
        {/* The hidden username lets password managers pair the saved password with the e-mail. */}
        <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          size="md"
          value={password}
          error={error}
          autoFocus
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setError(null);
          }}
        />
        <Button type="submit" size="md" fullWidth loading={submitting}>
          Sign In
        </Button>
        {notice && (
          <Text role="alert" size="sm" c={noticeColour[notice.tone]} data-tone={notice.tone}>
            {notice.text}
          </Text>
        )}
      </Stack>
    </form>
  );
}
