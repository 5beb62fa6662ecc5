import { Anchor, Group, PasswordInput, Text, TextInput } from '@mantine/core';
import { StrongPasswordInput } from '../../../ui/strong-password-input';

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

/**
 * A new password with the strong-password hint, and its confirmation (document 1 §2.5–2.6):
 * sign-up, the new-password challenge and the password reset ask for both the same way.
 */
export function NewPasswordFields({
  password,
  confirmation,
  labels = ['New password', 'Confirm new password'],
  autoFocus = false,
}: {
  password: AuthField;
  confirmation: AuthField;
  labels?: readonly [password: string, confirmation: string];
  autoFocus?: boolean;
}) {
  const { onChange, ...confirmationProps } = confirmation;
  return (
    <>
      <StrongPasswordInput label={labels[0]} autoFocus={autoFocus} {...password} />
      <PasswordInput
        label={labels[1]}
        autoComplete="new-password"
        size="md"
        {...confirmationProps}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </>
  );
}
