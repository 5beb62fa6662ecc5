import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { WaitlistThanks } from '../features/auth/components/waitlist-thanks';

export const Route = createFileRoute('/sign-up-waitlist-validation')({
  component: () => (
    <AuthLayout>
      <WaitlistThanks />
    </AuthLayout>
  ),
});
