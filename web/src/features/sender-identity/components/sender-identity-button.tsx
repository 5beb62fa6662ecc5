import { Alert, Stack, Text } from '@mantine/core';
import { ApiError } from '../../../lib/api-client';
import { LiveStatus } from '../../../ui/live-status';
import { useVerifySenderIdentity } from '../api/verify-sender-identity';
import { LoadingButton } from '../../../ui/loading-button';

export const senderIdentityTexts = {
  button: 'Send e-mails from my own address',
  checkAgain: 'Check again',
  verified: (email: string) => `Verified: your e-mails are sent from ${email}.`,
  failed: 'The address could not be checked. Please try again.',
} as const;

/**
 * For an agent's My profile (DECISIONS row 12): by default the product's address sends the
 * agent's e-mails as "{agent} via {product}"; this asks Amazon SES to verify the agent's own
 * address so that they go out from it. While Amazon's link is not yet followed the answer is
 * pending, with the spec's 'not verified by Amazon AWS' message (its only place), and the
 * button checks again.
 */
export function SenderIdentityButton({ agentId }: { agentId: string }) {
  const verify = useVerifySenderIdentity(agentId);
  const answer = verify.data;
  const verified = answer?.status === 'verified';
  return (
    <Stack gap="xs" data-testid="sender-identity">
      {!verified && (
        <LoadingButton variant="light" loading={verify.isPending} onClick={() => verify.mutate()} data-wrap>
          {answer ? senderIdentityTexts.checkAgain : senderIdentityTexts.button}
        </LoadingButton>
      )}
      <LiveStatus>
        {verified && (
          <Alert color="green" role="none">
            {senderIdentityTexts.verified(answer.email)}
          </Alert>
        )}
      </LiveStatus>
      {answer?.status === 'pending' && (
        <Alert color="yellow" role="alert">
          {answer.message}
        </Alert>
      )}
      {verify.isError && (
        <Text c="red" size="sm" role="alert">
          {verify.error instanceof ApiError ? verify.error.message : senderIdentityTexts.failed}
        </Text>
      )}
    </Stack>
  );
}
