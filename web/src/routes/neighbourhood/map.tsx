import { VisuallyHidden } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useSession } from '../../features/auth/hooks/use-session';
import { useNeighbourhoodFollowControls } from '../../features/followings/hooks/use-neighbourhood-follow-controls';
import { neighbourhoodSalesQueryOptions } from '../../features/sold-reports/api/get-neighbourhood-sales';
import { defaultReportMonth } from '../../features/sold-reports/report-month';
import { neighbourhoodGeoJsonQueryOptions, neighbourhoodsQueryOptions } from '../../lib/neighbourhoods';
import { MapPageFrame } from '../../ui/map/map-page-frame';
import { pageHead } from '../../lib/page-head';
import { useTorontoDay } from '../../lib/use-toronto-day';

// maplibre lives only in this chunk (DESIGN "Targets").
const NeighbourhoodMap = lazy(() => import('../../features/sold-reports/components/map/neighbourhood-map'));

/** The neighbourhood map (document 1 §2.4). */
export const Route = createFileRoute('/neighbourhood/map')({
  head: () => pageHead('Neighbourhood Map'),
  loader: ({ context }) => {
    // The dialog's figures load with the page, without holding it up.
    void context.queryClient.prefetchQuery(neighbourhoodSalesQueryOptions(defaultReportMonth(new Date())));
    return context.queryClient.ensureQueryData(neighbourhoodsQueryOptions());
  },
  component: NeighbourhoodMapPage,
});

function NeighbourhoodMapPage() {
  const { data: neighbourhoods } = useSuspenseQuery(neighbourhoodsQueryOptions());
  const { data: geoJson } = useSuspenseQuery(neighbourhoodGeoJsonQueryOptions());
  // The dialog's figures are last month's, the month a sold report opens on (the next month's
  // once the page has stayed open into it: QA 48a M1).
  const month = defaultReportMonth(useTorontoDay().now);
  const following = useNeighbourhoodFollowControls(useSession().status === 'signedIn');
  return (
    // The map's own box while maplibre loads: the footer below it stays where it will be.
    <Suspense fallback={<MapPageFrame />}>
      <VisuallyHidden component="h1">Neighbourhood map</VisuallyHidden>
      <NeighbourhoodMap neighbourhoods={neighbourhoods} geoJson={geoJson} month={month} following={following} />
    </Suspense>
  );
}
