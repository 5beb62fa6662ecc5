import { useMutation, useQueryClient } from '@tanstack/react-query';
import { torontoDate } from '@shared/format/dates';
import { accountFormSchema, type AccountFormInput, type UserProfile } from '@shared/profile';
import { profileForm } from '../account-form-values';
import { myProfileQueryKey } from '../api/get-my-profile';
import { updateMyProfile } from '../api/update-my-profile';

/**
 * Saves one section of the account page: the profile as read with `changes` on top, checked
 * with the shared schema, then the profile reloads (document 1 §4.5).
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profile, changes }: { profile: UserProfile; changes: Partial<AccountFormInput> }) =>
      updateMyProfile(accountFormSchema(torontoDate(new Date())).parse(profileForm(profile, changes))),
    onSuccess: (saved) => {
      queryClient.setQueryData(myProfileQueryKey, saved);
      return queryClient.invalidateQueries({ queryKey: myProfileQueryKey });
    },
  });
}
