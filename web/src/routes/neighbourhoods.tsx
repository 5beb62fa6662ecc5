import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../features/auth/hooks/use-session';
import { useNeighbourhoodFollowControls } from '../features/followings/hooks/use-neighbourhood-follow-controls';
import { NeighbourhoodIndex } from '../features/sold-reports/components/index/neighbourhood-index';
import { neighbourhoodsQueryOptions } from '../lib/neighbourhoods';
import { textValue } from '../lib/route-params';
import { pageHead } from '../lib/page-head';

/** The chosen community tab, kept in the URL so Back and a shared link return to it. */
const indexSearch = (search: Record<string, unknown>): { community?: string } => ({
  community: textValue(search.community, 80),
});

/** The neighbourhood sold-report index (document 1 §2.3; the spec does not show its path). */
export const Route = createFileRoute('/neighbourhoods')({
  head: () => pageHead('Neighbourhood Sold Reports'),
  validateSearch: indexSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(neighbourhoodsQueryOptions()),
  component: NeighbourhoodIndexPage,
});

function NeighbourhoodIndexPage() {
  const { data: neighbourhoods } = useSuspenseQuery(neighbourhoodsQueryOptions());
  const { community } = Route.useSearch();
  const navigate = Route.useNavigate();
  const session = useSession();
  const following = useNeighbourhoodFollowControls(session.status === 'signedIn');

  return (
    <NeighbourhoodIndex
      neighbourhoods={neighbourhoods}
      community={community}
      onCommunityChange={(next) => void navigate({ search: { community: next }, replace: true })}
      visitor={session.status === 'signedOut'}
      following={following}
    />
  );
}
