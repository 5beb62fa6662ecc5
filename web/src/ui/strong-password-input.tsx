import { Text } from '@mantine/core';
import { messages } from '@shared/validation/messages';
import { strongPasswordPattern } from '@shared/validation/rules';
import { PasswordInput } from './password-input';

interface StrongPasswordInputProps {
  label: string;
  name: string;
  value: string;
  error?: string | undefined;
  autoFocus?: boolean;
  onChange: (value: string) => void;
}

/**
 * A new password with the strong-password rule as a live hint (document 1 §5.2), on the auth
 * pages and the account page: dimmed while empty, orange while the rule is not met, green once it is.
 * When the refusal is the rule itself, the message says it and the hint steps aside (QA 53b).
 */
export function StrongPasswordInput({ label, name, value, error, autoFocus, onChange }: StrongPasswordInputProps) {
  const met = strongPasswordPattern.test(value);
  const hint = (
    <Text component="span" size="xs" c={value === '' ? 'dimmed' : met ? 'green.8' : 'orange.8'} data-met={met}>
      {met ? '✓ ' : ''}
      {messages.strongPassword}
    </Text>
  );
  return (
    <PasswordInput
      label={label}
      name={name}
      autoComplete="new-password"
      size="md"
      value={value}
      error={error}
      autoFocus={autoFocus}
      description={error === messages.strongPassword ? undefined : hint}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
