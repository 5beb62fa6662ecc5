import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FollowUp, UserListItem } from '@shared/users';
import { api } from '../../../lib/api/client';
import { saveFollowUp } from '../api/save-follow-up';
import { todayQueryKey, type TodayData } from '../api/get-today';

/** A change the Today view makes to a contact's follow-up: a new date (and note), or cleared. */
export interface FollowUpChange {
  contact: UserListItem;
  followUp: FollowUp | null;
  /** Set it only where there is none (the Undo of a Done). */
  onlyIfNone?: boolean;
}

/**
 * The Today view as it is once the change is saved: a follow-up moved past today or cleared
 * leaves the due list, and setting one answers a suggestion (the server clears it), so the row
 * keeps only what is left (a discussion request), or goes.
 */
export function afterChange(data: TodayData, { contact, followUp }: FollowUpChange, today: string): TodayData {
  const stillDue = followUp !== null && followUp.date <= today;
  return {
    ...data,
    due: stillDue
      ? data.due.map((row) => (row.id === contact.id ? { ...row, followUp } : row))
      : data.due.filter((row) => row.id !== contact.id),
    suggested: followUp ? data.suggested.filter((row) => row.id !== contact.id) : data.suggested,
  };
}

/**
 * Sets or clears a follow-up from the Today view at once (optimistic): the row moves or goes
 * before the server answers, and comes back as it was if the save fails.
 */
export function useTodayFollowUp(agentId: string | undefined, today: string) {
  const queryClient = useQueryClient();
  const key = todayQueryKey(agentId, today);
  return useMutation({
    mutationFn: (change: FollowUpChange) =>
      saveFollowUp(change.contact.id, change.followUp, change.contact.followUp, change.onlyIfNone),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TodayData>(key);
      if (before) queryClient.setQueryData<TodayData>(key, afterChange(before, change, today));
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: (_answer, _error, change) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: ['users'] }),
        // A follow-up done is kept as a note: the contact's Notes tab reads it afresh.
        queryClient.invalidateQueries({ queryKey: api.user.listNotes.key({ params: { id: change.contact.id } }) }),
      ]),
  });
}
