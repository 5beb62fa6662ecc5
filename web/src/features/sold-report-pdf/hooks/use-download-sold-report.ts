import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Month } from '@shared/months';
import { soldReportFileName } from '@shared/pdf/sold-report/file-name';
import type { SoldReportAnswer } from '@shared/sold-report/types';
import { webConfig } from '../../../lib/web-config';
import { brandingAgentQueryOptions } from '../api/get-branding-agent';
import { savePdf } from '../pdf/save-pdf';

export interface DownloadSoldReportOptions {
  /** A month's sold report (the page's own call). */
  loadReport: (month: Month) => Promise<SoldReportAnswer>;
  /** Called once the file has been handed to the browser (the screens record the analytics event). */
  onDownloaded?: (month: Month) => void;
}

/**
 * Builds a month's sold report PDF in the browser and saves it as
 * `{neighbourhood}-{Month}-{year}-SoldReport.pdf`. The PDF code (pdf-lib, fontkit, fonts) is
 * fetched on the first download, alongside the agent's branding and the month's report.
 */
export function useDownloadSoldReport({ loadReport, onDownloaded }: DownloadSoldReportOptions) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (month: Month) => {
      const [report, agent, { generateSoldReportPdf }] = await Promise.all([
        loadReport(month),
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
      return month;
    },
    onSuccess: (month) => onDownloaded?.(month),
  });
  return {
    download: mutation.mutate,
    isDownloading: mutation.isPending,
    error: mutation.error,
  };
}
