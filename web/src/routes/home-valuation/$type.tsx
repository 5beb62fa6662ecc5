import { createFileRoute } from '@tanstack/react-router';
import { oneOf, parseParams } from '../../lib/route-params';
import { ComingSoon } from '../../ui/coming-soon';

/** The steps and pages of the valuation flow (document 3 §2.1, DECISIONS row 18). */
const valuationTypes = [
  'property-address',
  'property-details',
  'property-estimation',
  'property-valuation',
  'confirmation',
] as const;

function valuationParams(raw: Record<string, string | undefined>) {
  const type = oneOf(valuationTypes, raw.type);
  return type ? { type } : undefined;
}
// Outside the route's options, so that the params' type is this function's, not inferred from them.
const parseValuationParams = parseParams(valuationParams);

export const Route = createFileRoute('/home-valuation/$type')({
  params: { parse: parseValuationParams, stringify: (params) => params },
  component: () => <ComingSoon title="Home Valuations" />,
});
