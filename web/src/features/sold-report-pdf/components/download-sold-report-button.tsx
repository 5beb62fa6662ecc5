import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

import { DownloadIcon } from '../../../ui/icons/action-icons';
import type { DownloadSoldReportButtonProps } from './download-sold-report-dialog';

export type { DownloadSoldReportButtonProps };

// The dialog (a modal, its focus trap) loads when it is first opened.
const DownloadSoldReportDialog = lazy(() => import('./download-sold-report-dialog'));

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
