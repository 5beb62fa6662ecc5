import { Button, Loader, Stack, Text } from '@mantine/core';
import type { SoldReportAnswer } from '@shared/sold-report/types';
import { useDownloadSoldReport } from '../hooks/use-download-sold-report';

export interface DownloadSoldReportButtonProps {
  report: SoldReportAnswer;
  /** Called after each successful download, e.g. to record the downloadSoldReport event. */
  onDownloaded?: () => void;
}

function DownloadIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
      <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The sold report's download action (signed-in users only: the page decides whether to show it). */
export function DownloadSoldReportButton({ report, onDownloaded }: DownloadSoldReportButtonProps) {
  const { download, isDownloading, error } = useDownloadSoldReport({ onDownloaded });
  return (
    <Stack gap={4} align="flex-end">
      <Button
        variant="light"
        leftSection={isDownloading ? <Loader size={14} color="brand" /> : <DownloadIcon />}
        disabled={isDownloading}
        aria-busy={isDownloading}
        onClick={() => download(report)}
        data-testid="download-sold-report"
      >
        {isDownloading ? 'Preparing PDF…' : 'Download'}
      </Button>
      {error && (
        <Text size="xs" c="red.7" role="alert">
          The PDF could not be created. Please try again.
        </Text>
      )}
    </Stack>
  );
}
