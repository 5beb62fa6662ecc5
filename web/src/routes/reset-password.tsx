import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form';
import { emailFromParam } from '../features/auth/email-param';
import { rememberedEmail } from '../features/auth/remembered-email';
import { textValue } from '../lib/route-params';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/reset-password')({
  head: () => pageHead('Reset Password'),
  // `e`: the address the sign-in card held when "Forgot your password?" was followed.
  validateSearch: (search: Record<string, unknown>): { e?: string } => ({ e: textValue(search.e) }),
  component: ResetPasswordPage,
});

/** Document 1 §4.4: forgot-password leads to the verification page. */
function ResetPasswordPage() {
  const { e } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <AuthLayout>
      <ResetPasswordForm
        initialEmail={emailFromParam(e) ?? rememberedEmail()}
        onCodeSent={() => void navigate({ to: '/reset-password-verification' })}
      />
    </AuthLayout>
  );
}
