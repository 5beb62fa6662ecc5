import { Button, Group, Modal, Text } from '@mantine/core';
import { useFocusReturn } from '../../../ui/use-focus-return';

/** The details form's failure dialog (document 3 §5): loaded when a valuation cannot be created. */
export default function CreateErrorDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  useFocusReturn(message !== null);
  return (
    <Modal opened={message !== null} onClose={onClose} title={<Text fw={700}>Error</Text>} centered>
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end">
        <Button onClick={onClose}>Close</Button>
      </Group>
    </Modal>
  );
}
