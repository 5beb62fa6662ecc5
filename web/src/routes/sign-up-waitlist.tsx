import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { WaitlistForm } from '../features/auth/components/waitlist-form';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/sign-up-waitlist')({
  head: () => pageHead('Join our waitlist'),
  component: WaitlistPage,
});

function WaitlistPage() {
  const navigate = useNavigate();
  return (
    <AuthLayout>
      <WaitlistForm onJoined={() => void navigate({ to: '/sign-up-waitlist-validation' })} />
    </AuthLayout>
  );
}
