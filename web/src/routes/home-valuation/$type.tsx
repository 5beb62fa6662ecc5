import { createFileRoute, redirect } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { hasAnyRole, type Role } from '@shared/roles';
import { identityQueryOptions } from '../../features/auth/api/get-identity';
import { useSession } from '../../features/auth/hooks/use-session';
import { valuationsQueryOptions } from '../../features/home-valuation/api/get-valuations';
import { oneOf, parseParams } from '../../lib/route-params';
import { PageLoader } from '../../ui/page-loader';
import { pageHead } from '../../lib/page-head';

// One route, four pages: each loads its own code (the details form's inputs and checks, the
// estimate's actions, the list), so a step's first load carries only that step.
const AddressPage = lazy(() =>
  import('../../features/home-valuation/components/address-page').then((module) => ({ default: module.AddressPage })),
);
const DetailsPage = lazy(() =>
  import('../../features/home-valuation/components/details-page').then((module) => ({ default: module.DetailsPage })),
);
const ValuationList = lazy(() =>
  import('../../features/home-valuation/components/valuation-list').then((module) => ({
    default: module.ValuationList,
  })),
);
const EstimationView = lazy(() =>
  import('../../features/home-valuation/components/estimation-view').then((module) => ({
    default: module.EstimationView,
  })),
);

/** The steps and pages of the valuation flow (document 3 §2.1, DECISIONS row 18). */
const valuationTypes = [
  'property-address',
  'property-details',
  'property-estimation',
  'property-valuation',
  'confirmation',
] as const;

function valuationParams(raw: Record<string, string | undefined>) {
  const type = oneOf(valuationTypes, raw.type);
  return type ? { type } : undefined;
}
// Outside the route's options, so that the params' type is this function's, not inferred from them.
const parseValuationParams = parseParams(valuationParams);

/** Each page's name, as its heading says it (an estimate's is its address, once it is read). */
const pageTitles: Record<(typeof valuationTypes)[number], string> = {
  'property-address': 'Get a real-time valuation of your home',
  'property-details': 'Tell us about your home',
  'property-estimation': 'Home Valuation',
  'property-valuation': 'Your Valuations',
  confirmation: 'Home Valuation',
};

export const Route = createFileRoute('/home-valuation/$type')({
  // Each step, and each listing, is a page of its own: a change moves the focus to its heading.
  staticData: { pagePerParams: true },
  params: { parse: parseValuationParams, stringify: (params) => params },
  head: ({ params }) => pageHead(pageTitles[params.type]),
  beforeLoad: async ({ context, params }) => {
    // "Referenced by the details page" only: its content is the estimate's.
    if (params.type === 'confirmation') {
      throw redirect({ to: '/home-valuation/$type', params: { type: 'property-estimation' }, replace: true });
    }
    if (params.type !== 'property-valuation') return;
    // Document 3 §2.7: the list needs a sign-in; anonymous visitors, and clients with no
    // valuation yet, start the flow instead.
    const toAddress = redirect({ to: '/home-valuation/$type', params: { type: 'property-address' }, replace: true });
    const identity = await context.queryClient.ensureQueryData(identityQueryOptions()).catch(() => null);
    if (!identity) throw toAddress;
    if (hasAnyRole(identity.roles, ['agent', 'admin'])) return;
    const first = await context.queryClient.ensureInfiniteQueryData(valuationsQueryOptions());
    if (first.pages[0]?.items.length === 0) throw toAddress;
  },
  component: ValuationFlowPage,
});

function ValuationFlowPage() {
  const { type } = Route.useParams();
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  return (
    <Suspense fallback={<PageLoader />}>
      {stepPage(type, signedIn, session.roles, session.status === 'loading')}
    </Suspense>
  );
}

function stepPage(
  type: (typeof valuationTypes)[number],
  signedIn: boolean,
  roles: readonly Role[],
  sessionPending: boolean,
) {
  if (type === 'property-address') return <AddressPage />;
  if (type === 'property-details') return <DetailsPage signedIn={signedIn} />;
  if (type === 'property-valuation') return <ValuationList />;
  return (
    <EstimationView
      viewer={{ signedIn, isAgent: hasAnyRole(roles, ['agent', 'admin']), pending: sessionPending }}
      showBack={false}
    />
  );
}
