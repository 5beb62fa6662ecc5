import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../ui/coming-soon';

export const Route = createFileRoute('/neighbourhood/map')({
  component: () => <ComingSoon title="Neighbourhood Map" />,
});
