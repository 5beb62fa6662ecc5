import { createFileRoute, redirect } from '@tanstack/react-router';
import { PlatformAnalytics } from '../../../features/dashboard/components/platform-analytics';

/** `/dashboard/analytics`: Platform Analytics, for admins (DECISIONS row 16). */
export const Route = createFileRoute('/_dashboard/dashboard/analytics')({
  beforeLoad: ({ context }) => {
    if (!context.identity.roles.includes('admin')) throw redirect({ to: '/dashboard/email-analytics' });
  },
  component: PlatformAnalytics,
});
