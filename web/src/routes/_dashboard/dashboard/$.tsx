import { createFileRoute } from '@tanstack/react-router';
import { EmptyPanel } from '../../../features/dashboard/components/empty-panel';

/** Any other dashboard page (document 2 §2: unknown pages fall back to 'Not Found'). */
export const Route = createFileRoute('/_dashboard/dashboard/$')({
  component: () => <EmptyPanel heading="Not Found">There is no such page in your dashboard.</EmptyPanel>,
});
