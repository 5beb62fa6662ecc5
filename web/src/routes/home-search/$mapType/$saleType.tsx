import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod';
import { parseParams } from '../../../lib/route-params';
import { ComingSoon } from '../../../ui/coming-soon';

/** Document 3 §2.1: mapType is map or gallery, saleType sale or lease. */
const homeSearchParams = z.object({
  mapType: z.enum(['map', 'gallery']),
  saleType: z.enum(['sale', 'lease']),
});

export const Route = createFileRoute('/home-search/$mapType/$saleType')({
  params: { parse: parseParams(homeSearchParams), stringify: (params) => params },
  component: () => <ComingSoon title="Home Search" />,
});
