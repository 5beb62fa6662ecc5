import { queryOptions } from '@tanstack/react-query';
import { contactsCsv } from '@shared/contact-export';
import { isInvited, type FollowUp, type UserListItem } from '@shared/users';
import { api } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-download';

/*
 * The calls of the Contacts screen's bulk actions (issue 29): the single-record routes, one per
 * row (shared/bulk.ts runs them a few at a time), so the server checks each row on its own as it
 * does for the profile's buttons; nothing here decides who may do what.
 */

export type BulkAction = 'followUp' | 'resend' | 'archive';

/**
 * `POST /users/{id}/follow-up`: the caller's follow-up of one contact. With `onlyIfNone` (the
 * question's "Skip") one the caller holds is kept, even if set after the list was read: 409.
 */
export const setFollowUpOf = (user: UserListItem, followUp: FollowUp, onlyIfNone = false) =>
  api.user.setFollowUp({ params: { id: user.id }, body: onlyIfNone ? { ...followUp, onlyIfNone } : followUp });

/** The 409 of `setFollowUpOf` with `onlyIfNone`: the contact had a follow-up after all. */
export const alreadyHadFollowUp = (error: unknown) => error instanceof ApiError && error.status === 409;

/** `PUT /invite/{email}/resent`: within the invitation limits (issue 24); past them the server answers 429. */
export const resendInviteOf = (user: UserListItem) => api.user.resendInvite({ params: { id: user.details.email } });

/**
 * `GET /invitations/budget`: what is left today of the caller's invitation e-mails, read afresh
 * each time Resend asks (another tab, an import or a resend may have spent some since).
 */
export const invitationBudgetQueryOptions = () =>
  queryOptions({
    queryKey: ['invitations', 'budget'],
    queryFn: () => api.user.getInvitationBudget(),
    staleTime: 0,
    gcTime: 0,
  });

/** `PUT /profiles/{id}/archive`: an admin anyone, an agent their own clients (the server says which). */
export const archiveOf = (user: UserListItem) => api.user.archiveUser({ params: { id: user.id } });

/** Why a row takes no part in an action, before any call (reported with the failures). */
export function notFor(action: BulkAction, user: UserListItem): string | undefined {
  if (action === 'resend' && !isInvited(user)) return 'Already registered: no invitation to resend';
  if (action === 'archive' && isInvited(user)) return 'Not registered yet: withdraw the invitation instead';
  if (action === 'archive' && user.status === 'archived') return 'Already archived';
  return undefined;
}

/**
 * Saves the selection as selected-contacts.csv (not Export Contacts' contacts.csv, so the two
 * files are told apart when sent on; QA 67b L4), the same columns as Export Contacts, written in
 * the browser from the rows the list answered; csv-stringify's browser build loads on the click.
 */
export async function downloadSelection(users: UserListItem[]): Promise<void> {
  const { stringify } = await import('csv-stringify/browser/esm/sync');
  saveBlob(new Blob([contactsCsv(stringify, users)], { type: 'text/csv;charset=utf-8' }), 'selected-contacts.csv');
}
