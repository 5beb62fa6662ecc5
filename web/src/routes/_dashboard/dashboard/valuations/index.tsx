import { createFileRoute, redirect } from '@tanstack/react-router';
import { DashboardValuations } from '../../../../features/home-valuation/components/dashboard-valuations';
import { textValue } from '../../../../lib/route-params';

/** Document 3 §2.9 (the valuation half); `review={id}` opens the confirmation screen. */
export const Route = createFileRoute('/_dashboard/dashboard/valuations/')({
  validateSearch: (search: Record<string, unknown>): { review?: string } => ({
    review: textValue(search.review, 40, 10),
  }),
  beforeLoad: ({ search }) => {
    if (search.review) {
      throw redirect({ to: '/dashboard/valuations/confirmation/$id', params: { id: search.review }, replace: true });
    }
  },
  component: ValuationsPage,
});

function ValuationsPage() {
  const { identity } = Route.useRouteContext();
  return <DashboardValuations isAdmin={identity.roles.includes('admin')} />;
}
