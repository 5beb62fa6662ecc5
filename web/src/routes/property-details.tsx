import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../ui/coming-soon';

/** Property details; the MLS number arrives in the query string (document 3 §2.1). */
export const Route = createFileRoute('/property-details')({
  component: () => <ComingSoon title="Property Details" />,
});
