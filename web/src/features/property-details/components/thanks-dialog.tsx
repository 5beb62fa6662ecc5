import { Button, Modal, Text } from '@mantine/core';
import { useFocusReturn } from '../../../ui/use-focus-return';

/** After a showing is booked (document 3 §2.6): the Thanks dialog, closed by its button or Escape. */
export function ThanksDialog({ onClose }: { onClose: () => void }) {
  useFocusReturn();
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>Thanks!</Text>} centered>
      <Text mb="lg">Your request has been sent. A member of the team will contact you shortly.</Text>
      <Button fullWidth onClick={onClose}>
        Close
      </Button>
    </Modal>
  );
}
