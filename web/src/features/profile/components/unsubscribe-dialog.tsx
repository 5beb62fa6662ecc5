import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { newsletterUnsubscribeQuestion as unsubscribeQuestion } from '@shared/unsubscribe';
import { useFocusReturn } from '../../../ui/use-focus-return';
import { LoadingButton } from '../../../ui/loading-button';

interface UnsubscribeDialogProps {
  opened: boolean;
  /** While the unsubscription is saved. */
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The newsletter toggle's question before unsubscribing (document 1 §4.5). */
export function UnsubscribeDialog({ opened, busy, onCancel, onConfirm }: UnsubscribeDialogProps) {
  useFocusReturn(opened);
  return (
    <Modal opened={opened} onClose={onCancel} title="Unsubscribe" centered>
      <Stack gap="lg">
        <Text>{unsubscribeQuestion}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <LoadingButton color="red" loading={busy} onClick={onConfirm}>
            Unsubscribe
          </LoadingButton>
        </Group>
      </Stack>
    </Modal>
  );
}
