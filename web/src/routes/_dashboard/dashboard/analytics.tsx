import { createFileRoute } from '@tanstack/react-router';
import { adminsOnly } from './-admins-only';
import { PlatformAnalytics } from './-platform-analytics';

/** `/dashboard/analytics`: Platform Analytics, for admins (DECISIONS row 16). */
export const Route = createFileRoute('/_dashboard/dashboard/analytics')({
  beforeLoad: adminsOnly,
  component: PlatformAnalytics,
});
