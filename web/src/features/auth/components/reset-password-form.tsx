import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { requestPasswordReset } from '../api/reset-password';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { useFormFields } from '../hooks/use-form-fields';
import { rememberEmail } from '../remembered-email';
import { AuthCard } from './auth-card';
import { NoticeText } from './notice-text';

/** Reset password, first page (document 1 §2.6): the e-mail that gets the code. */
export function ResetPasswordForm({ initialEmail, onCodeSent }: { initialEmail: string; onCodeSent: () => void }) {
  const fields = useFormFields({ email: initialEmail });
  const submit = useAuthSubmit();

  return (
    <AuthCard
      title="Reset Password"
      description="Enter your e-mail and we will send you a code to choose a new password."
    >
      <form
        onSubmit={submit.submitForm('resetPassword', fields.values, fields.showErrors, async ({ email }) => {
          await requestPasswordReset(email);
          rememberEmail(email);
          onCodeSent();
        })}
        noValidate
        aria-label="Reset Password"
      >
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            size="md"
            autoFocus
            {...fields.input('email')}
          />
          <Button type="submit" size="md" fullWidth {...submit.submitButton}>
            Send code
          </Button>
          <NoticeText notice={submit.notice} />
          <Text size="sm" ta="center">
            Remembered it?{' '}
            <Anchor component={Link} to="/sign-in">
              Sign In
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
