import { createFileRoute } from '@tanstack/react-router';
import { hasAnyRole } from '@shared/roles';
import { useSession } from '../../../features/auth/hooks/use-session';
import { EstimationView } from '../../../features/home-valuation/components/estimation-view';
import { booleanValue } from '../../../lib/route-params';
import { pageHead } from '../../../lib/page-head';

/** One valuation's estimate (document 3 §2.7 step 3); `updated`: an agent just confirmed it here. */
export const Route = createFileRoute('/home-valuation/property-estimation/$id')({
  head: () => pageHead('Home Valuation'),
  validateSearch: (search: Record<string, unknown>): { updated?: boolean } => ({
    updated: booleanValue(search.updated),
  }),
  component: EstimationPage,
});

function EstimationPage() {
  const { id } = Route.useParams();
  const { updated } = Route.useSearch();
  const session = useSession();
  return (
    <EstimationView
      id={id}
      viewer={{
        signedIn: session.status === 'signedIn',
        isAgent: hasAnyRole(session.roles, ['agent', 'admin']),
        pending: session.status === 'loading',
      }}
      showBack
      confirmedToast={updated}
    />
  );
}
