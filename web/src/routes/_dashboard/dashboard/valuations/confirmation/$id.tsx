import { createFileRoute } from '@tanstack/react-router';
import { valuationQueryOptions } from '../../../../../features/home-valuation/api/get-valuation';
import { ConfirmationPage } from '../../../../../features/home-valuation/components/confirmation-page';
import { oneOf } from '../../../../../lib/route-params';

/** Document 3 §2.11: the agent confirms a value. `from=estimation`: go back there on success. */
export const Route = createFileRoute('/_dashboard/dashboard/valuations/confirmation/$id')({
  validateSearch: (search: Record<string, unknown>): { from?: 'estimation' } => ({
    from: oneOf(['estimation'] as const, search.from),
  }),
  // The valuation, and the code of what its value rests on beside the form (a failure to load that
  // is the lazy part's to report, when it is drawn). Imported here, not through the page's module,
  // which the loader would pull into the first load of every route.
  loader: ({ context, params }) => {
    import('../../../../../features/home-valuation/components/confirmation-grounds').catch(() => undefined);
    return context.queryClient.ensureQueryData(valuationQueryOptions(params.id));
  },
  component: ConfirmationRoute,
});

function ConfirmationRoute() {
  const { id } = Route.useParams();
  const { from } = Route.useSearch();
  const { identity } = Route.useRouteContext();
  return <ConfirmationPage id={id} identity={identity} backToEstimation={from === 'estimation'} />;
}
