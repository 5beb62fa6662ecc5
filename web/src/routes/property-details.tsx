import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../features/auth/hooks/use-session';
import { FollowPropertyButton } from '../features/followings/components/follow-property-button';
import { PropertyCard } from '../features/home-search/components/property-card';
import { propertyDetailsQueryOptions } from '../features/property-details/api/get-property-details';
import { PropertyDetailsScreen } from '../features/property-details/components/property-details-screen';
import { PropertyDetailsSkeleton } from '../features/property-details/components/property-details-skeleton';
import { PropertyNotFound } from '../features/property-details/components/property-not-found';
import { readPropertyDetailsSearch } from '../features/property-details/details-search';
import { mlsOf, validatePropertyDetailsSearch } from '../features/property-details/mls-search';
import { pageHead } from '../lib/page-head';

/** Property details; the MLS number is the query string's key-less value, `?={mls}` (document 3 §2.1). */
export const Route = createFileRoute('/property-details')({
  head: () => pageHead('Property Details'),
  validateSearch: readPropertyDetailsSearch,
  loaderDeps: ({ search }) => ({ text: search[''] }),
  // A text that is not a listing number is refused by the API (400), which reads as no listing.
  // The stored session's token goes with the request: no wait for the identity.
  loader: async ({ context, deps }) => {
    if (!deps.text) return;
    await context.queryClient.ensureQueryData(propertyDetailsQueryOptions(deps.text));
  },
  pendingComponent: PropertyDetailsSkeleton,
  component: PropertyDetailsRoute,
});

function PropertyDetailsRoute() {
  const mls = mlsOf(validatePropertyDetailsSearch(Route.useSearch()));
  const signedIn = useSession().status === 'signedIn';
  if (!mls) return <PropertyNotFound />;
  return (
    <PropertyDetailsScreen
      mls={mls}
      signedIn={signedIn}
      Card={PropertyCard}
      FollowButton={signedIn ? FollowPropertyButton : undefined}
    />
  );
}
