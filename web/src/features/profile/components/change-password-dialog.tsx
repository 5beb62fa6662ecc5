import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { changePasswordFormSchema, fieldErrors } from '@shared/auth';
import { PasswordInput } from '../../../ui/password-input';
import { StrongPasswordInput } from '../../../ui/strong-password-input';
import { LiveStatus } from '../../../ui/live-status';
import { changePassword } from '../api/change-password';
import { useFocusReturn } from '../../../ui/use-focus-return';
import { LoadingButton } from '../../../ui/loading-button';
import { showFieldErrors } from '../../../ui/show-field-errors';

const empty = { password: '', newPassword: '' };

/**
 * Where a refusal belongs: a wrong current password (Cognito's NotAuthorizedException;
 * cognito-local's InvalidPasswordException "Invalid password") on the current password's field
 * in the product's words (QA 44 L2: it read "Invalid password" under the new password, beside
 * its ticked rules); anything else (a new password the pool refuses, too many tries) on the new
 * password's.
 */
export function refusalOf(failure: unknown): { password: string } | { newPassword: string } {
  // Amplify's AuthError carries the Cognito exception's name.
  const { name, message } = failure instanceof Error ? failure : { name: '', message: '' };
  const wrongCurrent =
    // Cognito says NotAuthorizedException for a revoked or expired token too (review 44): only its
    // wrong-password message is the current password's.
    (name === 'NotAuthorizedException' && /incorrect username or password/i.test(message)) ||
    (name === 'InvalidPasswordException' && /^invalid password\.?$/i.test(message));
  if (wrongCurrent) return { password: 'Your current password is not correct.' };
  return { newPassword: message || 'The password could not be changed.' };
}

/**
 * The account page's Reset Password dialog (document 1 §4.5, §5.3): current and new
 * password. Success says 'Password changed successfully' and clears the fields; a wrong current
 * password is said on its field, any other failure on the new password's (`refusalOf`).
 */
export function ChangePasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [changed, setChanged] = useState(false);
  const [busy, setBusy] = useState(false);

  function close() {
    setValues(empty);
    setErrors({});
    setChanged(false);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const form = event.currentTarget as HTMLElement;
    setChanged(false);
    const result = changePasswordFormSchema.safeParse(values);
    if (!result.success) return showFieldErrors(form, () => setErrors(fieldErrors(result.error)));
    setBusy(true);
    try {
      await changePassword(result.data.password, result.data.newPassword);
      setValues(empty);
      setErrors({});
      setChanged(true);
    } catch (failure) {
      showFieldErrors(form, () => setErrors(refusalOf(failure)));
    } finally {
      setBusy(false);
    }
  }

  const set = (name: keyof typeof empty) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: '' }));
    setChanged(false);
  };

  useFocusReturn(opened);
  return (
    <Modal opened={opened} onClose={close} title="Reset Password" centered>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Reset Password">
        <Stack gap="md">
          <PasswordInput
            label="Current password"
            name="password"
            autoComplete="current-password"
            value={values.password}
            error={errors.password || undefined}
            data-autofocus
            onChange={(event) => set('password')(event.currentTarget.value)}
          />
          <StrongPasswordInput
            label="New password"
            name="newPassword"
            value={values.newPassword}
            error={errors.newPassword || undefined}
            onChange={set('newPassword')}
          />
          <LiveStatus>
            {changed && (
              <Text c="green.8" fw={500} size="sm">
                Password changed successfully
              </Text>
            )}
          </LiveStatus>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              Close
            </Button>
            <LoadingButton type="submit" loading={busy}>
              Change Password
            </LoadingButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
