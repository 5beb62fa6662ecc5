import { Skeleton } from '@mantine/core';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useCallback } from 'react';
import { DashboardValuations } from '../../../../features/home-valuation/components/dashboard-valuations';
import { textValue } from '../../../../lib/route-params';

// The reports' list, its modal and dialogs load after the page's own chunk.
const DashboardAnnualReports = lazy(() =>
  import('../../../../features/annual-reports/components/dashboard-annual-reports').then((module) => ({
    default: module.DashboardAnnualReports,
  })),
);

/**
 * Document 3 §2.9: the valuations and the annual reports, two features composed here;
 * `review={id}` opens the confirmation screen, `preview={id}` generates that report's PDF and
 * opens it in a new tab.
 */
export const Route = createFileRoute('/_dashboard/dashboard/valuations/')({
  validateSearch: (search: Record<string, unknown>): { review?: string; preview?: string } => ({
    review: textValue(search.review, 40, 10),
    preview: textValue(search.preview, 64, 1),
  }),
  beforeLoad: ({ search }) => {
    if (search.review) {
      throw redirect({ to: '/dashboard/valuations/confirmation/$id', params: { id: search.review }, replace: true });
    }
  },
  component: ValuationsPage,
});

function ValuationsPage() {
  const { identity } = Route.useRouteContext();
  const { preview } = Route.useSearch();
  const navigate = useNavigate();
  const isAdmin = identity.roles.includes('admin');
  // Taken once: a reload or Back does not generate the report again.
  const dropPreview = useCallback(
    () => void navigate({ to: '/dashboard/valuations', search: {}, replace: true }),
    [navigate],
  );
  return (
    <DashboardValuations
      isAdmin={isAdmin}
      below={
        <Suspense fallback={<Skeleton height={120} radius="lg" />}>
          <DashboardAnnualReports isAdmin={isAdmin} previewId={preview} onPreviewTaken={dropPreview} />
        </Suspense>
      }
    />
  );
}
