import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/` always opens the map search (DECISIONS row 2); `/get-started` is the landing page. */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({
      to: '/home-search/$mapType/$saleType',
      params: { mapType: 'map', saleType: 'sale' },
      replace: true,
    });
  },
});
