import { Stack } from '@mantine/core';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { PlatformAnalytics } from '../../../features/dashboard/components/platform-analytics';
import { FeedbackList } from '../../../features/feedback/components/feedback-list';

/** Only the dashboard on the stack: the main analytics page, an admin's (DECISIONS row 16). */
export const Route = createFileRoute('/_dashboard/dashboard/')({
  beforeLoad: ({ context }) => {
    if (!context.identity.roles.includes('admin')) throw redirect({ to: '/dashboard/email-analytics' });
  },
  component: PlatformAnalyticsPage,
});

/** Platform Analytics with the feedback list below it (DECISIONS row 41). */
function PlatformAnalyticsPage() {
  return (
    <Stack gap="lg">
      <PlatformAnalytics />
      <FeedbackList />
    </Stack>
  );
}
