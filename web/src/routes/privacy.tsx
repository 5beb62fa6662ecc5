import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../ui/coming-soon';

export const Route = createFileRoute('/privacy')({
  component: () => <ComingSoon title="Privacy Policy" />,
});
