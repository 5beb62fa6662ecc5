import { createFileRoute, redirect } from '@tanstack/react-router';

/** Document 3 §2.1: the estimation step is also reachable as /property-estimation. */
export const Route = createFileRoute('/property-estimation')({
  beforeLoad: () => {
    throw redirect({ to: '/home-valuation/$type', params: { type: 'property-estimation' }, replace: true });
  },
});
