import { PasswordInput } from '../../../ui/password-input';
import { StrongPasswordInput } from '../../../ui/strong-password-input';
import type { AuthField } from './auth-fields';

// Apart from auth-fields.tsx: the e-mail verification page asks no password, and its first load
// need not carry the password inputs.

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
