import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../../features/auth/hooks/use-session';
import { FollowPropertyButton } from '../../features/followings/components/follow-property-button';
import { PropertyCard } from '../../features/home-search/components/property-card';
import { propertyDetailsQueryOptions } from '../../features/property-details/api/get-property-details';
import { PropertyDetailsScreen } from '../../features/property-details/components/property-details-screen';
import { PropertyDetailsSkeleton } from '../../features/property-details/components/property-details-skeleton';
import { pageHead } from '../../lib/page-head';

/** The photo-count button's target (document 3 §2.1, §2.4): the same page as /property-details/?={mls}. */
export const Route = createFileRoute('/property/$mls')({
  // Each step, and each listing, is a page of its own: a change moves the focus to its heading.
  staticData: { pagePerParams: true },
  head: () => pageHead('Property Details'),
  // The stored session's token goes with the request: no wait for the identity.
  loader: ({ context, params }) => context.queryClient.ensureQueryData(propertyDetailsQueryOptions(params.mls)),
  pendingComponent: PropertyDetailsSkeleton,
  component: PropertyRoute,
});

function PropertyRoute() {
  const { mls } = Route.useParams();
  const signedIn = useSession().status === 'signedIn';
  return (
    <PropertyDetailsScreen
      mls={mls}
      signedIn={signedIn}
      Card={PropertyCard}
      FollowButton={signedIn ? FollowPropertyButton : undefined}
    />
  );
}
