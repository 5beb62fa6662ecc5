import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { changePasswordFormSchema, fieldErrors } from '@shared/auth';
import { StrongPasswordInput } from '../../../ui/strong-password-input';
import { LiveStatus } from '../../../ui/live-status';
import { changePassword } from '../api/change-password';
import { useFocusReturn } from '../../../ui/use-focus-return';

const empty = { password: '', newPassword: '' };

/**
 * The account page's Reset Password dialog (document 1 §4.5, §5.3): current and new
 * password. Success says 'Password changed successfully' and clears the fields; a failure's
 * message goes on the new-password field.
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
    setChanged(false);
    const result = changePasswordFormSchema.safeParse(values);
    if (!result.success) return setErrors(fieldErrors(result.error));
    setBusy(true);
    try {
      await changePassword(result.data.password, result.data.newPassword);
      setValues(empty);
      setErrors({});
      setChanged(true);
    } catch (failure) {
      setErrors({ newPassword: (failure as Error).message || 'The password could not be changed.' });
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
            <Button type="submit" loading={busy}>
              Change Password
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
