import { createFileRoute } from '@tanstack/react-router';
import { accuracyQueryOptions } from '../../features/home-valuation/api/get-accuracy';
import { AccuracyPage } from '../../features/home-valuation/components/accuracy-page';
import { pageHead } from '../../lib/page-head';

/** Our own page (issue 13): the current model's back-test, per property type. */
export const Route = createFileRoute('/home-valuation/accuracy')({
  head: () => pageHead('How accurate are our estimates?'),
  loader: ({ context }) => context.queryClient.ensureQueryData(accuracyQueryOptions()),
  component: AccuracyPage,
});
