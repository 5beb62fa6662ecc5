import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FollowUp, UserListItem, UsersPage } from '@shared/users';
import { api } from '../../../lib/api/client';
import { contactQueryOptions } from './get-contact';

/** A cached list page with this contact's follow-up replaced (or removed). */
function withFollowUp(page: UsersPage | undefined, contactId: string, followUp: FollowUp | null) {
  if (!page?.items.some((item) => item.id === contactId)) return page;
  const items = page.items.map((item): UserListItem => {
    if (item.id !== contactId) return item;
    const { followUp: _old, ...rest } = item;
    return followUp ? { ...rest, followUp } : rest;
  });
  return { ...page, items };
}

/**
 * `POST /users/{id}/follow-up`: `{ date, note }` sets the caller's follow-up; an empty body
 * clears it (the toggle off, document 2 §4), `{ done }` clears it and keeps a note of it. The contact reloads from the table. The lists
 * come from the server's users read model, which answers the first read after a write from
 * its previous state (functions/user/contacts/users-list/loader.ts): asking it again now could show
 * the old date, so the cached list pages get the saved follow-up instead, which also makes
 * them fresh for their staleTime — Back to Agent Contacts shows the new date at once.
 */
export function useSaveFollowUp(contactId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // `{ done }`: the follow-up shown is done; the server clears it and keeps it as a note.
    mutationFn: (change: FollowUp | { done: FollowUp } | null) =>
      api.user.setFollowUp({ params: { id: contactId }, body: change ?? {} }),
    onSuccess: async (answer) => {
      queryClient.setQueriesData<UsersPage>({ queryKey: ['users', 'list'] }, (page) =>
        withFollowUp(page, contactId, answer.followUp),
      );
      await queryClient.invalidateQueries({ queryKey: contactQueryOptions(contactId).queryKey });
      // A follow-up done is kept as a note: the Notes tab shows it at once.
      await queryClient.invalidateQueries({ queryKey: api.user.listNotes.key({ params: { id: contactId } }) });
    },
  });
}
