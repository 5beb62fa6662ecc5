import { Button, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { email as emailRule } from '@shared/validation/rules';

interface EmailStepProps {
  initialEmail: string;
  onNext: (email: string) => void;
}

/** Step "email": the address, checked with the shared e-mail rule before moving on. */
export function EmailStep({ initialEmail, onNext }: EmailStepProps) {
  const [value, setValue] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = emailRule().safeParse(value);
    if (!result.success) {
      setError(result.error.issues[0]?.message ?? null);
      return;
    }
    onNext(result.data);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          placeholder="you@example.com"
          size="md"
          value={value}
          error={error}
          autoFocus
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
          }}
        />
        <Button type="submit" size="md" fullWidth>
          Next
        </Button>
      </Stack>
    </form>
  );
}
