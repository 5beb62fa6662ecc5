import { createFileRoute, redirect } from '@tanstack/react-router';
import { lazy } from 'react';
import { identityQueryOptions } from '../../features/auth/api/get-identity';
import { useSession } from '../../features/auth/hooks/use-session';
import { sharedValuationQueryOptions } from '../../features/home-valuation/api/get-shared-valuation';
import { valuationQueryOptions } from '../../features/home-valuation/api/get-valuation';
import { ValuationSummary } from '../../features/home-valuation/components/valuation-summary';
import { textValue } from '../../lib/route-params';
import { pageHead } from '../../lib/page-head';

// A share link's read-only view is a page of its own: the owner's page does not load it.
const SharedSummary = lazy(() =>
  import('../../features/home-valuation/components/shared-summary').then((module) => ({
    default: module.SharedSummary,
  })),
);
// The similar listings' cards are drawn as the reader comes near them, below the valuation:
// their code (the home-search card, its icons and badges) loads then too.
const PropertyCard = lazy(() =>
  import('../../features/home-search/components/property-card').then((module) => ({
    default: module.PropertyCard,
  })),
);

/**
 * One valuation's summary (document 3 §2.8). With `share`, the read-only view anyone with the
 * link may open; without, the owner's (or their agent's) page, which needs a sign-in.
 */
export const Route = createFileRoute('/home-valuation-summary/$id')({
  head: () => pageHead('Home Valuation'),
  validateSearch: (search: Record<string, unknown>): { share?: string } => ({ share: textValue(search.share, 43, 22) }),
  loaderDeps: ({ search }) => ({ share: search.share }),
  loader: async ({ context, params, deps, location }) => {
    if (deps.share) return context.queryClient.ensureQueryData(sharedValuationQueryOptions(deps.share));
    // The valuation is asked for with the stored session's token beside the identity, not
    // after it; without a session the page sends to sign in.
    const valuation = context.queryClient.ensureQueryData(valuationQueryOptions(params.id));
    const identity = await context.queryClient.ensureQueryData(identityQueryOptions()).catch(() => null);
    if (!identity) {
      valuation.catch(() => undefined);
      throw redirect({ to: '/sign-in', search: { redirect: location.href } });
    }
    return valuation;
  },
  component: SummaryPage,
});

function SummaryPage() {
  const { id } = Route.useParams();
  const { share } = Route.useSearch();
  const session = useSession();
  return share ? (
    <SharedSummary token={share} />
  ) : (
    <ValuationSummary id={id} identity={session.identity} Card={PropertyCard} />
  );
}
