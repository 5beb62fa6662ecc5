import { createFileRoute } from '@tanstack/react-router';
import { adminsOnly } from './-admins-only';
import { PlatformAnalytics } from './-platform-analytics';

/** Only the dashboard on the stack: the main analytics page, an admin's (DECISIONS row 16). */
export const Route = createFileRoute('/_dashboard/dashboard/')({
  beforeLoad: adminsOnly,
  component: PlatformAnalytics,
});
