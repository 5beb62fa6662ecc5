import { queryOptions, useQuery } from '@tanstack/react-query';
import { importRunning, type ImportProgress } from '@shared/contact-import';
import { api } from '../../../lib/api/client';

/** How often the page asks while the job works. */
export const progressPollMs = 1000;

/** `GET /imports/{id}` (ours): an import's status and counts. */
export function getImportProgress(id: string, signal?: AbortSignal): Promise<ImportProgress> {
  return api.user.getImportProgress({ params: { id } }, { signal });
}

export function importProgressQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['imports', id, 'progress'],
    queryFn: ({ signal }) => getImportProgress(id, signal),
    // Polled until the job has finished with it (done, refused or undone).
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return query.state.status === 'error' || (status && !importRunning(status)) ? false : progressPollMs;
    },
  });
}

export function useImportProgress(id: string) {
  return useQuery(importProgressQueryOptions(id));
}
