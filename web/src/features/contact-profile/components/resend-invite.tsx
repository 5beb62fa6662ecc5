import { Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { inviteMessages } from '@shared/invite-messages';
import { ApiError } from '../../../lib/api-client';
import { LiveStatus } from '../../../ui/live-status';
import { resendInvite } from '../api/profile-calls';

const ConfirmDialog = lazy(() => import('./confirm-dialog').then((module) => ({ default: module.ConfirmDialog })));

/**
 * Resend Invite (document 2 §2 "Profile tab", §4 "Invite resend", §8) for someone invited who
 * has not registered, after its confirmation dialog (every profile button has one, document 2
 * §2; issue 24): a new link is mailed and the old one stops working. Any failure reads 'Sorry,
 * invite could not be sent'; past a limit on invitation e-mails (429, DECISIONS row 46) the
 * server's reason follows it.
 */
export function ResendInvite({ email }: { email: string }) {
  const [asking, setAsking] = useState(false);
  const [askedOnce, setAskedOnce] = useState(false);
  const resend = useMutation({ mutationFn: () => resendInvite(email), onSettled: () => setAsking(false) });
  const limited = resend.error instanceof ApiError && resend.error.status === 429 ? resend.error.message : undefined;

  function ask() {
    resend.reset();
    setAskedOnce(true);
    setAsking(true);
  }

  return (
    <Stack gap="xs" align="flex-start">
      <Button variant="default" onClick={ask}>
        Resend Invite
      </Button>
      <LiveStatus>
        {resend.isSuccess &&
          (resend.data.message === inviteMessages.resentUnconfirmed ? (
            // A new link, its e-mail unconfirmed (SES's answer lost, QA 48b M1).
            <Text size="sm" c="yellow.9">
              {resend.data.message}
            </Text>
          ) : (
            <Text size="sm" c="green.8">
              {inviteMessages.resent}
            </Text>
          ))}
      </LiveStatus>
      {resend.isError && (
        <Stack gap={2}>
          <Text role="alert" size="sm" c="red.7">
            {inviteMessages.resendFailed}
          </Text>
          {limited && (
            <Text size="sm" c="dimmed">
              {limited}
            </Text>
          )}
        </Stack>
      )}
      {askedOnce && (
        <Suspense fallback={null}>
          <ConfirmDialog
            opened={asking}
            title="Resend Invite"
            confirmLabel="Resend Invite"
            confirmColor="brand"
            busy={resend.isPending}
            onCancel={() => setAsking(false)}
            onConfirm={() => resend.mutate()}
          >
            Send {email} a new invitation e-mail? The link sent before will stop working.
          </ConfirmDialog>
        </Suspense>
      )}
    </Stack>
  );
}
