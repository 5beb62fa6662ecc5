import { createFileRoute } from '@tanstack/react-router';
import { valuationQueryOptions } from '../../../../../features/home-valuation/api/get-valuation';
import { ConfirmationPage } from '../../../../../features/home-valuation/components/confirmation-page';
import { oneOf } from '../../../../../lib/route-params';
import { hasAnyRole } from '@shared/roles';

/** Document 3 §2.11: the agent confirms a value. `from=estimation`: go back there on success. */
export const Route = createFileRoute('/_dashboard/dashboard/valuations/confirmation/$id')({
  validateSearch: (search: Record<string, unknown>): { from?: 'estimation' } => ({
    from: oneOf(['estimation'] as const, search.from),
  }),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(valuationQueryOptions(params.id)),
  component: ConfirmationRoute,
});

function ConfirmationRoute() {
  const { id } = Route.useParams();
  const { from } = Route.useSearch();
  const { identity } = Route.useRouteContext();
  // The back link names the page as the menu does: an admin's 'Annual Reports' (QA 46c L7).
  const backTo = hasAnyRole(identity.roles, ['admin']) ? 'Annual Reports' : 'Contact Valuations';
  return <ConfirmationPage id={id} identity={identity} backToEstimation={from === 'estimation'} backTo={backTo} />;
}
