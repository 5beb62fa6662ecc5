import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../ui/coming-soon';

export const Route = createFileRoute('/_dashboard/dashboard/my-profile')({
  component: () => <ComingSoon title="My Profile" />,
});
