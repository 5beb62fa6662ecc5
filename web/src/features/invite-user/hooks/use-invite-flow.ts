import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inviteMessages } from '@shared/invite-messages';
import type { InviteSent } from '@shared/contract/user/answers';
import { ApiError } from '../../../lib/api-client';
import { inviteExists } from '../api/invite-exists';
import { sendInvite, type InvitePayload } from '../api/send-invite';
import type { InviteFieldErrors } from '../invite-form-values';

/** Why an invitation was not sent: the message to show, and the fields the server refused. */
export class InviteRefused extends Error {
  override readonly name = 'InviteRefused';

  constructor(
    message: string,
    readonly fieldErrors: InviteFieldErrors = {},
  ) {
    super(message);
  }
}

/** The server's answer as the form shows it (document 2 §8's messages). */
function refusalOf(error: unknown): InviteRefused {
  if (error instanceof InviteRefused) return error;
  if (error instanceof ApiError && error.status === 409) {
    // Invited meanwhile, or someone who already has an account (the server's words).
    return new InviteRefused(error.message === inviteMessages.accountExists ? error.message : inviteMessages.exists);
  }
  if (error instanceof ApiError && error.status === 400) {
    return new InviteRefused(inviteMessages.failed, error.fieldErrors());
  }
  // A limit (DECISIONS rows 28 and 46: the look-ups, invitation e-mails per address or per day): say which.
  if (error instanceof ApiError && error.status === 429)
    return new InviteRefused(`${inviteMessages.failed} ${error.message}`);
  return new InviteRefused(inviteMessages.failed);
}

/**
 * The invite flow (document 2 §4): is there an invitation for this address already? If so,
 * 'Invite already exists.'; if not (404), the invitation is created and e-mailed. The sender's
 * verification is not asked for here: invitations go from the product's verified address
 * (DECISIONS row 12). The list is refreshed, so the new 'Invited' row shows.
 */
export function useInviteFlow() {
  const queryClient = useQueryClient();
  return useMutation<InviteSent, InviteRefused, InvitePayload>({
    mutationFn: async (payload) => {
      try {
        if (await inviteExists(payload.body.email)) throw new InviteRefused(inviteMessages.exists);
        return await sendInvite(payload);
      } catch (error) {
        throw refusalOf(error);
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users', 'list'] }),
  });
}
