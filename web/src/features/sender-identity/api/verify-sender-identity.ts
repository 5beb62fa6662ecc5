import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SenderIdentity, SenderIdentityState } from '@shared/sender-identity';
import { api } from '../../../lib/api/client';

const stateKey = (agentId: string) => ['sender-identity', agentId] as const;

/**
 * `POST /verifySesIdentity/{id}` (DECISIONS row 12): asks SES to verify the agent's own address,
 * or how that stands; answers verified, or pending with the spec's message. Calling again is
 * how the page checks whether the agent has followed Amazon's link yet.
 */
export function verifySenderIdentity(agentId: string): Promise<SenderIdentity> {
  return api.user.verifySenderIdentity({ params: { id: agentId } });
}

/** `GET /verifySesIdentity/{id}`: how the address stood when SES was last asked (SES is not asked). */
export function useSenderIdentityState(agentId: string) {
  return useQuery({
    queryKey: stateKey(agentId),
    queryFn: (): Promise<SenderIdentityState> => api.user.getSenderIdentity({ params: { id: agentId } }),
  });
}

/** The check; its answer is the state the card shows on its next load too. */
export function useVerifySenderIdentity(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: stateKey(agentId),
    mutationFn: () => verifySenderIdentity(agentId),
    onSuccess: ({ email, status }) =>
      queryClient.setQueryData<SenderIdentityState>(stateKey(agentId), { email, status }),
  });
}
