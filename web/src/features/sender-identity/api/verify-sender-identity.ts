import { useMutation } from '@tanstack/react-query';
import type { SenderIdentity } from '@shared/sender-identity';
import { api } from '../../../lib/api/client';

/**
 * `POST /verifySesIdentity/{id}` (DECISIONS row 12): asks SES to verify the agent's own address,
 * or how that stands; answers verified, or pending with the spec's message. Calling again is
 * how the page checks whether the agent has followed Amazon's link yet.
 */
export function verifySenderIdentity(agentId: string): Promise<SenderIdentity> {
  return api.user.verifySenderIdentity({ params: { id: agentId } });
}

export function useVerifySenderIdentity(agentId: string) {
  return useMutation({ mutationKey: ['sender-identity', agentId], mutationFn: () => verifySenderIdentity(agentId) });
}
