import { createFileRoute, redirect } from '@tanstack/react-router';
import { SampleReportsPage } from '../../features/annual-reports/components/sample-reports-page';
import { pageHead } from '../../lib/page-head';

/** `/valuation-annual-report`: sample annual-report PDFs, for admins (DECISIONS row 18). */
export const Route = createFileRoute('/_signedIn/valuation-annual-report')({
  head: () => pageHead('Sample Annual Reports'),
  beforeLoad: ({ context }) => {
    if (!context.identity.roles.includes('admin')) throw redirect({ to: '/' });
  },
  component: SampleReportsPage,
});
