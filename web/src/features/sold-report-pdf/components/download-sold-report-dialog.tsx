import { Button, Group, Loader, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Month } from '@shared/months';
import { defaultPdfMonth, soldReportPdfMonths } from '@shared/pdf/sold-report/pdf-months';
import { monthLabel } from '@shared/sold-report/month-label';
import type { SoldReportAnswer } from '@shared/sold-report/types';
import { useDownloadSoldReport } from '../hooks/use-download-sold-report';
import { useFocusReturn } from '../../../ui/use-focus-return';

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

interface DownloadSoldReportDialogProps extends DownloadSoldReportButtonProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Picks the month of the sold report's PDF, among the last 12 as `YYYY-MM` (DECISIONS row 3),
 * opening on the month on screen, and makes the file, with progress, in the browser.
 */
export default function DownloadSoldReportDialog({
  opened,
  onClose,
  neighbourhoodName,
  month,
  now,
  loadReport,
  onDownloaded,
}: DownloadSoldReportDialogProps) {
  const months = soldReportPdfMonths(now);
  const [chosen, setChosen] = useState<Month>(() => defaultPdfMonth(month, months));
  // A month on screen older than the PDF's 12 is not silently swapped for another (QA 68a L5).
  const onScreenOffered = months.some((offered) => offered === month);
  const { download, isDownloading, error } = useDownloadSoldReport({
    loadReport,
    onDownloaded: (downloaded) => {
      onDownloaded?.(downloaded);
      onClose();
    },
  });
  useFocusReturn(opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={700}>Download the sold report</Text>}
      centered
      radius="lg"
      size="sm"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {neighbourhoodName}, {monthLabel(chosen)}: a PDF with your agent&apos;s details.
        </Text>
        {!onScreenOffered && (
          <Text size="sm">
            A PDF is made for the last 12 months only, so not for {monthLabel(month as Month)}. Pick one of them.
          </Text>
        )}
        <NativeSelect
          label="Month"
          value={chosen}
          onChange={(event) => setChosen(event.currentTarget.value as Month)}
          data={months}
          disabled={isDownloading}
          data-autofocus
        />
        {error && (
          <Text size="sm" c="red.7" role="alert">
            The PDF could not be created. Please try again.
          </Text>
        )}
        <Group justify="flex-end">
          <Button
            onClick={() => download(chosen)}
            disabled={isDownloading}
            aria-busy={isDownloading}
            leftSection={isDownloading ? <Loader size={14} color="white" /> : undefined}
          >
            {isDownloading ? 'Preparing PDF…' : 'Download PDF'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
