import { useMutation, useQueryClient } from '@tanstack/react-query';
import { torontoDate } from '@shared/format/dates';
import type { AccountFormInput, UserProfile } from '@shared/profile';
import { myProfileQueryKey } from '../api/get-my-profile';
import { updateMyProfile } from '../api/update-my-profile';

/** The account schema (zod, libphonenumber's metadata) is needed only to save: loaded then. */
const loadAccountForm = () =>
  Promise.all([import('@shared/profile'), import('../account-form-values')]).then(([profile, values]) => ({
    accountFormSchema: profile.accountFormSchema,
    profileForm: values.profileForm,
  }));

/**
 * Saves one section of the account page: the profile as read with `changes` on top, checked
 * with the shared schema, then the profile reloads (document 1 §4.5).
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ profile, changes }: { profile: UserProfile; changes: Partial<AccountFormInput> }) => {
      const { accountFormSchema, profileForm } = await loadAccountForm();
      return updateMyProfile(accountFormSchema(torontoDate(new Date())).parse(profileForm(profile, changes)));
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(myProfileQueryKey, saved);
      return queryClient.invalidateQueries({ queryKey: myProfileQueryKey });
    },
  });
}
