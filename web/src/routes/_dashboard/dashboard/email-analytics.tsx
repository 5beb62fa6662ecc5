import { createFileRoute } from '@tanstack/react-router';
import { EmptyPanel } from '../../../features/dashboard/components/empty-panel';

/** `/dashboard/email-analytics` (document 2 §2): its figures come with the analytics issue. */
export const Route = createFileRoute('/_dashboard/dashboard/email-analytics')({
  component: () => (
    <EmptyPanel heading="No e-mail analytics yet">
      Emails sent, open rate, click through and unsubscribes for your contacts will show here once e-mails are sent from
      the platform.
    </EmptyPanel>
  ),
});
