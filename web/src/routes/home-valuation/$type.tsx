import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod';
import { parseParams } from '../../lib/route-params';
import { ComingSoon } from '../../ui/coming-soon';

/** The steps and pages of the valuation flow (document 3 §2.1, DECISIONS row 18). */
const valuationParams = z.object({
  type: z.enum(['property-address', 'property-details', 'property-estimation', 'property-valuation', 'confirmation']),
});

export const Route = createFileRoute('/home-valuation/$type')({
  params: { parse: parseParams(valuationParams), stringify: (params) => params },
  component: () => <ComingSoon title="Home Valuations" />,
});
