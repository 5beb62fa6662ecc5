import { Anchor, Group, Text, TextInput } from '@mantine/core';

/** A text field as the auth forms hold it: its value, its message, and a change that hands over the value. */
export interface AuthField {
  name: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}

/** The code an auth page e-mailed (sign-up, password reset), typed or pasted from the message. */
export function VerificationCodeInput({ field }: { field: AuthField }) {
  const { onChange, ...props } = field;
  return (
    <TextInput
      label="Verification code"
      autoComplete="one-time-code"
      inputMode="numeric"
      size="md"
      autoFocus
      {...props}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/** "No code? Resend code", beside a verification code; the link waits while the form is busy. */
export function ResendCodeRow({ busy, onResend }: { busy: boolean; onResend: () => void }) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        No code?
      </Text>
      <Anchor component="button" type="button" size="sm" disabled={busy} onClick={onResend}>
        Resend code
      </Anchor>
    </Group>
  );
}
