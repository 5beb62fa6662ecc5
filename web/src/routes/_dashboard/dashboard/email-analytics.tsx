import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../ui/coming-soon';

export const Route = createFileRoute('/_dashboard/dashboard/email-analytics')({
  component: () => <ComingSoon title="Email Analytics" />,
});
