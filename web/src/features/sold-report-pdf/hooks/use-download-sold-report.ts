import { useMutation, useQueryClient } from '@tanstack/react-query';
import { soldReportFileName } from '@shared/pdf/sold-report/file-name';
import type { SoldReportAnswer } from '@shared/sold-report/types';
import { webConfig } from '../../../lib/web-config';
import { brandingAgentQueryOptions } from '../api/get-branding-agent';
import { savePdf } from '../pdf/save-pdf';

export interface DownloadSoldReportOptions {
  /** Called once the file has been handed to the browser (the screens record the analytics event). */
  onDownloaded?: () => void;
}

/**
 * Builds the sold report's PDF in the browser and saves it as
 * `{neighbourhood}-{Month}-{year}-SoldReport.pdf`. The PDF code (pdf-lib, fontkit, fonts) is
 * fetched on the first download, alongside the agent's branding.
 */
export function useDownloadSoldReport({ onDownloaded }: DownloadSoldReportOptions = {}) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (report: SoldReportAnswer) => {
      const [agent, { generateSoldReportPdf }] = await Promise.all([
        queryClient.fetchQuery(brandingAgentQueryOptions()),
        import('../pdf/generate-sold-report-pdf'),
      ]);
      const bytes = await generateSoldReportPdf({
        report,
        agent,
        productName: webConfig().productName,
        now: new Date(),
      });
      savePdf(bytes, soldReportFileName(report.neighbourhood.name, report.time));
    },
    onSuccess: () => onDownloaded?.(),
  });
  return {
    download: mutation.mutate,
    isDownloading: mutation.isPending,
    error: mutation.error,
  };
}
