import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../ui/coming-soon';

export const Route = createFileRoute('/about')({
  component: () => <ComingSoon title="About" />,
});
