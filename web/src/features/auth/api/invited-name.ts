import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { InvitationLink } from '../invitation-link';

/**
 * The name the inviter gave the invitee (`POST /invite/{id}/name` with the link's token), as
 * the sign-up form's "Full name" reads it: "Mila Novak". Undefined while asked, and for a link
 * the API does not know (used, expired, another's): the invitee then types their name.
 */
export function useInvitedName(link: InvitationLink | undefined): string | undefined {
  const { data } = useQuery({
    queryKey: ['invitedName', link?.email, link?.token],
    queryFn: async () => {
      const { firstName, lastName } = await api.user.getInvitedName({
        params: { id: link!.email },
        body: { token: link!.token },
      });
      return [firstName, lastName].join(' ').trim();
    },
    enabled: link !== undefined,
    retry: false,
    staleTime: Infinity,
  });
  return data || undefined;
}
