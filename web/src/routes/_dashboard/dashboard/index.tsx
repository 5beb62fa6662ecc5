import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../ui/coming-soon';

export const Route = createFileRoute('/_dashboard/dashboard/')({
  component: () => <ComingSoon title="Dashboard" />,
});
