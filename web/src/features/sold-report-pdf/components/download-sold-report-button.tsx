import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { Month } from '@shared/months';
import type { SoldReportAnswer } from '@shared/sold-report/types';

// The dialog (a modal, its focus trap) loads when it is first opened.
const DownloadSoldReportDialog = lazy(() => import('./download-sold-report-dialog'));

export interface DownloadSoldReportButtonProps {
  neighbourhoodName: string;
  /** The month on screen, `YYYY-MM`: the dialog opens on it when it is one of the last 12. */
  month: string;
  now: Date;
  /** A month's sold report, as the page loads it (its cache answers the month on screen). */
  loadReport: (month: Month) => Promise<SoldReportAnswer>;
  /** Called after each successful download with its month, e.g. to record the downloadSoldReport event. */
  onDownloaded?: (month: Month) => void;
}

function DownloadIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
      <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The sold report's download action (signed-in users only: the page decides whether to show it). */
export function DownloadSoldReportButton(props: DownloadSoldReportButtonProps) {
  const [opened, setOpened] = useState(false);
  // Kept mounted once opened, so that closing it plays the modal's transition.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<DownloadIcon />}
        onClick={() => {
          setWanted(true);
          setOpened(true);
        }}
        data-testid="download-sold-report"
      >
        Download
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <DownloadSoldReportDialog {...props} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
