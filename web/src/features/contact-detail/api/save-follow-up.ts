import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FollowUp } from '@shared/users';
import { apiRequest } from '../../../lib/api-client';

/**
 * `POST /users/{id}/follow-up`: `{ date, note }` sets the caller's follow-up; an empty body
 * clears it (the toggle off, document 2 §4). The lists show follow-up dates, so every `users`
 * query (the lists and this contact) reloads after.
 */
export function useSaveFollowUp(contactId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (followUp: FollowUp | null) =>
      apiRequest<{ followUp: FollowUp | null }>(`/users/${encodeURIComponent(contactId)}/follow-up`, {
        method: 'POST',
        body: followUp ?? {},
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
