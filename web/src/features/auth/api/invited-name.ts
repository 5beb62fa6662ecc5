import { useQuery } from '@tanstack/react-query';
import type { InvitedName } from '@shared/contract/user/answers';
import { api } from '../../../lib/api/client';
import type { InvitationLink } from '../invitation-link';

const fullName = ({ firstName, lastName }: InvitedName) => [firstName, lastName].join(' ').trim();

/**
 * The name the inviter gave the invitee (`POST /invite/{id}/name` with the link's token), as
 * the sign-up form's "Full name" reads it: "Mila Novak". Undefined while asked, and for a link
 * the API does not know (used, expired, another's): the invitee then types their name.
 */
export function useInvitedName(link: InvitationLink | undefined): string | undefined {
  const { data } = useQuery({
    ...api.user.getInvitedName.options({
      params: { id: link?.email ?? '' },
      body: { token: link?.token ?? '' },
    }),
    select: fullName,
    enabled: link !== undefined,
    retry: false,
    staleTime: Infinity,
  });
  return data || undefined;
}
