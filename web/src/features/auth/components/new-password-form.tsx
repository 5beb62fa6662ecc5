import { Button, Stack } from '@mantine/core';
import { completeNewPassword } from '../api/complete-new-password';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { useFormFields } from '../hooks/use-form-fields';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from './new-password-fields';
import { NoticeText } from './notice-text';

/** The new-password page after a sign-in challenge (document 1 §2.6). */
export function NewPasswordForm({ email, onSignedIn }: { email: string; onSignedIn: () => void }) {
  const fields = useFormFields({ password: '', passwordConfirmation: '' });
  const submit = useAuthSubmit();

  return (
    <AuthCard
      title="New Password"
      description={
        <>
          Choose a new password for <b>{email}</b>.
        </>
      }
    >
      <form
        onSubmit={submit.submitForm('newPassword', fields.values, fields.showErrors, async (data) => {
          await completeNewPassword(data.password);
          onSignedIn();
        })}
        noValidate
        aria-label="New Password"
      >
        <Stack gap="md">
          <NewPasswordFields
            password={fields.field('password')}
            confirmation={fields.field('passwordConfirmation')}
            autoFocus
          />
          <Button type="submit" size="md" fullWidth {...submit.submitButton}>
            Change Password
          </Button>
          <NoticeText notice={submit.notice} />
        </Stack>
      </form>
    </AuthCard>
  );
}
