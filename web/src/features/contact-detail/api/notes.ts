import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dropNoteDraft } from '../note-drafts';

/*
 * The agent's private notes on a contact (document 2 §7): `GET` and `POST /users/{id}/notes`,
 * `PUT` and `DELETE /users/{id}/notes/{noteId}`. Every change reloads the list, which the
 * server keeps newest first.
 */
export function notesQueryOptions(contactId: string) {
  return queryOptions(api.user.listNotes.options({ params: { id: contactId } }));
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
        ? api.user.updateNote({ params: { id: contactId, noteId: id }, body: { note, id } })
        : api.user.addNote({ params: { id: contactId }, body: { note } }),
    // Saved: the draft ends here, not in the form's callback, which does not run once the form
    // is gone (a switch to another tab before the answer: review 63 M2).
    onSuccess: () => dropNoteDraft(contactId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: api.user.listNotes.key({ params: { id: contactId } }) }),
  });
}

export function useDeleteNote(contactId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) => api.user.deleteNote({ params: { id: contactId, noteId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: api.user.listNotes.key({ params: { id: contactId } }) }),
  });
}
