import { useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { hasAnyRole, type Role } from '@shared/roles';
import type { InsightsSlots } from '../../../../../features/contact-detail/components/insights-tab';
import { readContactSearch } from '../../../../../features/contact-detail/contact-tabs';

/*
 * The annual reports on the contact screen (document 2 §2, issue 17): the contact-detail
 * feature leaves slots in its Insights tab and the annual-reports feature fills them; the two
 * meet here, in the routes. Each part loads when first shown. Not a route itself: the router
 * ignores files named with a leading '-'.
 */

const CreateReportButton = lazy(() =>
  import('../../../../../features/annual-reports/components/create-report-button').then((module) => ({
    default: module.CreateReportButton,
  })),
);
const ContactAnnualReports = lazy(() =>
  import('../../../../../features/annual-reports/components/contact-annual-reports').then((module) => ({
    default: module.ContactAnnualReports,
  })),
);
const AnnualReportModal = lazy(() =>
  import('../../../../../features/annual-reports/components/annual-report-modal').then((module) => ({
    default: module.AnnualReportModal,
  })),
);

/**
 * The Insights tab's slots and the report modal, driven by the URL's `report`: Create and
 * Edit set it, closing the modal removes it (replacing the entry, so Back leaves the screen).
 */
export function useAnnualReportSlots(roles: readonly Role[], now: Date): { insights: InsightsSlots; modal: ReactNode } {
  const navigate = useNavigate();
  const reportId = readContactSearch(useSearch({ strict: false })).report;
  const open = (report: string) => void navigate({ to: '.', search: (previous: object) => ({ ...previous, report }) });
  const close = () =>
    void navigate({
      to: '.',
      search: ({ report: _closed, ...rest }: { report?: string }) => rest,
      replace: true,
    });
  // Only agents and admins prepare reports (document 2 §3); the dashboard admits no one else.
  const prepares = hasAnyRole(roles, ['agent', 'admin']);
  return {
    insights: prepares
      ? {
          renderValuationAction: (valuation, contactId) => (
            <Suspense fallback={null}>
              <CreateReportButton valuationId={valuation.id} userId={contactId} now={now} onOpen={open} />
            </Suspense>
          ),
          renderAnnualReports: (user) => (
            <Suspense fallback={null}>
              <ContactAnnualReports userId={user.id} onOpen={open} />
            </Suspense>
          ),
        }
      : {},
    modal: reportId ? (
      <Suspense fallback={null}>
        <AnnualReportModal reportId={reportId} onClose={close} />
      </Suspense>
    ) : null,
  };
}
