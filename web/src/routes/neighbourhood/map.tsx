import { VisuallyHidden } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../features/auth/hooks/use-session';
import { useNeighbourhoodSales } from '../../features/sold-reports/api/get-neighbourhood-sales';
import { neighbourhoodsQueryOptions } from '../../features/sold-reports/api/get-neighbourhoods';
import { defaultReportMonth } from '../../features/sold-reports/report-month';
import { useFollowings } from '../../lib/followings';
import { PageLoader } from '../../ui/page-loader';

// maplibre lives only in this chunk (DESIGN "Targets").
const NeighbourhoodMap = lazy(() => import('../../features/sold-reports/components/map/neighbourhood-map'));

/** The neighbourhood map (document 1 §2.4). */
export const Route = createFileRoute('/neighbourhood/map')({
  loader: ({ context }) => context.queryClient.ensureQueryData(neighbourhoodsQueryOptions()),
  component: NeighbourhoodMapPage,
});

function NeighbourhoodMapPage() {
  const { data: neighbourhoods } = useSuspenseQuery(neighbourhoodsQueryOptions());
  // The dialog's figures are last month's, the month a sold report opens on.
  const [month] = useState(() => defaultReportMonth(new Date()));
  const { data: sales = {} } = useNeighbourhoodSales(month);
  const signedIn = useSession().status === 'signedIn';
  const followings = useFollowings(signedIn);
  return (
    <Suspense fallback={<PageLoader />}>
      <VisuallyHidden component="h1">Neighbourhood map</VisuallyHidden>
      <NeighbourhoodMap
        neighbourhoods={neighbourhoods}
        sales={sales}
        month={month}
        signedIn={signedIn}
        followings={followings}
      />
    </Suspense>
  );
}
