import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { NewPasswordForm } from '../features/auth/components/new-password-form';
import { pendingNewPasswordEmail } from '../features/auth/pending-challenge';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/sign-in-new-password')({
  head: () => pageHead('New Password'),
  // Only right after a sign-in that Cognito answered with a new-password challenge.
  beforeLoad: () => {
    const email = pendingNewPasswordEmail();
    if (!email) throw redirect({ to: '/sign-in' });
    return { email };
  },
  component: NewPasswordPage,
});

function NewPasswordPage() {
  const { email } = Route.useRouteContext();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <AuthLayout>
      <NewPasswordForm
        email={email}
        onSignedIn={() => {
          queryClient.clear();
          void navigate({ to: '/' });
        }}
      />
    </AuthLayout>
  );
}
