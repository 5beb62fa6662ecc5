import { Button, Group, Modal, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { UserProfile } from '@shared/profile';
import { updateSubscription } from '../api/update-subscription';
import { useSaveProfile } from '../hooks/use-save-profile';

/** The confirm dialog's question, verbatim (document 1 §4.5). */
export const unsubscribeQuestion =
  'You will no longer receive the monthly sold reports newsletter. Are you sure you want to unsubscribe?';

/**
 * The Monthly Sold Report Newsletter toggle (document 1 §2.7, §4.5). Unsubscribing asks
 * first; re-subscribing is immediate. Both call `PUT /subscription` and then save the
 * profile. `receiveEmail` is the master switch (DECISIONS row 19), so re-subscribing turns
 * it on too.
 */
export function NewsletterToggle({ profile }: { profile: UserProfile }) {
  const subscribed = profile.receiveEmail && profile.receiveSoldReport;
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveProfile();

  async function change(receiveSoldReport: boolean) {
    setBusy(true);
    setError(null);
    try {
      const receiveEmail = receiveSoldReport ? true : profile.receiveEmail;
      const updated = await updateSubscription({ uid: profile.id, receiveEmail, receiveSoldReport });
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
          checked={subscribed}
          disabled={busy}
          onChange={(event) => {
            if (event.currentTarget.checked) void change(true);
            else setConfirming(true);
          }}
        />
        {error && (
          <Text role="alert" c="red.7" size="sm">
            {error}
          </Text>
        )}
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Unsubscribe" centered>
        <Stack gap="lg">
          <Text>{unsubscribeQuestion}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={busy}>
              Cancel
            </Button>
            <Button color="red" loading={busy} onClick={() => void change(false)}>
              Unsubscribe
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
