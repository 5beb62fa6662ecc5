import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** What an undo took back: the unaccepted invitations removed, and those already accepted that stay. */
export interface UndoOutcome {
  removed: number;
  kept: number;
}

/** `POST /imports/{id}/undo` (ours). */
export function undoImport(id: string): Promise<UndoOutcome> {
  return apiRequest<UndoOutcome>(`/imports/${encodeURIComponent(id)}/undo`, { method: 'POST' });
}

export function useUndoImport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => undoImport(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['imports', id] }),
  });
}
