import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { oneOf } from '../../../lib/route-params';

/** `/home-search/map` and `/home-search/gallery` fill in the sale (DECISIONS row 40); another view is Not Found. */
export const Route = createFileRoute('/home-search/$mapType/')({
  beforeLoad: ({ params }) => {
    const mapType = oneOf(['map', 'gallery'] as const, params.mapType);
    if (!mapType) throw notFound();
    throw redirect({
      to: '/home-search/$mapType/$saleType',
      params: { mapType, saleType: 'sale' },
      search: true,
      replace: true,
    });
  },
});
