import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedProfile } from '@shared/profile-sections';
import type { ProfileSectionUpdate } from '@shared/profile-sections-schemas';
import { profileQueryKey, saveSection } from '../api/profile-calls';

/**
 * Saves one section (`PUT /profiles/{id}`); after any save the profile reloads (document 2
 * §4), and the user lists and the contact's header, which show the names, are refreshed.
 */
export function useSectionSave(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileSectionUpdate) => saveSection(profileId, update),
    onSuccess: async (saved: ManagedProfile) => {
      queryClient.setQueryData(profileQueryKey(profileId), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey(profileId) }),
        queryClient.invalidateQueries({ queryKey: ['users'] }),
      ]);
    },
  });
}
