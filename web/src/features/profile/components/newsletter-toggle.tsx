import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { UserProfile } from '@shared/profile';
import { api } from '../../../lib/api/client';
import { updateSubscription } from '../api/update-subscription';
import { useSaveProfile } from '../hooks/use-save-profile';

// The confirm dialog (a modal and its focus trap) loads when it is first needed.
const UnsubscribeDialog = lazy(() =>
  import('./unsubscribe-dialog').then((module) => ({ default: module.UnsubscribeDialog })),
);

/**
 * The Monthly Sold Report Newsletter toggle (document 1 §2.7, §4.5). Unsubscribing asks
 * first; re-subscribing is immediate. Both call `PUT /subscription` and then save the
 * profile. `receiveEmail` is the master switch (DECISIONS row 19), so re-subscribing turns
 * it on too. `PUT /subscription`'s answer (the switches, the sections' new versions) goes into
 * the cache at once, so a failed save after it leaves neither old switches shown nor an old
 * subscriptions version for the page's next save.
 */
export function NewsletterToggle({ profile }: { profile: UserProfile }) {
  const subscribed = profile.receiveEmail && profile.receiveSoldReport;
  const [confirming, setConfirming] = useState(false);
  // Kept mounted once opened, so that closing it plays the modal's transition.
  const [confirmWanted, setConfirmWanted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveProfile();
  const queryClient = useQueryClient();

  async function change(receiveSoldReport: boolean) {
    setBusy(true);
    setError(null);
    try {
      const receiveEmail = receiveSoldReport ? true : profile.receiveEmail;
      const updated = await updateSubscription({ uid: profile.id, receiveEmail, receiveSoldReport });
      queryClient.setQueryData(api.user.getMyProfile.key(), updated);
      await save.mutateAsync({ profile: updated, changes: { receiveEmail, receiveSoldReport } });
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Newsletter
        </Title>
        <Switch
          size="md"
          label="Monthly Sold Report Newsletter"
          description="The sold report of your neighbourhoods, every month."
          // With larger text on a narrow phone a long word may break rather than run past the card.
          styles={{ labelWrapper: { minWidth: 0, overflowWrap: 'anywhere' } }}
          checked={subscribed}
          disabled={busy}
          onChange={(event) => {
            if (event.currentTarget.checked) void change(true);
            else {
              setConfirmWanted(true);
              setConfirming(true);
            }
          }}
        />
        {error && (
          <Text role="alert" c="red.7" size="sm">
            {error}
          </Text>
        )}
      </Stack>
      {confirmWanted && (
        <Suspense fallback={null}>
          <UnsubscribeDialog
            opened={confirming}
            busy={busy}
            onCancel={() => setConfirming(false)}
            onConfirm={() => void change(false)}
          />
        </Suspense>
      )}
    </Paper>
  );
}
