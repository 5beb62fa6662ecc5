import { Button, Stack } from '@mantine/core';
import { confirmPasswordReset } from '../api/confirm-reset-password';
import { requestPasswordReset } from '../api/reset-password';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { useFormFields } from '../hooks/use-form-fields';
import { notices } from '../notices';
import { AuthCard } from './auth-card';
import { ResendCodeRow, VerificationCodeInput } from './auth-fields';
import { NewPasswordFields } from './new-password-fields';
import { NoticeText } from './notice-text';

/** Reset password, second page (document 1 §2.6): code, new password, confirmation, resend. */
export function ResetPasswordVerificationForm({ email, onReset }: { email: string; onReset: () => void }) {
  const fields = useFormFields({ verificationCode: '', password: '', passwordConfirmation: '' });
  const submit = useAuthSubmit();

  const resend = () =>
    submit.run(async () => {
      await requestPasswordReset(email);
      submit.setNotice({ tone: 'success', text: notices.confirmationSent });
    });

  return (
    <AuthCard
      title="Reset Password"
      description={
        <>
          We e-mailed a code to <b style={{ overflowWrap: 'anywhere' }}>{email}</b>. Enter it with your new password.
        </>
      }
    >
      <form
        onSubmit={submit.submitForm('resetPasswordVerification', fields.values, fields.showErrors, async (data) => {
          await confirmPasswordReset(email, data.verificationCode, data.password);
          onReset();
        })}
        noValidate
        aria-label="Reset Password"
      >
        <Stack gap="md">
          <VerificationCodeInput field={fields.field('verificationCode')} refusal={submit.notice} />
          <ResendCodeRow busy={submit.busy} onResend={() => void resend()} />
          <NewPasswordFields password={fields.field('password')} confirmation={fields.field('passwordConfirmation')} />
          <Button type="submit" size="md" fullWidth {...submit.submitButton}>
            Reset Password
          </Button>
          <NoticeText notice={submit.notice} />
        </Stack>
      </form>
    </AuthCard>
  );
}
