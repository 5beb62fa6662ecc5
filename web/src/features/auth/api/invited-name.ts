import { useQuery } from '@tanstack/react-query';
import type { InvitedName } from '@shared/contract/user/answers';
import { invitationLinkRefusedCode } from '@shared/contract/user/error-codes';
import { ApiError } from '../../../lib/api-client';
import { api } from '../../../lib/api/client';
import type { InvitationLink } from '../invitation-link';

const fullName = ({ firstName, lastName }: InvitedName) => [firstName, lastName].join(' ').trim();

export interface InvitedNameLookUp {
  /** "Mila Novak", once the API gave it. */
  name: string | undefined;
  /**
   * The API answered its 404 for the link (`invitationLinkRefusedCode`): the link's token is not
   * the invitation's current one (resent, expired, used, or the address has none), so a sign-up
   * with it would be refused. A look-up that failed otherwise (network, 5xx, rate limit, or the
   * gateway's own 404 for a route it does not mount yet) says nothing of the link.
   */
  linkRefused: boolean;
}

/** Whether the look-up failed with the API's refusal of the link, not any other 404. */
const refusesLink = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404 && error.body.code === invitationLinkRefusedCode;

/**
 * The name the inviter gave the invitee (`POST /invite/{id}/name` with the link's token), as
 * the sign-up form's "Full name" reads it. No name while asked, or when the look-up failed: the
 * invitee then types their name.
 */
export function useInvitedName(link: InvitationLink | undefined): InvitedNameLookUp {
  const { data, error } = useQuery({
    ...api.user.getInvitedName.options({
      params: { id: link?.email ?? '' },
      body: { token: link?.token ?? '' },
    }),
    select: fullName,
    enabled: link !== undefined,
    retry: false,
    staleTime: Infinity,
  });
  return {
    name: data || undefined,
    linkRefused: link !== undefined && refusesLink(error),
  };
}
