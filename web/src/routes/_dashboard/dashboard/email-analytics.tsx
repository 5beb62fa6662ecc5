import { createFileRoute } from '@tanstack/react-router';
import { EmailAnalyticsPage } from '../../../features/email-analytics/components/email-analytics-page';

/** `/dashboard/email-analytics` (document 2 §2): an admin sees everyone's mail, an agent their contacts' (DECISIONS row 15). */
export const Route = createFileRoute('/_dashboard/dashboard/email-analytics')({
  component: EmailAnalyticsRoute,
});

function EmailAnalyticsRoute() {
  const { identity } = Route.useRouteContext();
  return <EmailAnalyticsPage viewer={identity.roles.includes('admin') ? 'admin' : 'agent'} />;
}
