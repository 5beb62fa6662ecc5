import { Alert, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { LiveStatus } from '../../../ui/live-status';
import { useSenderIdentityState, useVerifySenderIdentity } from '../api/verify-sender-identity';
import { LoadingButton } from '../../../ui/loading-button';

export const senderIdentityTexts = {
  button: 'Send e-mails from my own address',
  checkAgain: 'Check again',
  verified: (email: string) => `Verified: your e-mails are sent from ${email}.`,
  pending: (email: string) =>
    `Amazon Web Services has e-mailed ${email} a link to confirm the address. Follow it, then press Check again.`,
  /**
   * Pending as the card finds it on load: the link may be a day old and expired by now, and only
   * Check again sends a new one (review 65 L2).
   */
  storedPending: (email: string) =>
    `Amazon Web Services e-mailed ${email} a link to confirm the address. Follow it, then press Check again; if the link has expired, Check again sends a new one.`,
  /** A check again that finds it still pending: other words, so that the press is heard to have answered. */
  stillPending: (email: string) =>
    `Not confirmed yet. Follow the link Amazon Web Services e-mailed to ${email}, then press Check again.`,
  /** A check again that had Amazon e-mail a new link: the one the card spoke of is dead (an expired link). */
  newLink: (email: string) =>
    `Amazon Web Services has e-mailed ${email} a new link to confirm the address: the last one can no longer be used. Follow the new one, then press Check again.`,
  failed: 'The address could not be checked. Please try again.',
} as const;

type PendingText = 'pending' | 'stillPending' | 'newLink';

/**
 * For an agent's My profile (DECISIONS row 12): by default the product's address sends the
 * agent's e-mails as "{agent} via {product}"; this asks Amazon SES to verify the agent's own
 * address so that they go out from it. While Amazon's link is not yet followed the answer is
 * pending, and the button checks again. On load the card shows how the address stood when SES
 * was last asked (QA 64 M3: a verified agent was offered to verify again); a load that fails
 * leaves the button, whose press says it all.
 *
 * The pending answer carries the spec's "Invite failed. Agent email is not verified by Amazon
 * AWS…" (its `message`); that sentence explains an invitation that did not go out, and here no
 * one was invited, so the card says what happened in its own words instead (QA 64 M3).
 */
export function SenderIdentityButton({ agentId }: { agentId: string }) {
  const verify = useVerifySenderIdentity(agentId);
  const state = useSenderIdentityState(agentId);
  const stored = state.data;
  /**
   * The words for the last check's pending answer: where pending was already said, other words
   * for it, so that the press is heard to have answered, or that a new link went out.
   */
  const [checked, setChecked] = useState<PendingText>('pending');
  const answer = verify.data ?? (stored?.status === 'not-asked' ? undefined : stored);
  const verified = answer?.status === 'verified';
  const check = () => {
    const pendingShown = answer?.status === 'pending';
    verify.mutate(undefined, {
      onSuccess: ({ newLink }) => setChecked(!pendingShown ? 'pending' : newLink ? 'newLink' : 'stillPending'),
    });
  };
  const pendingText = senderIdentityTexts[verify.data ? checked : 'storedPending'];
  return (
    <Stack gap="xs" data-testid="sender-identity">
      {!verified && (
        // While the state loads the button holds its place, and cannot be pressed under a label
        // about to change.
        <LoadingButton variant="light" loading={verify.isPending || state.isPending} onClick={check} data-wrap>
          {answer ? senderIdentityTexts.checkAgain : senderIdentityTexts.button}
        </LoadingButton>
      )}
      <LiveStatus>
        {verified && (
          <Alert color="green" role="none">
            {senderIdentityTexts.verified(answer.email)}
          </Alert>
        )}
        {answer?.status === 'pending' && (
          <Alert color="blue" role="none">
            {pendingText(answer.email)}
          </Alert>
        )}
      </LiveStatus>
      {verify.isError && (
        <Text c="red" size="sm" role="alert">
          {verify.error instanceof ApiError ? verify.error.message : senderIdentityTexts.failed}
        </Text>
      )}
    </Stack>
  );
}
