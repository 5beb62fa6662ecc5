import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { Month } from '@shared/months';
import type { SoldReportAnswer } from '@shared/sold-report/types';
import { DownloadIcon } from '../../../ui/icons/action-icons';

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

/** The sold report's download action (signed-in users only: the page decides whether to show it). */
export function DownloadSoldReportButton(props: DownloadSoldReportButtonProps) {
  const [opened, setOpened] = useState(false);
  // Kept mounted once opened, so that closing it plays the modal's transition.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<DownloadIcon size={16} />}
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
