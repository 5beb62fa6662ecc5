import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { SignUpForm } from '../features/auth/components/sign-up-form';
import { redirectSignedInHome } from '../features/auth/guards';

export const Route = createFileRoute('/sign-up')({
  beforeLoad: ({ context }) => redirectSignedInHome(context.queryClient),
  component: SignUpPage,
});

/** Document 1 §4.4: a verified e-mail goes home, otherwise to the verification page. */
function SignUpPage() {
  const navigate = useNavigate();
  return (
    <AuthLayout>
      <SignUpForm onSignedUp={(needsCode) => void navigate({ to: needsCode ? '/sign-up-verification' : '/' })} />
    </AuthLayout>
  );
}
