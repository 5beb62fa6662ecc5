import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { WaitlistThanks } from '../features/auth/components/waitlist-thanks';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/sign-up-waitlist-validation')({
  head: () => pageHead('Thank you!'),
  component: () => (
    <AuthLayout>
      <WaitlistThanks />
    </AuthLayout>
  ),
});
