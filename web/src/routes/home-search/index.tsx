import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/home-search` fills in the map and sale (DECISIONS row 40), keeping any filters in its query. */
export const Route = createFileRoute('/home-search/')({
  beforeLoad: () => {
    throw redirect({
      to: '/home-search/$mapType/$saleType',
      params: { mapType: 'map', saleType: 'sale' },
      search: true,
      replace: true,
    });
  },
});
