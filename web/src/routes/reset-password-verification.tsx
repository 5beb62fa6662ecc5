import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { ResetPasswordVerificationForm } from '../features/auth/components/reset-password-verification-form';
import { rememberedEmail } from '../features/auth/remembered-email';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/reset-password-verification')({
  head: () => pageHead('Reset Password'),
  // Document 1 §4.4: with no stored e-mail, back to the first page.
  beforeLoad: () => {
    const email = rememberedEmail();
    if (!email) throw redirect({ to: '/reset-password' });
    return { email };
  },
  component: ResetPasswordVerificationPage,
});

/** Submitting code and new password leads to sign-in, with the address already filled in. */
function ResetPasswordVerificationPage() {
  const { email } = Route.useRouteContext();
  const navigate = useNavigate();
  return (
    <AuthLayout>
      <ResetPasswordVerificationForm
        email={email}
        onReset={() => void navigate({ to: '/sign-in', search: { e: email, reset: true } })}
      />
    </AuthLayout>
  );
}
