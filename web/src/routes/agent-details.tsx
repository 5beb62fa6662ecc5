import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../ui/coming-soon';

export const Route = createFileRoute('/agent-details')({
  component: () => <ComingSoon title="Agent Details" />,
});
