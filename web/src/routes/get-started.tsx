import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../ui/coming-soon';

export const Route = createFileRoute('/get-started')({
  component: () => <ComingSoon title="Get Started" />,
});
