import { Button, Stack } from '@mantine/core';
import { confirmSignUpCode } from '../api/confirm-sign-up';
import { resendSignUpCodeTo } from '../api/resend-sign-up-code';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { useFormFields } from '../hooks/use-form-fields';
import { notices } from '../notices';
import { AuthCard } from './auth-card';
import { ResendCodeRow, VerificationCodeInput } from './auth-fields';
import { NoticeText } from './notice-text';

interface CodeVerificationFormProps {
  /** The stored e-mail of the sign-up. */
  email: string;
  onConfirmed: () => void;
}

/** The sign-up verification page (document 1 §2.6): code, resend, confirm. */
export function CodeVerificationForm({ email, onConfirmed }: CodeVerificationFormProps) {
  const fields = useFormFields({ verificationCode: '' });
  const submit = useAuthSubmit();

  const resend = () =>
    submit.run(async () => {
      await resendSignUpCodeTo(email);
      submit.setNotice({ tone: 'success', text: notices.confirmationSent });
    });

  return (
    <AuthCard
      title="Verify your e-mail"
      description={
        <>
          We e-mailed a verification code to <b style={{ overflowWrap: 'anywhere' }}>{email}</b>.
        </>
      }
    >
      <form
        onSubmit={submit.submitForm('signUpVerification', fields.values, fields.showErrors, async (data) => {
          await confirmSignUpCode(email, data.verificationCode);
          onConfirmed();
        })}
        noValidate
        aria-label="Verify your e-mail"
      >
        <Stack gap="md">
          <VerificationCodeInput field={fields.field('verificationCode')} refusal={submit.notice} />
          <ResendCodeRow busy={submit.busy} onResend={() => void resend()} />
          <Button type="submit" size="md" fullWidth {...submit.submitButton}>
            Confirm
          </Button>
          <NoticeText notice={submit.notice} />
        </Stack>
      </form>
    </AuthCard>
  );
}
