import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImportReport } from '@shared/contact-import';
import { api } from '../../../lib/api/client';

/** `GET /imports/{id}/report` (ours): the first rejected and skipped rows, and a 5-minute link to them all. */
export function getImportReport(id: string, signal?: AbortSignal): Promise<ImportReport> {
  return api.user.getImportReport({ params: { id } }, { signal });
}

export function importReportQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['imports', id, 'report'],
    queryFn: ({ signal }) => getImportReport(id, signal),
    // The report is written once; the link inside lasts 5 minutes, so a fresh one is asked for each download.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useImportReport(id: string, enabled: boolean) {
  return useQuery({ ...importReportQueryOptions(id), enabled });
}
