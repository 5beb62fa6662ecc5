import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Note } from '@shared/notes';
import { apiRequest } from '../../../lib/api-client';

/*
 * The agent's private notes on a contact (document 2 §7): `GET` and `POST /users/{id}/notes`,
 * `PUT` and `DELETE /users/{id}/notes/{noteId}`. Every change reloads the list, which the
 * server keeps newest first.
 */
const notesPath = (contactId: string) => `/users/${encodeURIComponent(contactId)}/notes`;
const notePath = (contactId: string, noteId: string) => `${notesPath(contactId)}/${encodeURIComponent(noteId)}`;

export function notesQueryOptions(contactId: string) {
  return queryOptions({
    queryKey: ['contact-detail', contactId, 'notes'],
    queryFn: ({ signal }) => apiRequest<Note[]>(notesPath(contactId), { signal }),
  });
}

export function useNotes(contactId: string) {
  return useQuery(notesQueryOptions(contactId));
}

/** Saves a note: a new one when it has no id, an edit of that note otherwise (document 2 §4). */
export function useSaveNote(contactId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id?: string; note: string }) =>
      id
        ? apiRequest<Note>(notePath(contactId, id), { method: 'PUT', body: { note, id } })
        : apiRequest<Note>(notesPath(contactId), { method: 'POST', body: { note } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notesQueryOptions(contactId).queryKey }),
  });
}

export function useDeleteNote(contactId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) => apiRequest<void>(notePath(contactId, noteId), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notesQueryOptions(contactId).queryKey }),
  });
}
