import { createFileRoute, redirect } from '@tanstack/react-router';
import { hasAnyRole } from '@shared/roles';
import { identityQueryOptions } from '../../features/auth/api/get-identity';
import { useSession } from '../../features/auth/hooks/use-session';
import { valuationsQueryOptions } from '../../features/home-valuation/api/get-valuations';
import { EstimationView } from '../../features/home-valuation/components/estimation-view';
import { AddressPage, DetailsPage } from '../../features/home-valuation/components/flow-pages';
import { ValuationList } from '../../features/home-valuation/components/valuation-list';
import { oneOf, parseParams } from '../../lib/route-params';

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

export const Route = createFileRoute('/home-valuation/$type')({
  params: { parse: parseValuationParams, stringify: (params) => params },
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
  if (type === 'property-address') return <AddressPage />;
  if (type === 'property-details') return <DetailsPage signedIn={signedIn} />;
  if (type === 'property-valuation') return <ValuationList />;
  return (
    <EstimationView viewer={{ signedIn, isAgent: hasAnyRole(session.roles, ['agent', 'admin']) }} showBack={false} />
  );
}
