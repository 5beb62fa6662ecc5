import { Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { inviteMessages } from '@shared/invite-messages';
import { resendInvite } from '../api/profile-calls';

/**
 * Resend Invite (document 2 §2 "Profile tab", §4 "Invite resend", §8) for someone invited who
 * has not registered: a new link is mailed (the old one stops working). Any failure reads
 * 'Sorry, invite could not be sent'.
 */
export function ResendInvite({ email }: { email: string }) {
  const resend = useMutation({ mutationFn: () => resendInvite(email) });
  return (
    <Stack gap="xs" align="flex-start">
      <Button variant="default" loading={resend.isPending} onClick={() => resend.mutate()}>
        Resend Invite
      </Button>
      {resend.isSuccess && (
        <Text role="status" size="sm" c="green.8">
          {inviteMessages.resent}
        </Text>
      )}
      {resend.isError && (
        <Text role="alert" size="sm" c="red.7">
          {inviteMessages.resendFailed}
        </Text>
      )}
    </Stack>
  );
}
