import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportProgress } from '@shared/contact-import';
import { api } from '../../../lib/api/client';
import { importProgressQueryOptions } from './get-import-progress';

/**
 * `POST /imports/{id}/undo` (ours): 202 with the import's progress, now `undoing`; the job takes
 * the invitations back and the page follows it by polling the progress.
 */
export function undoImport(id: string): Promise<ImportProgress> {
  return api.user.undoImport({ params: { id } });
}

export function useUndoImport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => undoImport(id),
    // The answer is the progress: shown at once, and polled again from there until undone.
    onSuccess: (progress) => queryClient.setQueryData(importProgressQueryOptions(id).queryKey, progress),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['imports', id] }),
  });
}
