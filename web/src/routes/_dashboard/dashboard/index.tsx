import { createFileRoute, redirect } from '@tanstack/react-router';
import { FeedbackList } from '../../../features/feedback/components/feedback-list';
import { PlatformAnalyticsPage } from '../../../features/platform-analytics/components/platform-analytics-page';

/** Only the dashboard on the stack: the main analytics page, an admin's (DECISIONS row 16). */
export const Route = createFileRoute('/_dashboard/dashboard/')({
  beforeLoad: ({ context }) => {
    if (!context.identity.roles.includes('admin')) throw redirect({ to: '/dashboard/email-analytics' });
  },
  // The feedback list below it (DECISIONS row 41).
  component: () => <PlatformAnalyticsPage below={<FeedbackList />} />,
});
