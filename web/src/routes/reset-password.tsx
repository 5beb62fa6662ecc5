import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form';
import { rememberedEmail } from '../features/auth/remembered-email';

export const Route = createFileRoute('/reset-password')({
  component: ResetPasswordPage,
});

/** Document 1 §4.4: forgot-password leads to the verification page. */
function ResetPasswordPage() {
  const navigate = useNavigate();
  return (
    <AuthLayout>
      <ResetPasswordForm
        initialEmail={rememberedEmail()}
        onCodeSent={() => void navigate({ to: '/reset-password-verification' })}
      />
    </AuthLayout>
  );
}
