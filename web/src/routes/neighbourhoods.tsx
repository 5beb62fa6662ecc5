import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../ui/coming-soon';

/** The neighbourhood sold-report index (document 1 §2.3; the spec does not show its path). */
export const Route = createFileRoute('/neighbourhoods')({
  component: () => <ComingSoon title="Neighbourhood Sold Reports" />,
});
