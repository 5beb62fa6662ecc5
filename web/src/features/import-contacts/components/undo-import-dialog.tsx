import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useFocusReturn } from '../../../ui/use-focus-return';
import { LoadingButton } from '../../../ui/loading-button';

/** The confirm of 'Undo import' (undo-import.tsx): shown from when it loads until answered. */
export function UndoImportDialog({
  onCancel,
  onConfirm,
  pending,
}: {
  onCancel: () => void;
  onConfirm: () => void;
  pending: boolean;
}) {
  useFocusReturn();
  return (
    <Modal opened onClose={onCancel} title="Undo import" centered>
      <Stack gap="md">
        <Text size="sm">
          Take back every invitation of this import that has not been accepted yet? Their invitation links stop working,
          and the notes and follow-ups kept on them are deleted. Contacts who already signed up stay.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <LoadingButton color="red" onClick={onConfirm} loading={pending}>
            Undo import
          </LoadingButton>
        </Group>
      </Stack>
    </Modal>
  );
}
