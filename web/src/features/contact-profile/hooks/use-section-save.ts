import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedProfile } from '@shared/profile-sections';
import type { ProfileSectionUpdate } from '@shared/profile-sections-schemas';
import { api } from '../../../lib/api/client';
import { profileQueryKey, saveSection } from '../api/profile-calls';

/**
 * Saves one section (`PUT /profiles/{id}`); after any save the profile reloads (document 2
 * §4), and the user lists and the contact's header, which show the names, are refreshed; so
 * is the caller's own profile (`GET /myprofile`, the app header's name and headshot) when the
 * profile saved is theirs (My profile).
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
        queryClient.getQueryData(api.user.getMyProfile.key())?.id === profileId &&
          queryClient.invalidateQueries({ queryKey: api.user.getMyProfile.all }),
      ]);
    },
  });
}
