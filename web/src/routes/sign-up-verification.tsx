import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { CodeVerificationForm } from '../features/auth/components/code-verification-form';
import { rememberedEmail } from '../features/auth/remembered-email';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/sign-up-verification')({
  head: () => pageHead('Verify your e-mail'),
  // Document 1 §4.4: with no stored e-mail there is nothing to verify.
  beforeLoad: () => {
    const email = rememberedEmail();
    if (!email) throw redirect({ to: '/sign-in' });
    return { email };
  },
  component: SignUpVerificationPage,
});

function SignUpVerificationPage() {
  const { email } = Route.useRouteContext();
  const navigate = useNavigate();
  return (
    <AuthLayout>
      <CodeVerificationForm
        email={email}
        onConfirmed={() => void navigate({ to: '/sign-in', search: { e: email, verified: true } })}
      />
    </AuthLayout>
  );
}
