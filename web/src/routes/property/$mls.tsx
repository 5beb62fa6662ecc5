import { createFileRoute } from '@tanstack/react-router';
import { identityQueryOptions } from '../../features/auth/api/get-identity';
import { useSession } from '../../features/auth/hooks/use-session';
import { FollowPropertyButton } from '../../features/followings/components/follow-property-button';
import { PropertyCard } from '../../features/home-search/components/property-card';
import { propertyDetailsQueryOptions } from '../../features/property-details/api/get-property-details';
import { PropertyDetailsScreen } from '../../features/property-details/components/property-details-screen';
import { PropertyDetailsSkeleton } from '../../features/property-details/components/property-details-skeleton';

/** The photo-count button's target (document 3 §2.1, §2.4): the same page as /property-details/?={mls}. */
export const Route = createFileRoute('/property/$mls')({
  loader: async ({ context, params }) => {
    const identity = await context.queryClient.ensureQueryData(identityQueryOptions()).catch(() => null);
    await context.queryClient.ensureQueryData(propertyDetailsQueryOptions(params.mls, Boolean(identity)));
  },
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
