import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserProfile } from '@shared/profile';
import type { AccountForm } from '@shared/profile-schemas';
import { api } from '../../../lib/api/client';

/** `PUT /myprofile` with the account form; the server refuses it if a section it writes changed since it was read (409). */
export function updateMyProfile(form: AccountForm): Promise<UserProfile> {
  return api.user.updateMyProfile({ body: form });
}

/** Saves, then reloads the profile (document 1 §4.5). */
export function useUpdateMyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: api.user.getMyProfile.all }),
  });
}
