import { Anchor, Group, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { SignInNotice } from '../sign-in-steps';

/** A text field as the auth forms hold it: its value, its message, and a change that hands over the value. */
export interface AuthField {
  name: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}

/**
 * The code an auth page e-mailed (sign-up, password reset), typed or pasted from the message.
 * A refused code (`refusal`: the form's notice about this field) is the field's message, and
 * the focus comes back to it, so that the code is what gets fixed (QA 53b L7).
 */
export function VerificationCodeInput({ field, refusal }: { field: AuthField; refusal?: SignInNotice | null }) {
  const { onChange, error, ...props } = field;
  const input = useRef<HTMLInputElement>(null);
  const refusedNow = refusal?.field === 'verificationCode' ? refusal : undefined;
  // The code the refusal was of: once it is changed, the refusal is not this code's (QA 66c L2).
  const [refusedCode, setRefusedCode] = useState<{ refusal: SignInNotice; code: string }>();
  if (refusedNow && refusedCode?.refusal !== refusedNow) setRefusedCode({ refusal: refusedNow, code: props.value });
  const refused =
    refusedNow && (refusedCode?.refusal !== refusedNow || refusedCode.code === props.value) ? refusedNow : undefined;
  useEffect(() => {
    if (refusedNow) input.current?.focus();
  }, [refusedNow]);
  return (
    <TextInput
      ref={input}
      label="Verification code"
      autoComplete="one-time-code"
      inputMode="numeric"
      size="md"
      autoFocus
      {...props}
      error={error ?? refused?.text}
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
