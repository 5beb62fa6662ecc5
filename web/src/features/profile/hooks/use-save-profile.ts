import { useMutation, useQueryClient } from '@tanstack/react-query';
import { torontoDate } from '@shared/format/dates';
import type { UserProfile } from '@shared/profile';
import type { AccountFormInput } from '@shared/profile-schemas';
import { api } from '../../../lib/api/client';
import { updateMyProfile } from '../api/update-my-profile';

/** The account schema (zod, libphonenumber's metadata) is needed only to save: loaded then. */
const loadCheckedProfileForm = () => import('../account-form-values').then((module) => module.checkedProfileForm);

const fieldLabels: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone',
  address: 'Address',
  dob: 'Date of birth',
  purchaseDate: 'Purchase date',
};

/**
 * Why a section could not be saved when a field it does not edit breaks a rule (a name of one
 * letter from the sign-up, say): the field, its rule's message, and where to put it right.
 */
export function unsavedProfileMessage(issue: { path: PropertyKey[]; message: string } | undefined): string {
  const field = String(issue?.path[0] ?? '');
  const label = fieldLabels[field] ?? field;
  return `${label ? `${label}: ` : ''}${issue?.message ?? 'Invalid value'}. Please correct it in Account Details first.`;
}

/**
 * Saves one section of the account page: the profile as read with `changes` on top, checked
 * with the shared schema, then the profile reloads (document 1 §4.5).
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ profile, changes }: { profile: UserProfile; changes: Partial<AccountFormInput> }) => {
      const checkedProfileForm = await loadCheckedProfileForm();
      const parsed = checkedProfileForm(profile, changes, torontoDate(new Date()));
      if (!parsed.success) throw new Error(unsavedProfileMessage(parsed.error.issues[0]));
      return updateMyProfile(parsed.data);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(api.user.getMyProfile.key(), saved);
      return queryClient.invalidateQueries({ queryKey: api.user.getMyProfile.all });
    },
  });
}
