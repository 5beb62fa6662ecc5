import { createFileRoute, redirect, type ErrorComponentProps } from '@tanstack/react-router';
import { lazy } from 'react';
import { identityQueryOptions } from '../../features/auth/api/get-identity';
import { useSession } from '../../features/auth/hooks/use-session';
import { sharedValuationQueryOptions } from '../../features/home-valuation/api/get-shared-valuation';
import { valuationQueryOptions } from '../../features/home-valuation/api/get-valuation';
import { ValuationSummary } from '../../features/home-valuation/components/valuation-summary';
import { ApiError } from '../../lib/api-client';
import { textValue } from '../../lib/route-params';
import { pageHead } from '../../lib/page-head';
import { ErrorView } from '../../ui/error-view';
import { NotFoundView } from '../../ui/not-found';

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
  errorComponent: SummaryFailure,
  // The failure's view in the page's chunk: one chunk, which the page's HTML preloads (issue 26).
  codeSplitGroupings: [['component', 'errorComponent']],
});

const otherAccountHint =
  'If a link in an e-mail brought you here, it may be for another account: sign out, then sign in with the address the e-mail was sent to.';

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

/**
 * A valuation the signed-in reader cannot open answers as one that is not there (another's is not
 * told apart). A link from an update e-mail is often opened on a computer someone else of the
 * household is signed in on (QA 64 L5): the page says how to read it.
 */
function SummaryFailure(props: ErrorComponentProps) {
  const { share } = Route.useSearch();
  if (share || !(props.error instanceof ApiError && props.error.status === 404)) return <ErrorView {...props} />;
  return <NotFoundView message={`${props.error.message} ${otherAccountHint}`} />;
}
